/**
 * The body of the thank-you pages (SPEC 2.6): confirmation, what happens next, and next steps
 * (browse tours, deals). Shared by /thank-you/, /contact-thank-you/ and each tour's
 * itinerary thank-you page.
 */
import React from 'react';
import { Link } from 'gatsby';
import * as styles from './ThankYou.module.css';

export interface NextStep {
  to: string;
  label: string;
}

export const DEFAULT_NEXT_STEPS: NextStep[] = [
  { to: '/tours/', label: 'Browse our tours' },
  { to: '/discounts/', label: 'See current deals' },
  { to: '/destinations/', label: 'Explore destinations' },
];

export function ThankYouView({ eyebrow = 'Thank you', title, children, nextSteps = DEFAULT_NEXT_STEPS }: { eyebrow?: string; title: string; children: React.ReactNode; nextSteps?: NextStep[] }) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.page}`}>
        <section className={styles.card} aria-labelledby="thank-you-title">
          <span className={styles.tick} aria-hidden="true">
            <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="thank-you-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.lead}>{children}</div>
          <nav className={styles.next} aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className={styles.nextTitle}>
              While you wait
            </h2>
            <ul className={styles.links}>
              {nextSteps.map((step, i) => (
                <li key={step.to}>
                  <Link to={step.to} className={i === 0 ? 'button' : 'button button--secondary'}>
                    {step.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
      </div>
    </div>
  );
}
