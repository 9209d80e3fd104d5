import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageBanner } from '../components/tours/PageBanner';
import { ToursExplorer } from '../components/tours/ToursExplorer';
import { imageOf, type ImageFile, type TourCardData } from '../components/tours/tour-types';

interface ToursPageData {
  allTour: { nodes: TourCardData[] };
  allTourCategory: { nodes: { contentId: string; name: string; tours: { archived: boolean }[] }[] };
  banner: ImageFile;
}

/** The tours list (SPEC 2.2): every tour that is not archived, with its filters. */
export default function ToursPage({ data, location }: PageProps<ToursPageData>) {
  const types = data.allTourCategory.nodes.filter((c) => c.tours.some((t) => !t.archived)).map((c) => ({ value: c.contentId, label: c.name }));
  return (
    <Layout pageKey="tours">
      <PageBanner
        eyebrow="Small-group guided tours"
        title="New Zealand tours"
        image={imageOf(data.banner)}
        overlap
        intro={<p>From five-day escapes to the ultimate end-to-end adventure: find the trip that fits your time, your pace and your islands.</p>}
      />
      <div className="container">
        <ToursExplorer tours={data.allTour.nodes} types={types} search={location.search} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query ToursPage {
    allTour(filter: { archived: { eq: false } }, sort: { order: ASC }) {
      nodes {
        ...TourCardFields
      }
    }
    allTourCategory(sort: { order: ASC }) {
      nodes {
        contentId
        name
        tours {
          archived
        }
      }
    }
    banner: file(name: { eq: "dest-lake-tekapo-1" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.6, quality: 70)
      }
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="New Zealand Tours: small-group guided adventures"
    description="Browse every Kea Trails tour of New Zealand: Adventure, Plus and Snow tours from 5 to 23 days, filtered by island, length and price."
    path="/tours/"
    pageKey="tours"
  />
);
