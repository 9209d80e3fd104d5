import React, { useId, useState } from 'react';
import { REVIEW_TEXT_LIMIT, truncateText, type ReviewView } from './reviews';
import { StarRating } from '../../components/ui/StarRating';
import * as styles from './TourReviews.module.css';

/**
 * One guest review (SPEC 3, 9): stars, the text cut at 250 characters with Read more / Read
 * less, the guest's name ('Trusted Customer' when missing) and our reply, labelled as ours.
 */
export function TourReviewsCard({ review, brandName }: { review: ReviewView; brandName: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { text, truncated } = truncateText(review.text, REVIEW_TEXT_LIMIT);
  return (
    <article className={styles.card} data-testid="review">
      <div className={styles.cardHead}>
        <StarRating rating={review.rating} size={16} />
        <p className={styles.author}>{review.author}</p>
      </div>
      <p id={textId} className={styles.text}>
        {expanded ? review.text : text}
      </p>
      {truncated && (
        <button type="button" className={styles.readMore} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyFrom}>Reply from {brandName}</p>
          <p>{review.reply}</p>
        </div>
      )}
    </article>
  );
}
