import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/content/PageHero';
import { DeparturesView } from '../components/deals/DeparturesView';
import * as styles from '../components/deals/Deals.module.css';

interface Data {
  siteSettings: { brand_name: string };
  hero: ImageDataLike | null;
}

/** Every bookable departure (SPEC 2.3): a banner naming the operator's departures, the list with Book on every row. */
export default function DeparturesPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="departures">
      <PageHero
        eyebrow="Dates and prices"
        title={`${data.siteSettings.brand_name} Departures`}
        lead={<p>Every upcoming departure of our small-group tours, with the seats left and the price per person. Filter by when you want to travel, where you start and the kind of tour.</p>}
        image={data.hero}
      />
      <div className={`container ${styles.page}`}>
        <DeparturesView />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <Seo
    title={`${data.siteSettings.brand_name} Departures`}
    description="Upcoming departures of our small-group guided New Zealand tours: dates, seats left and prices per person, ready to book."
    path="/departures/"
    pageKey="departures"
  />
);

export const query = graphql`
  query DeparturesPage {
    siteSettings {
      brand_name
    }
    hero: file(name: { eq: "gallery-tongariro-crossing" }) {
      childImageSharp {
        gatsbyImageData(width: 1600, height: 560, layout: FULL_WIDTH, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;
