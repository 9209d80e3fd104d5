import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/content/PageHero';
import { PromoBanner } from '../components/content/PromoBanner';
import { DestinationCard } from '../components/destinations/DestinationCard';
import { NzMap } from '../components/destinations/NzMap';
import { JsonLd, breadcrumbJsonLd } from '../components/content/JsonLd';
import * as styles from '../components/destinations/DestinationsPage.module.css';

interface DestinationItem {
  contentId: string;
  name: string;
  short_description: string;
  absolute_slug: string;
  destination_category: string;
  latitude: number;
  longitude: number;
  card_image: ImageDataLike | null;
}
interface Data {
  allDestination: { nodes: DestinationItem[] };
}

const ISLANDS = ['North Island', 'South Island'] as const;
const islandAnchor = (island: string) => island.toLowerCase().replace(' ', '-');
const DESCRIPTION =
  'Where our small-group tours go in New Zealand: North Island and South Island destinations, from the Bay of Islands to Milford Sound, with the tours and activities in each.';

export default function DestinationsPage({ data }: PageProps<Data>) {
  const all = data.allDestination.nodes;
  const islands = ISLANDS.map((island) => ({ island, list: all.filter((d) => d.destination_category === island) })).filter(({ list }) => list.length > 0);
  return (
    <Layout pageKey="destinations">
      <PageHero
        eyebrow="Aotearoa New Zealand"
        title="New Zealand destinations"
        lead={<p>Two islands, {all.length} places we love to show you. Pick a destination to see its highlights, the tours that stop there and the activities you can add.</p>}
      />
      <div className={`container ${styles.page}`}>
        <nav aria-label="Islands" className={styles.jump}>
          {/* Only the islands drawn below: a link to an island with no destinations would lead nowhere. */}
          {islands.map(({ island }) => (
            <a key={island} href={`#${islandAnchor(island)}`} className="button button--secondary">
              {island}
            </a>
          ))}
        </nav>
        {islands.map(({ island, list }, islandIndex) => {
          const id = islandAnchor(island);
          return (
            <section key={island} id={id} aria-labelledby={`${id}-title`} className={styles.island}>
              <div className={styles.islandHead}>
                <div>
                  <h2 id={`${id}-title`} className={styles.islandTitle}>
                    {island}
                  </h2>
                  <p className={styles.count}>
                    {list.length} destination{list.length === 1 ? '' : 's'}
                  </p>
                </div>
                <NzMap className={styles.miniMap} label={`Map of New Zealand with the ${island} destinations marked`} markers={list} />
              </div>
              <ul className={styles.grid}>
                {list.map((d, i) => (
                  <li key={d.contentId}>
                    {/* The first card's picture is the largest paint on a phone: fetched with the HTML, not after layout. */}
                    <DestinationCard name={d.name} shortDescription={d.short_description} to={d.absolute_slug} image={d.card_image} priority={islandIndex === 0 && i === 0} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <PromoBanner
          title="Over 70 activities to add along the way"
          text="Jet boats, glacier hikes, wine trails and glow-worm caves: choose the extras that make the trip yours."
          cta={{ to: '/activities/', label: 'View Activities' }}
          secondary={{ to: '/tours/', label: 'View Tours' }}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => {
  const first = data.allDestination.nodes.find((d) => d.card_image);
  return (
    <Seo title="New Zealand Destinations" description={DESCRIPTION} path="/destinations/" pageKey="destinations" image={ogImage(first?.card_image)}>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Destinations', path: '/destinations/' }])} />
    </Seo>
  );
};

function ogImage(image: ImageDataLike | null | undefined): string | undefined {
  return (image as { childImageSharp?: { og?: { src?: string } } } | null)?.childImageSharp?.og?.src;
}

export const query = graphql`
  query DestinationsPage {
    allDestination(sort: { order: ASC }) {
      nodes {
        contentId
        name
        short_description
        absolute_slug
        destination_category
        latitude
        longitude
        card_image {
          childImageSharp {
            gatsbyImageData(width: 580, height: 356, layout: CONSTRAINED)
            og: resize(width: 1200, height: 630, cropFocus: CENTER) {
              src
            }
          }
        }
      }
    }
  }
`;
