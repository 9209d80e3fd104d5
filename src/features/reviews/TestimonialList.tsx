import React from 'react';
import { Link } from 'gatsby';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Picture } from '../../components/ui/Picture';
import { truncateText } from './reviews';
import * as styles from './TestimonialList.module.css';

/** SPEC 9: testimonial text limit (1000 by default; this listing uses 9999). */
export const TESTIMONIAL_LIMIT_LONG = 9999;

export interface TestimonialItem {
  contentId: string;
  author: string;
  country: string;
  text: string;
  image: ImageDataLike | null;
  tour: { name: string; absolute_slug: string } | null;
}

/** Testimonials chosen by the team (from content), with the 55x55 avatars of SPEC 9. */
export function TestimonialList({ testimonials, limit = TESTIMONIAL_LIMIT_LONG }: { testimonials: TestimonialItem[]; limit?: number }) {
  return (
    <ul className={styles.list}>
      {testimonials.map((t) => {
        const avatar = t.image ? getImage(t.image) : undefined;
        return (
          <li key={t.contentId}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{truncateText(t.text, limit).text}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                {avatar ? <Picture image={avatar} alt="" className={styles.avatar} /> : <span className={styles.initial} aria-hidden="true">{t.author.charAt(0)}</span>}
                <span>
                  <span className={styles.author}>{t.author}</span>
                  <span className={styles.meta}>
                    {t.country}
                    {t.tour && (
                      <>
                        {' · '}
                        <Link to={t.tour.absolute_slug}>{t.tour.name}</Link>
                      </>
                    )}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
