import React from 'react';
import { useGetTourReviewSummaryQuery } from '../../features/reviews/reviews-api';
import { StarRating } from '../ui/StarRating';
import * as styles from './TourRating.module.css';

/**
 * The star rating with the review count (SPEC 2.2): a button that scrolls to the reviews
 * section and moves focus there. Stars show only with a rating that reviews gave: until the
 * summary arrives they are an empty, unannounced placeholder (so nothing moves when it does), and
 * for a tour nobody has reviewed yet there are none at all, only 'No reviews yet': no tour shows
 * stars it has not earned. (SPEC's default of 5 is the footer summary's.)
 */
export function TourRating({ tourApiId, targetId = 'reviews' }: { tourApiId: number; targetId?: string }) {
  const { data } = useGetTourReviewSummaryQuery(tourApiId);
  const count = data?.count ?? 0;
  const rated = count > 0;
  const rating = rated ? (data?.rating ?? 0) : 0;
  const scroll = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.rating} onClick={scroll}>
      {rated ? (
        <StarRating rating={rating} size={18} />
      ) : data ? null : (
        <span aria-hidden="true">
          <StarRating rating={0} size={18} />
        </span>
      )}
      <span className={styles.text}>{data ? (rated ? `${rating.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}` : 'No reviews yet') : 'Reviews'}</span>
    </button>
  );
}
