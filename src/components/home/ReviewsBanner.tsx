import React from 'react';
import { Link } from 'gatsby';
import { useGetAllReviewsSummaryQuery } from '../../features/reviews/reviews-api';
import { formatNumber } from '../../../contract/money';
import { StarRating } from '../ui/StarRating';
import * as styles from './Home.module.css';

/** The reviews banner (SPEC 2.2): the aggregate rating, 5 stars and 0 reviews if it fails (SPEC 8). */
export function ReviewsBanner() {
  const { data } = useGetAllReviewsSummaryQuery();
  const { count, rating } = data ?? { count: 0, rating: 5 };
  return (
    <section className={styles.reviewsBanner} aria-label="Guest reviews">
      <div className={`container ${styles.reviewsBannerInner}`}>
        <StarRating rating={rating} size={28} />
        <p>
          Rated <strong>{rating.toFixed(1)} out of 5</strong> by our guests across <strong>{formatNumber(count)}</strong> reviews
        </p>
        <Link to="/about-us/reviews/" className="button button--light">
          See what they say
        </Link>
      </div>
    </section>
  );
}
