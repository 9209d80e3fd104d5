import React, { useState } from 'react';
import { DEFAULT_REVIEW_FILTERS, type ReviewFilters as Filters } from './reviews';
import { Spinner } from '../../components/ui/Spinner';
import { NoResults } from '../../components/ui/NoResults';
import { ReviewCard } from './ReviewCard';
import { ReviewFilters } from './ReviewFilters';
import { useReviewFeed } from './useReviewFeed';
import * as styles from './ReviewsFeed.module.css';

export interface ReviewsFeedProps {
  tours: { api_id: number; name: string }[];
  companyName: string;
}

/** The guest reviews list of the reviews page (SPEC 4.6): filters, cards and Load More. */
export function ReviewsFeed({ tours, companyName }: ReviewsFeedProps) {
  const [filters, setFilters] = useState<Filters>(DEFAULT_REVIEW_FILTERS);
  const { feed, loading, loadingMore, hasMore, loadMore } = useReviewFeed(filters);
  const reviews = feed?.reviews ?? [];
  return (
    <div className={styles.feed}>
      <ReviewFilters filters={filters} tours={tours} onChange={setFilters} />
      <div aria-live="polite" aria-busy={loading} className={styles.status}>
        {loading ? (
          <div className={styles.loading}>
            <Spinner label="Loading reviews" />
          </div>
        ) : (
          <p className={styles.count}>
            {reviews.length === 0 ? '' : `Showing ${reviews.length} review${reviews.length === 1 ? '' : 's'}`}
          </p>
        )}
      </div>
      {!loading && reviews.length === 0 && <NoResults title="No reviews match these filters yet" />}
      {!loading && reviews.length > 0 && (
        <ul className={styles.grid}>
          {reviews.map((review) => (
            <li key={review.key}>
              <ReviewCard review={review} companyName={companyName} />
            </li>
          ))}
        </ul>
      )}
      {!loading && hasMore && (
        <div className={styles.more}>
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? 'Loading ...' : 'Load More'}
          </button>
        </div>
      )}
    </div>
  );
}
