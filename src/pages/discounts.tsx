import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/content/PageHero';
import { DealsView } from '../components/deals/DealsView';
import * as styles from '../components/deals/Deals.module.css';

interface Data {
  hero: ImageDataLike | null;
}

const DESCRIPTION = 'Last Minute and Early Bird specials on small-group guided tours of New Zealand: save on selected departures, with seats shown live.';

/** The package deals page (SPEC 2.3; nav label "Deals", path /discounts/). */
export default function DiscountsPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="discounts">
      <PageHero
        eyebrow="Last Minute and Early Bird specials"
        title="New Zealand Package Deals"
        lead={<p>Save on selected departures of our small-group tours. Prices are per person in New Zealand dollars, and the seats shown are the seats left.</p>}
        image={data.hero}
      />
      <div className={`container ${styles.page}`}>
        <DealsView />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="New Zealand Package Deals" description={DESCRIPTION} path="/discounts/" pageKey="discounts" />;

export const query = graphql`
  query DiscountsPage {
    hero: file(name: { eq: "gallery-milford-morning" }) {
      childImageSharp {
        gatsbyImageData(width: 1600, height: 560, layout: FULL_WIDTH, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;
