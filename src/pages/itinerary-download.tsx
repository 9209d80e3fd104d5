import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ItineraryDownload, type ListedTour } from '../components/itinerary/ItineraryDownload';

interface ItineraryDownloadPageData {
  allTour: { nodes: ListedTour[] };
}

/**
 * /itinerary-download/?tour_id=<tour api id>&after=true (SPEC 2.6, DECISIONS routes): where the
 * itinerary download form leads. A running tour's address is sent on to its pre-rendered
 * itinerary (src/templates/itinerary-download.tsx; contract/itinerary-address.ts); this page
 * is what is left: no tour, or one we no longer run.
 */
export default function ItineraryDownloadPage({ data, location }: PageProps<ItineraryDownloadPageData>) {
  return (
    <Layout pageKey="itinerary-download">
      <ItineraryDownload tours={data.allTour.nodes} search={location.search} />
    </Layout>
  );
}

export const query = graphql`
  query ItineraryDownloadPage {
    allTour(filter: { archived: { eq: false } }, sort: { order: ASC }) {
      nodes {
        api_id
        name
        absolute_slug
        number_of_days
        category {
          name
        }
      }
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
