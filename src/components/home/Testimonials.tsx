import React, { useState } from 'react';
import { Link } from 'gatsby';
import { Section } from './Section';
import { TestimonialCard, type Testimonial } from './TestimonialCard';
import * as styles from './Home.module.css';

/** How many testimonials show at first and how many Load More adds. */
export const TESTIMONIALS_STEP = 3;

/** Guest testimonials with Load More and 'View all reviews' (SPEC 2.2). */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const [shown, setShown] = useState(TESTIMONIALS_STEP);
  if (testimonials.length === 0) return null;
  return (
    <Section id="testimonials" eyebrow="In their words" title="What our guests say">
      <ul className={styles.testimonials}>
        {testimonials.slice(0, shown).map((t) => (
          <li key={t.contentId}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
      <p className={styles.centered}>
        {shown < testimonials.length && (
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + TESTIMONIALS_STEP)}>
            Load More
          </button>
        )}
        <Link to="/about-us/reviews/" className="button">
          View all reviews
        </Link>
      </p>
    </Section>
  );
}
