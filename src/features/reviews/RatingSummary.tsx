import React from 'react';
import { StarRating } from '../../components/ui/StarRating';
import { useGetAllReviewsSummaryQuery } from './reviews-api';
import { formatNumber } from '../../../contract/money';
import * as styles from './RatingSummary.module.css';

/**
 * The aggregate rating at the top of the reviews page (get_all_reviews). Before the answer, and
 * when the call fails, it reads 0 reviews at 5 stars (SPEC 3, 8).
 */
export function RatingSummary() {
  const { data, isLoading } = useGetAllReviewsSummaryQuery();
  const rating = data?.rating ?? 5;
  const count = data?.count ?? 0;
  return (
    <div className={styles.summary} aria-busy={isLoading}>
      <span className={styles.value} aria-hidden="true">
        {isLoading ? '–' : rating.toFixed(1)}
      </span>
      <div>
        <StarRating rating={rating} size={24} className={styles.stars} />
        <p className={styles.text}>
          {isLoading ? 'Loading our rating…' : `${rating.toFixed(1)} out of 5 from ${formatNumber(count)} review${count === 1 ? '' : 's'}`}
        </p>
      </div>
    </div>
  );
}
