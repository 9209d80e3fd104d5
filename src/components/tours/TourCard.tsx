import React, { memo, useState } from 'react';
import { graphql, Link } from 'gatsby';
import { Picture } from '../ui/Picture';
import { formatNzd } from '../../../contract/money';
import { Gallery } from '../ui/Gallery';
import { CategoryBadge } from './CategoryBadge';
import { EurPrice } from './EurPrice';
import { GermanFlag } from './GermanFlag';
import { imageOf, type TourCardData } from './tour-types';
import * as styles from './TourCard.module.css';

/** Slides on a card: enough to browse, few enough to keep the list page light. */
export const CARD_SLIDES = 5;

export const tourCardFields = graphql`
  fragment TourCardFields on Tour {
    contentId
    api_id
    name
    absolute_slug
    number_of_days
    starting_price
    order
    archived
    is_german_tour
    destination_groups
    start_location
    end_location
    category {
      contentId
      name
      full_name
      absolute_slug
      background_color
      icon_svg
      tour_type
    }
    images {
      childImageSharp {
        gatsbyImageData(width: 380, height: 230, layout: CONSTRAINED)
      }
    }
    small_map {
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, layout: FIXED)
      }
    }
  }
`;

/**
 * A card's slides. Only the first picture is in the page's HTML; the others (and Swiper) are
 * added the first time the visitor points at, touches or focuses the card's gallery, which
 * keeps a list of a dozen cards light.
 */
export function TourSlides({ tour, eager = false }: { tour: Pick<TourCardData, 'name' | 'images'>; eager?: boolean }) {
  const [active, setActive] = useState(false);
  const images = tour.images.map(imageOf).filter((image) => image !== undefined).slice(0, CARD_SLIDES);
  if (images.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;
  const activate = () => setActive(true);
  return (
    <div className={styles.slides} onPointerEnter={activate} onTouchStart={activate} onFocus={activate}>
      <Gallery label={`Photos of ${tour.name}`} variant="card" load="interaction">
        {images.map((image, i) =>
          i === 0 || active ? (
            <Picture key={i} image={image} alt={`${tour.name}, photo ${i + 1} of ${images.length}`} loading={eager && i === 0 ? 'eager' : 'lazy'} className={styles.slide} />
          ) : (
            <div key={i} className={styles.slide} role="img" aria-label={`${tour.name}, photo ${i + 1} of ${images.length}`} />
          ),
        )}
      </Gallery>
    </div>
  );
}

export interface TourCardProps {
  tour: TourCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
}

/**
 * The tour card (SPEC 2.2, 3): slide pictures (380x230), the family badge, a German flag for
 * German-speaking tours, name, duration in days, the 'From' price in NZD with its approximate
 * EUR price, and the small route map.
 */
function TourCardView({ tour, headingLevel = 3, eager = false }: TourCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const map = imageOf(tour.small_map);
  return (
    <article className={styles.card} data-testid="tour-card">
      <div className={styles.media}>
        <TourSlides tour={tour} eager={eager} />
        <CategoryBadge category={tour.category} className={styles.badge} />
        {tour.is_german_tour && <GermanFlag className={styles.flag} />}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={tour.absolute_slug}>{tour.name}</Link>
        </Heading>
        <p className={styles.meta}>
          <span className={styles.days}>{tour.number_of_days} days</span>
          <span aria-hidden="true"> · </span>
          {tour.start_location === tour.end_location ? `Return from ${tour.start_location}` : `${tour.start_location} to ${tour.end_location}`}
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.from}>From</span>
            <strong className={styles.amount}>{formatNzd(tour.starting_price)}</strong>
            <EurPrice nzd={tour.starting_price} />
          </p>
          {map && <Picture image={map} alt={`Route map of ${tour.name}`} className={styles.map} />}
        </div>
        <Link to={tour.absolute_slug} className={`button ${styles.cta}`}>
          View tour<span className="visually-hidden">: {tour.name}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * Memoised: lists re-render when their filters change (or once after hydration, when the
 * address's filters apply); cards whose tour did not change are not rendered again.
 */
export const TourCard = memo(TourCardView);
