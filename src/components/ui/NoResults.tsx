import React from 'react';
import { Link } from 'gatsby';
import * as styles from './NoResults.module.css';

export type NoResultsVariant = 'general' | 'search' | 'filters' | 'dates';

/**
 * SPEC 8 texts of the no-results messages, plus 'filters': the same message for a list that has
 * filters but no search box (the tours list), where a search term would be nothing to change.
 */
export const NO_RESULTS_TEXT: Record<NoResultsVariant, { title: string; body: string }> = {
  general: { title: 'No results found', body: '' },
  search: {
    title: "We couldn't find exactly what you're looking for",
    body: 'Try a different search term, or remove or change some of the filters.',
  },
  filters: {
    title: "We couldn't find exactly what you're looking for",
    body: 'Try removing or changing some of the filters.',
  },
  dates: {
    title: 'There are no dates in that time frame',
    body: 'Please check later dates, or contact our team and we will help you find a departure that suits you.',
  },
};

export interface NoResultsProps {
  variant?: NoResultsVariant;
  /** Overrides the heading (e.g. 'No matching tours'). */
  title?: string;
  /** Actions shown under the message (a reset button, a link). */
  children?: React.ReactNode;
  headingLevel?: 2 | 3;
}

/** The empty state of a list or search (SPEC 2.2, 8). */
export function NoResults({ variant = 'general', title, children, headingLevel = 2 }: NoResultsProps) {
  const text = NO_RESULTS_TEXT[variant];
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={styles.noResults} role="status">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.icon} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <circle cx="21" cy="21" r="13" />
        <path d="M31 31l10 10M16 21h10" />
      </svg>
      <Heading className={styles.title}>{title ?? text.title}</Heading>
      {text.body && <p className={styles.body}>{text.body}</p>}
      {variant === 'dates' && (
        <p className={styles.body}>
          <Link to="/contact-us/">Contact our team</Link>
        </p>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
