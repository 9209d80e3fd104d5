import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ItineraryDownload } from '../components/itinerary/ItineraryDownload';
import type { PrintableTour } from '../components/itinerary/PrintableItinerary';
import type { OperatorContact } from '../components/itinerary/itinerary-format';

interface ItineraryDownloadPageData {
  allTour: { nodes: PrintableTour[] };
  siteSettings: OperatorContact;
}

/**
 * /itinerary-download/?tour_id=<tour api id>&after=true (SPEC 2.6, DECISIONS routes): where the
 * itinerary download form leads. Every running tour's itinerary is in the build, so the page
 * shows the chosen one without an API call; its PDF is written by the build (src/node/itinerary-pdf.ts).
 */
export default function ItineraryDownloadPage({ data, location }: PageProps<ItineraryDownloadPageData>) {
  return (
    <Layout pageKey="itinerary-download">
      <ItineraryDownload tours={data.allTour.nodes} contact={data.siteSettings} search={location.search} />
    </Layout>
  );
}

export const query = graphql`
  query ItineraryDownloadPage {
    allTour(filter: { archived: { eq: false } }, sort: { order: ASC }) {
      nodes {
        contentId
        api_id
        name
        absolute_slug
        number_of_days
        starting_price
        start_location
        end_location
        is_german_tour
        short_description_html
        highlights
        inclusions
        category {
          name
          full_name
          tour_type
          background_color
          absolute_slug
        }
        map {
          childImageSharp {
            gatsbyImageData(height: 290, layout: CONSTRAINED)
          }
        }
        days {
          api_id
          ordinal_number
          title
          description_html
          overnight
          meals
          activities {
            name
            absolute_slug
            min_price
            max_price
          }
        }
      }
    }
    siteSettings {
      brand_name
      tagline
      phone
      phone_href
      email
      address_lines
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="Your tour itinerary"
    description="The day-by-day itinerary of your New Zealand tour: download it as a PDF or print it."
    path="/itinerary-download/"
    pageKey="itinerary-download"
    noIndex
  />
);
