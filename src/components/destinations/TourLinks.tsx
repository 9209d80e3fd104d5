import React from 'react';
import { Link } from 'gatsby';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import { formatNzd } from '../../../contract/money';
import * as styles from './TourLinks.module.css';

export interface TourLinkItem {
  contentId: string;
  name: string;
  absolute_slug: string;
  number_of_days: number;
  starting_price: number;
  archived?: boolean;
  small_map?: ImageDataLike | null;
}

/** Compact links to the tours that visit a destination or include an activity. */
export function TourLinks({ tours }: { tours: TourLinkItem[] }) {
  const running = tours.filter((t) => !t.archived);
  if (running.length === 0) return null;
  return (
    <ul className={styles.list}>
      {running.map((tour) => {
        const map = tour.small_map ? getImage(tour.small_map) : undefined;
        return (
          <li key={tour.contentId} className={styles.item}>
            {map ? <Picture image={map} alt="" className={styles.map} /> : <span className={styles.mapPlaceholder} aria-hidden="true" />}
            <div className={styles.text}>
              <Link to={tour.absolute_slug} className={styles.link}>
                {tour.name}
              </Link>
              <p className={styles.meta}>
                {tour.number_of_days} days · From {formatNzd(tour.starting_price)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
