import React, { useId, useState } from 'react';
import { StarRating } from '../../components/ui/StarRating';
import { truncateText, type ReviewView } from './reviews';
import * as styles from './ReviewCard.module.css';

/** One guest review (SPEC 3 Review, 9): stars, tour, text cut at 250 characters with Read more / Read less, name, our reply. */
export function ReviewCard({ review, companyName }: { review: ReviewView; companyName: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const short = truncateText(review.text);
  return (
    <article className={styles.card}>
      <header className={styles.head}>
        <StarRating rating={review.rating} size={18} />
        {(review.headline || review.tourTitle) && <h3 className={styles.title}>{review.headline || review.tourTitle}</h3>}
        {review.headline && review.tourTitle && <p className={styles.tour}>{review.tourTitle}</p>}
      </header>
      <p id={textId} className={styles.text}>
        {expanded || !short.truncated ? review.text : short.text}
      </p>
      {short.truncated && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
      <p className={styles.author}>
        — {review.author}
        {review.date && <span className={styles.date}>, {review.date}</span>}
      </p>
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyFrom}>Response from {companyName}</p>
          <p className={styles.replyText}>{review.reply}</p>
        </div>
      )}
    </article>
  );
}
