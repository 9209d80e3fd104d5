import React, { useId } from 'react';
import * as styles from './StarRating.module.css';

/** SPEC 9: five stars; the average defaults to 5 out of 5. */
export const STAR_COUNT = 5;

export interface StarRatingProps {
  /** Average rating, 0-5; fractions fill a star partly. */
  rating?: number;
  /** Star size in pixels. */
  size?: number;
  className?: string;
}

/** Read-only star rating, announced as 'Rated 4.7 out of 5'. */
export function StarRating({ rating = STAR_COUNT, size = 18, className }: StarRatingProps) {
  const id = useId();
  const value = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : STAR_COUNT;
  const rounded = Math.round(value * 10) / 10;
  return (
    <span className={`${styles.stars} ${className ?? ''}`} role="img" aria-label={`Rated ${rounded} out of ${STAR_COUNT}`}>
      {Array.from({ length: STAR_COUNT }, (_, i) => {
        const fill = Math.min(1, Math.max(0, value - i));
        const clip = `${id}-star-${i}`;
        return (
          <svg key={i} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-fill={fill.toFixed(2)}>
            <defs>
              <clipPath id={clip}>
                <rect x="0" y="0" width={24 * fill} height="24" />
              </clipPath>
            </defs>
            <path className={styles.empty} d={STAR_PATH} />
            <path className={styles.full} d={STAR_PATH} clipPath={`url(#${clip})`} />
          </svg>
        );
      })}
    </span>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
