import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/content/PageHero';
import { Breadcrumbs } from '../components/content/Breadcrumbs';
import { JsonLd, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../components/content/JsonLd';
import { PhotoMosaic } from '../components/content/PhotoMosaic';
import { PromoBanner } from '../components/content/PromoBanner';
import { NzMap } from '../components/destinations/NzMap';
import { TourLinks, type TourLinkItem } from '../components/destinations/TourLinks';
import { ActivityCard } from '../components/activities/ActivityCard';
import { FavouriteButton } from '../features/favourites/FavouriteButton';
import * as styles from '../components/destinations/DestinationPage.module.css';

interface ImageNode {
  childImageSharp: { gatsbyImageData: unknown; og?: { src: string } } | null;
}
interface Data {
  destination: {
    contentId: string;
    name: string;
    short_description: string;
    description_html: string;
    absolute_slug: string;
    destination_category: string;
    latitude: number;
    longitude: number;
    images: (ImageNode | null)[];
    tours: TourLinkItem[];
    activities: {
      contentId: string;
      api_id: number;
      name: string;
      absolute_slug: string;
      min_price: number;
      max_price: number;
      destination_name: string;
      card_image: ImageDataLike | null;
    }[];
  };
}

const crumbsOf = (d: Data['destination']): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Destinations', path: '/destinations/' },
  { name: d.name, path: d.absolute_slug },
];

/** Destination page (SPEC 2.2): gallery, description, map, the tours that visit it, its activities. */
export default function DestinationTemplate({ data }: PageProps<Data>) {
  const d = data.destination;
  const tours = d.tours.filter((t) => !t.archived);
  return (
    <Layout pageKey="destination">
      <PageHero
        eyebrow={d.destination_category}
        title={d.name}
        lead={<p>{d.short_description}</p>}
        top={<Breadcrumbs crumbs={crumbsOf(d)} tone="light" />}
      />
      <div className={`container ${styles.page}`}>
        <PhotoMosaic images={d.images as ImageDataLike[]} subject={d.name} />
        <div className={styles.columns}>
          <section aria-labelledby="about-destination" className={styles.about}>
            <h2 id="about-destination">About {d.name}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: d.description_html }} />
          </section>
          <aside className={styles.mapCard} aria-labelledby="where-title">
            <h2 id="where-title" className={styles.mapTitle}>
              Where it is
            </h2>
            <NzMap label={`Map of New Zealand showing ${d.name} in the ${d.destination_category}`} markers={[d]} />
            <p className={styles.coords}>
              {d.name}, {d.destination_category}
            </p>
          </aside>
        </div>

        <section aria-labelledby="destination-tours" className={styles.section}>
          <h2 id="destination-tours">Tours that visit {d.name}</h2>
          {tours.length > 0 ? (
            <TourLinks tours={tours} />
          ) : (
            <p>
              None of our set itineraries stop here right now, but a private tour can. <Link to="/contact-us/">Contact us</Link> to plan one.
            </p>
          )}
        </section>

        {d.activities.length > 0 && (
          <section aria-labelledby="destination-activities" className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id="destination-activities">Things to do in {d.name}</h2>
              <Link to={`/activities/?location=${d.contentId}`}>View all activities in {d.name}</Link>
            </div>
            <ul className={styles.activities}>
              {d.activities.map((a) => (
                <li key={a.contentId}>
                  <ActivityCard
                    name={a.name}
                    destinationName={a.destination_name}
                    minPrice={a.min_price}
                    maxPrice={a.max_price}
                    to={a.absolute_slug}
                    image={a.card_image}
                    favouriteSlot={<FavouriteButton activityId={a.api_id} activityName={a.name} variant="card" />}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <PromoBanner
          title="See it with a small group"
          text="Groups of at most 16, local guides and a lifetime deposit of NZ$99 that stays with you if your plans change."
          cta={{ to: '/tours/', label: 'View Tours' }}
          secondary={{ to: '/destinations/', label: 'All destinations' }}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => {
  const d = data.destination;
  const image = d.images.find((i) => i?.childImageSharp?.og)?.childImageSharp?.og?.src;
  const description = `${d.short_description} Tours, activities and travel tips for ${d.name}, ${d.destination_category}, New Zealand.`;
  return (
    <Seo title={`${d.name}, ${d.destination_category}`} description={description} path={d.absolute_slug} pageKey="destination" image={image}>
      <JsonLd
        data={{
          '@type': 'TouristDestination',
          name: d.name,
          description: d.short_description,
          url: absoluteUrl(d.absolute_slug),
          ...(image ? { image: absoluteUrl(image) } : {}),
          geo: { '@type': 'GeoCoordinates', latitude: d.latitude, longitude: d.longitude },
          containedInPlace: { '@type': 'Place', name: `${d.destination_category}, New Zealand` },
          includesAttraction: d.activities.map((a) => ({ '@type': 'TouristAttraction', name: a.name, url: absoluteUrl(a.absolute_slug) })),
        }}
      />
      <JsonLd data={breadcrumbJsonLd(crumbsOf(d))} />
    </Seo>
  );
};

export const query = graphql`
  query DestinationPage($id: String!) {
    destination(id: { eq: $id }) {
      contentId
      name
      short_description
      description_html
      absolute_slug
      destination_category
      latitude
      longitude
      images {
        childImageSharp {
          gatsbyImageData(width: 580, height: 356, layout: CONSTRAINED)
          og: resize(width: 1200, height: 630, cropFocus: CENTER) {
            src
          }
        }
      }
      tours {
        contentId
        name
        absolute_slug
        number_of_days
        starting_price
        archived
        small_map {
          childImageSharp {
            gatsbyImageData(width: 64, layout: CONSTRAINED)
          }
        }
      }
      activities {
        contentId
        api_id
        name
        absolute_slug
        min_price
        max_price
        destination_name
        card_image {
          childImageSharp {
            gatsbyImageData(width: 280, height: 175, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;
