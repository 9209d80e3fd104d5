import React from 'react';
import { Link } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { CardImage } from '../content/CardImage';
import { showsFromPrice } from '../../lib/activities';
import { formatNzd } from '../../../contract/money';
import * as styles from './ActivityCard.module.css';

export interface ActivityCardProps {
  name: string;
  destinationName: string;
  /** Cheapest and dearest visible option prices, NZD (SPEC 2.2, 5). */
  minPrice: number;
  maxPrice: number;
  to: string;
  image?: ImageDataLike | null;
  /** Where the favourite button is mounted (SPEC 2.2 "a favourite button when enabled"). */
  favouriteSlot?: React.ReactNode;
  headingLevel?: 2 | 3;
  /** One of the list's first cards: its picture loads at once, not when it nears the screen. */
  eager?: boolean;
  /** The page's first card, whose picture is its largest paint: fetched first of all. */
  priority?: boolean;
}

/** SPEC 2.2 activity card: picture (280x175), name, destination name, price with 'From' when options differ. */
export function ActivityCard({ name, destinationName, minPrice, maxPrice, to, image, favouriteSlot, headingLevel = 3, eager = false, priority = false }: ActivityCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <CardImage image={image} alt="" ratio={280 / 175} className={styles.image} loading={eager ? 'eager' : 'lazy'} priority={priority} />
        {favouriteSlot && <div className={styles.favourite}>{favouriteSlot}</div>}
      </div>
      <div className={styles.body}>
        <p className={styles.destination}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" fill="currentColor" />
            <circle cx="12" cy="10" r="2.5" fill="#fff" />
          </svg>
          <span className="visually-hidden">Location: </span>
          {destinationName}
        </p>
        <Heading className={styles.name}>
          <Link to={to} className={styles.link}>
            {name}
          </Link>
        </Heading>
        <p className={styles.price}>
          {showsFromPrice(minPrice, maxPrice) && <span className={styles.from}>From </span>}
          <strong>{formatNzd(minPrice)}</strong>
        </p>
      </div>
    </article>
  );
}
