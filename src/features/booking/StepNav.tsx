import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import type { StepLink } from './booking-steps';
import * as styles from './Booking.module.css';

/**
 * SPEC 2.5 page navigation: a list of links on wide screens; on small screens the same list
 * behind a disclosure button (a <select> that navigates on change would move people away
 * while they are still choosing). Disabled steps are not links.
 */
export function StepNav({ steps }: { steps: StepLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = steps.find((s) => s.current);
  return (
    <nav className={styles.stepNav} aria-label="Booking steps">
      <button type="button" className={styles.stepToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span>{current ? `Step ${current.number} of ${steps.length}: ${current.label}` : 'Booking steps'}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ol id={listId} className={`${styles.stepList} ${open ? styles.stepListOpen : ''}`}>
        {steps.map((step) => (
          <li key={step.key}>
            {step.pending ? (
              <span className={`${styles.step} ${step.current ? styles.stepCurrent : styles.stepPending}`} aria-current={step.current ? 'step' : undefined}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {step.number}
                </span>
                {step.label}
              </span>
            ) : step.disabled ? (
              <span className={`${styles.step} ${styles.stepDisabled}`} aria-disabled="true">
                <span className={styles.stepNumber} aria-hidden="true">
                  {step.number}
                </span>
                {step.label}
                <span className="visually-hidden"> (available once you agree to the booking conditions)</span>
              </span>
            ) : (
              <Link
                to={step.href}
                className={`${styles.step} ${step.current ? styles.stepCurrent : ''}`}
                aria-current={step.current ? 'step' : undefined}
                onClick={() => setOpen(false)}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {step.number}
                </span>
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
