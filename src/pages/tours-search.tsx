import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { SearchResults } from '../components/tours/SearchResults';
import type { TourCardData } from '../components/tours/tour-types';
import { SEARCH_PATH, searchPagePath, type SearchLocation } from '../../contract/search-address';

interface SearchPageData {
  allTour: { nodes: TourCardData[] };
}

/** Set on the pages of an island group's search of any time (src/node/pages.ts). */
interface SearchPageContext {
  searchLocation?: SearchLocation;
}

/**
 * /tours-search/?location=…&date_range_from=MM/DD/yyyy (SPEC 2.2): a dated search is worked out
 * in the browser; a search of any time is sent to its group's results, pre-rendered at
 * /tours-search/north-island/ (contract/search-address.ts).
 */
export default function ToursSearchPage({ data, location, pageContext }: PageProps<SearchPageData, SearchPageContext>) {
  return (
    <Layout pageKey="tours-search">
      <SearchResults tours={data.allTour.nodes} search={location.search} anyTimeIn={pageContext.searchLocation} />
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

export const Head: HeadFC<SearchPageData, SearchPageContext> = ({ pageContext }) => (
  <Seo
    title="Search our tours"
    description="Find a Kea Trails tour of New Zealand by island and start date."
    path={pageContext.searchLocation ? searchPagePath(pageContext.searchLocation) : SEARCH_PATH}
    pageKey="tours-search"
    noIndex
  />
);
