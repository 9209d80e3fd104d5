import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { SearchResults } from '../components/tours/SearchResults';
import type { TourCardData } from '../components/tours/tour-types';

interface SearchPageData {
  allTour: { nodes: TourCardData[] };
}

/** /tours-search/?location=…&date_range_from=MM/DD/yyyy (SPEC 2.2): results are worked out in the browser. */
export default function ToursSearchPage({ data, location }: PageProps<SearchPageData>) {
  return (
    <Layout pageKey="tours-search">
      <SearchResults tours={data.allTour.nodes} search={location.search} />
    </Layout>
  );
}

export const query = graphql`
  query ToursSearchPage {
    allTour(filter: { archived: { eq: false } }, sort: { order: ASC }) {
      nodes {
        ...TourCardFields
      }
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo title="Search our tours" description="Find a Kea Trails tour of New Zealand by island and start date." path="/tours-search/" pageKey="tours-search" noIndex />
);
