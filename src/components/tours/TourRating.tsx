import React from 'react';
import { useGetTourReviewSummaryQuery } from '../../state/reviews-api';
import { StarRating } from '../ui/StarRating';
import * as styles from './TourRating.module.css';

/**
 * The star rating with the review count (SPEC 2.2): a button that scrolls to the reviews
 * section and moves focus there. Until the summary arrives it shows five stars and no count.
 */
export function TourRating({ tourApiId, targetId = 'reviews' }: { tourApiId: number; targetId?: string }) {
  const { data } = useGetTourReviewSummaryQuery(tourApiId);
  const count = data?.count ?? 0;
  const rating = data?.rating ?? 5;
  const scroll = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.rating} onClick={scroll}>
      <StarRating rating={rating} size={18} />
      <span className={styles.text}>{data ? (count > 0 ? `${rating.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}` : 'No reviews yet') : 'Reviews'}</span>
    </button>
  );
}
