import React, { useState } from 'react';
import { Link } from 'gatsby';
import { useGetTourReviewSummaryQuery } from './reviews-api';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { StarRating } from '../../components/ui/StarRating';
import { TourReviewsCard } from './TourReviewsCard';
import { useTourReviewsFeed } from './TourReviewsFeed';
import { useIdleOrNear } from '../../lib/use-near-viewport';
import { firstDistinctAuthors } from './reviews';
import * as styles from './TourReviews.module.css';

/** SPEC 2.2, 9: the section and the modal show 3 reviews first. */
export const REVIEWS_SHOWN = 3;

export interface TourReviewsProps {
  tourApiId: number;
  tourName: string;
  brandName: string;
}

/**
 * The review section of a tour page (SPEC 2.2, 4.6): the rating summary, three reviews and a
 * 'View all reviews' modal with Load More; with no reviews, an invitation to be the first.
 * The reviews are fetched at the first idle moment after the page is interactive, or sooner if
 * the section nears the screen (as the dates above it are): loaded before a visitor scrolls
 * there, they do not arrive under them and push the footer out of view. A tour whose summary
 * says nobody has reviewed it shows its invitation at once, with no spinner to replace.
 */
export function TourReviews({ tourApiId, tourName, brandName }: TourReviewsProps) {
  const { data: summary } = useGetTourReviewSummaryQuery(tourApiId);
  const [sectionRef, load] = useIdleOrNear<HTMLElement>();
  const feed = useTourReviewsFeed(tourApiId, load);
  const [open, setOpen] = useState(false);
  const [visible, setVisible] = useState(REVIEWS_SHOWN);

  const onLoadMore = async () => {
    const target = visible + REVIEWS_SHOWN;
    if (feed.reviews.length < target && feed.hasMore) await feed.loadMore();
    setVisible(target);
  };

  const count = Math.max(summary?.count ?? 0, feed.reviews.length);
  return (
    <section id="reviews" ref={sectionRef} className={styles.section} aria-labelledby="reviews-title" tabIndex={-1}>
      <div className={styles.head}>
        <h2 id="reviews-title">Reviews</h2>
        {count > 0 && summary && (
          <p className={styles.summary}>
            <StarRating rating={summary.rating} size={20} />
            <span>
              <strong>{summary.rating.toFixed(1)}</strong> out of 5 from {count} {count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>
      {feed.loading && summary?.count !== 0 ? (
        <div className={styles.loading}>
          <Spinner size={40} label="Loading reviews" />
        </div>
      ) : feed.reviews.length === 0 ? (
        <p className={styles.first}>
          <Link to="/contact-us/">Be the first to review this tour! Click here.</Link>
        </p>
      ) : (
        <>
          <div className={styles.list}>
            {firstDistinctAuthors(feed.reviews, REVIEWS_SHOWN).map((review) => (
              <TourReviewsCard key={review.key} review={review} brandName={brandName} />
            ))}
          </div>
          <p className={styles.actions}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setVisible(REVIEWS_SHOWN);
                setOpen(true);
              }}
            >
              View all reviews
            </button>
          </p>
          <Modal open={open} onClose={() => setOpen(false)} title={`Reviews of ${tourName}`} size="large">
            <div className={styles.modalList}>
              {feed.reviews.slice(0, visible).map((review) => (
                <TourReviewsCard key={review.key} review={review} brandName={brandName} />
              ))}
            </div>
            {(visible < feed.reviews.length || feed.hasMore) && (
              <p className={styles.actions}>
                <button type="button" className="button" onClick={onLoadMore} disabled={feed.loadingMore}>
                  {feed.loadingMore ? 'Loading...' : 'Load More'}
                </button>
              </p>
            )}
          </Modal>
        </>
      )}
    </section>
  );
}
