/**
 * My favourites (SPEC 2.4, 3 "User", 4.1): the user's favourite activities (api_ids from
 * `users/me`) shown as activity cards from the build-time activity data. Each card's heart
 * removes the favourite; the favourites feature then refetches the user, and the card goes.
 */
import React from 'react';
import { graphql, Link, useStaticQuery } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { FAVOURITES_PATH } from './account';
import { apiErrors } from './auth-api';
import { useAccountUser } from './useAccountUser';
import { ActivityCard } from '../../components/activities/ActivityCard';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { AccountHeading } from './AccountNav';
import * as styles from './Account.module.css';

export interface FavouriteActivityNode {
  api_id: number;
  name: string;
  absolute_slug: string;
  destination_name: string;
  min_price: number;
  max_price: number;
  card_image?: ImageDataLike | null;
}

interface Data {
  allActivity: { nodes: FavouriteActivityNode[] };
}

/** The favourites in the order the user added them; ids of activities no longer on the site are left out. */
export function favouriteActivities(ids: readonly number[], all: readonly FavouriteActivityNode[]): FavouriteActivityNode[] {
  const byId = new Map(all.map((a) => [a.api_id, a]));
  return [...new Set(ids)].map((id) => byId.get(id)).filter((a): a is FavouriteActivityNode => a !== undefined);
}

export function FavouritesPage() {
  const data = useStaticQuery<Data>(graphql`
    query AccountFavouriteActivities {
      allActivity(sort: { order: ASC }) {
        nodes {
          api_id
          name
          absolute_slug
          destination_name
          min_price
          max_price
          card_image {
            childImageSharp {
              gatsbyImageData(width: 280, height: 175, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
    }
  `);
  const account = useAccountUser({ refetchOnMountOrArgChange: true });
  const favourites = favouriteActivities(account.user?.favorites.activities ?? [], data.allActivity.nodes);

  return (
    <div className={`container ${styles.accountPage}`}>
      <AccountHeading title="My favourites" firstName={account.user?.first_name} current={FAVOURITES_PATH} />
      <section aria-labelledby="favourite-activities" className={styles.section}>
        <h2 id="favourite-activities" className={styles.sectionTitle}>
          Favourite activities
        </h2>
        {account.isLoading ? (
          <p aria-busy="true">Loading your favourites…</p>
        ) : account.isError ? (
          <div className={styles.empty}>
            <p>{apiErrors(account.error).join(' ')}</p>
            <button type="button" className="button button--secondary" onClick={() => account.refetch()}>
              Try again
            </button>
          </div>
        ) : favourites.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>You have no favourite activities yet.</p>
            <p>Tap the heart on any activity to keep it here while you plan your trip.</p>
            <Link className="button" to="/activities/">
              View Activities
            </Link>
          </div>
        ) : (
          <ul className={styles.activityGrid}>
            {favourites.map((activity, i) => (
              <li key={activity.api_id}>
                <ActivityCard
                  name={activity.name}
                  destinationName={activity.destination_name}
                  minPrice={activity.min_price}
                  maxPrice={activity.max_price}
                  to={activity.absolute_slug}
                  image={activity.card_image}
                  // The first cards are in the first screen; the first picture is the page's largest paint.
                  eager={i < 2}
                  priority={i === 0}
                  favouriteSlot={<FavouriteButton activityId={activity.api_id} activityName={activity.name} variant="card" />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
