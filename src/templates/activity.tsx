import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Breadcrumbs } from '../components/content/Breadcrumbs';
import { JsonLd, breadcrumbJsonLd, type Crumb } from '../components/content/JsonLd';
import { PhotoMosaic } from '../components/content/PhotoMosaic';
import { ActivityOptions, type ActivityOptionView } from '../components/activities/ActivityOptions';
import { TourLinks, type TourLinkItem } from '../components/destinations/TourLinks';
import { NzMap } from '../components/destinations/NzMap';
import { FavouriteButton } from '../features/favourites/FavouriteButton';
import { activityPriceLabel } from '../lib/activities';
import { todayInNz } from '../../contract/dates';
import * as styles from '../components/activities/ActivityPage.module.css';

interface ImageNode {
  childImageSharp: { gatsbyImageData: unknown; og?: { src: string } } | null;
}
interface Data {
  activity: {
    contentId: string;
    api_id: number;
    name: string;
    absolute_slug: string;
    category: string;
    description_html: string;
    duration: string;
    destination_name: string;
    min_price: number;
    max_price: number;
    destination: { contentId: string; name: string; absolute_slug: string; latitude: number; longitude: number } | null;
    images: (ImageNode | null)[];
    visible_options: ActivityOptionView[];
    tours: TourLinkItem[];
  };
}

const crumbsOf = (a: Data['activity']): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Activities', path: '/activities/' },
  { name: a.name, path: a.absolute_slug },
];

/** Activity page (SPEC 2.2; page key 'activity-page', top-aligned). */
export default function ActivityTemplate({ data }: PageProps<Data>) {
  const activity = data.activity;
  const destination = activity.destination;
  const hasOptions = activity.visible_options.length > 0;
  return (
    <Layout pageKey="activity-page">
      <div className={`container ${styles.page}`}>
        <Breadcrumbs crumbs={crumbsOf(activity)} />
        <header className={styles.header}>
          <p className={styles.category}>{activity.category}</p>
          <h1 className={styles.title}>{activity.name}</h1>
          <ul className={styles.facts} aria-label="At a glance">
            <li>
              <span className={styles.factLabel}>Location</span>
              {destination ? <Link to={destination.absolute_slug}>{destination.name}</Link> : activity.destination_name}
            </li>
            <li>
              <span className={styles.factLabel}>Duration</span>
              {activity.duration}
            </li>
            {hasOptions && (
              <li>
                <span className={styles.factLabel}>Price</span>
                {activityPriceLabel(activity.min_price, activity.max_price)}
              </li>
            )}
          </ul>
          <div className={styles.favourite}>
            <FavouriteButton activityId={activity.api_id} activityName={activity.name} variant="page" />
          </div>
        </header>
        <PhotoMosaic images={activity.images as ImageDataLike[]} subject={activity.name} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <section aria-labelledby="about-activity">
              <h2 id="about-activity" className={styles.sectionTitle}>
                About this activity
              </h2>
              <div className="prose" dangerouslySetInnerHTML={{ __html: activity.description_html }} />
            </section>
            {hasOptions && (
              <section aria-labelledby="activity-options">
                <h2 id="activity-options" className={styles.sectionTitle}>
                  Options and prices
                </h2>
                <p className={styles.note}>
                  Prices are per person in New Zealand dollars, GST included. A seasonal price applies when the day of your tour that includes
                  the activity falls inside its dates.
                </p>
                <ActivityOptions options={activity.visible_options} today={todayInNz()} />
              </section>
            )}
          </div>
          <aside className={styles.aside} aria-label="Where it is">
            {destination && (
              <div className={styles.card}>
                <NzMap label={`Map of New Zealand showing ${destination.name}`} markers={[destination]} />
                <p className={styles.cardText}>
                  This activity is in <Link to={destination.absolute_slug}>{destination.name}</Link>.
                </p>
                <Link to={`/activities/?location=${destination.contentId}`} className="button button--secondary">
                  More in {destination.name}
                </Link>
              </div>
            )}
          </aside>
        </div>
        <section aria-labelledby="activity-tours" className={styles.tours}>
          <h2 id="activity-tours" className={styles.sectionTitle}>
            Tours that include {activity.name}
          </h2>
          {activity.tours.some((t) => !t.archived) ? (
            <TourLinks tours={activity.tours} />
          ) : (
            <p>
              This activity is not part of a set itinerary right now. <Link to="/contact-us/">Contact us</Link> and we will fit it into your trip.
            </p>
          )}
        </section>
        <p className={styles.back}>
          <Link to="/activities/">← View all activities</Link>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => {
  const a = data.activity;
  const description = `${a.name} in ${a.destination_name}: ${a.duration}, ${activityPriceLabel(a.min_price, a.max_price).toLowerCase()}. An optional activity on Kea Trails small-group tours of New Zealand.`;
  return (
    <Seo title={`${a.name}, ${a.destination_name}`} description={description} path={a.absolute_slug} pageKey="activity-page" image={a.images[0]?.childImageSharp?.og?.src}>
      <JsonLd data={breadcrumbJsonLd(crumbsOf(a))} />
    </Seo>
  );
};

export const query = graphql`
  query ActivityPage($id: String!) {
    activity(id: { eq: $id }) {
      contentId
      api_id
      name
      absolute_slug
      category
      description_html
      duration
      destination_name
      min_price
      max_price
      destination {
        contentId
        name
        absolute_slug
        latitude
        longitude
      }
      images {
        childImageSharp {
          gatsbyImageData(width: 580, height: 356, layout: CONSTRAINED)
          og: resize(width: 1200, height: 630, cropFocus: CENTER) {
            src
          }
        }
      }
      visible_options {
        api_id
        name
        description
        price
        seasonal_pricings {
          price
          available_from
          available_to
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
    }
  }
`;
