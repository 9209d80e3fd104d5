import React from 'react';
import { Link } from 'gatsby';
import { Picture } from '../ui/Picture';
import { formatNzd } from '../../../contract/money';
import { formatWeekdayDate } from '../../../contract/dates';
import { CategoryBadge } from './CategoryBadge';
import { EurPrice } from './EurPrice';
import { GermanFlag } from './GermanFlag';
import { TourSlides } from './TourCard';
import { imageOf, type TourCardData } from './tour-types';
import * as styles from './TourCardAlt.module.css';

export interface TourCardAltProps {
  tour: TourCardData;
  /** YYYY-MM-DD of the first departure that matched a search. */
  nextDeparture?: string | null;
  headingLevel?: 2 | 3;
  /** The first picture loads at once: for cards in the first screen. */
  eager?: boolean;
}

/** The alternative card shape (SPEC 2.2, 3): gallery, the family with its colour and icon, and the map. */
export function TourCardAlt({ tour, nextDeparture, headingLevel = 2, eager = false }: TourCardAltProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const map = imageOf(tour.small_map);
  return (
    <article className={styles.card} data-testid="tour-card">
      <div className={styles.gallery}>
        <TourSlides tour={tour} eager={eager} />
      </div>
      <div className={styles.body}>
        <p className={styles.top}>
          <CategoryBadge category={tour.category} />
          {tour.is_german_tour && <GermanFlag />}
        </p>
        <Heading className={styles.name}>
          <Link to={tour.absolute_slug}>{tour.name}</Link>
        </Heading>
        <p className={styles.meta}>
          <strong>{tour.number_of_days} days</strong> · {tour.start_location === tour.end_location ? `Return from ${tour.start_location}` : `${tour.start_location} to ${tour.end_location}`}
        </p>
        {nextDeparture && (
          <p className={styles.next}>
            Next departure: <strong>{formatWeekdayDate(nextDeparture)}</strong>
          </p>
        )}
        <div className={styles.bottom}>
          <p className={styles.price}>
            <span className={styles.from}>From</span> <strong className={styles.amount}>{formatNzd(tour.starting_price)}</strong> <EurPrice nzd={tour.starting_price} />
          </p>
          <Link to={tour.absolute_slug} className="button">
            View tour<span className="visually-hidden">: {tour.name}</span>
          </Link>
        </div>
      </div>
      {map && (
        <div className={styles.mapBox}>
          <Picture image={map} alt={`Route map of ${tour.name}`} />
        </div>
      )}
    </article>
  );
}
