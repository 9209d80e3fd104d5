import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import { truncateText } from '../../features/reviews/reviews';
import * as styles from './TestimonialCard.module.css';

/** SPEC 9: testimonial text is limited to 1000 characters (with an ellipsis); read more after 150. */
export const TESTIMONIAL_LIMIT = 1000;
export const TESTIMONIAL_READ_MORE = 150;

export interface Testimonial {
  contentId: string;
  author: string;
  country: string;
  text: string;
  avatar?: IGatsbyImageData;
  tour?: { name: string; absolute_slug: string } | null;
}

export interface TestimonialCardProps {
  testimonial: Testimonial;
  limit?: number;
  readMoreAt?: number;
}

/** A guest's words (SPEC 2.2): 55x55 avatar, the text with Read more / Read less, name and country. */
export function TestimonialCard({ testimonial, limit = TESTIMONIAL_LIMIT, readMoreAt = TESTIMONIAL_READ_MORE }: TestimonialCardProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const full = truncateText(testimonial.text, limit).text;
  const short = truncateText(full, readMoreAt);
  const initials = testimonial.author
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <figure className={styles.card} data-testid="testimonial">
      <blockquote className={styles.quote}>
        <p id={textId}>{expanded || !short.truncated ? full : short.text}</p>
      </blockquote>
      {short.truncated && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
      <figcaption className={styles.caption}>
        {testimonial.avatar ? (
          <Picture image={testimonial.avatar} alt="" className={styles.avatar} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials}
          </span>
        )}
        <span>
          <strong className={styles.author}>{testimonial.author}</strong>
          <span className={styles.country}>{testimonial.country}</span>
          {testimonial.tour && (
            <Link to={testimonial.tour.absolute_slug} className={styles.tour}>
              {testimonial.tour.name}
            </Link>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
