import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ItineraryPage } from '../components/itinerary/ItineraryDownload';
import type { PrintableTour } from '../components/itinerary/PrintableItinerary';
import type { OperatorContact } from '../components/itinerary/itinerary-format';

interface Data {
  tour: PrintableTour;
  siteSettings: OperatorContact;
}

interface Context {
  ready: boolean;
}

/**
 * A running tour's itinerary, pre-rendered (SPEC 2.6): `/itinerary-download/<tour api id>/`, and
 * `…/ready/` after the download form. `/itinerary-download/?tour_id=…&after=true` leads here
 * (contract/itinerary-address.ts), so the page paints from its HTML instead of after its scripts.
 */
export default function ItineraryDownloadTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <Layout pageKey="itinerary-download">
      <ItineraryPage tour={data.tour} contact={data.siteSettings} ready={pageContext.ready} />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  return (
    <Seo
      title={pageContext.ready ? `Your itinerary: ${data.tour.name}` : `${data.tour.name} itinerary`}
      description={`The day-by-day itinerary of ${data.tour.name}: download it as a PDF or print it.`}
      path={location.pathname}
      pageKey="itinerary-download"
      noIndex
    />
  );
}

export const query = graphql`
  query ItineraryDownloadTour($id: String!) {
    tour(id: { eq: $id }) {
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
