/**
 * 'Check availability' (SPEC 1, 2.5): a button that opens the availability calendar modal for
 * one tour. Mounted on the tour page beside its dates and prices.
 */
import React, { lazy, Suspense, useState } from 'react';
import * as styles from './Availability.module.css';

// The calendar (react-datepicker) loads on the first click, not with the tour page.
const AvailabilityModal = lazy(() => import('./AvailabilityModal').then((m) => ({ default: m.AvailabilityModal })));

export interface CheckAvailabilityProps {
  /** The tour's api id. */
  tourApiId: number;
  tourName?: string;
  className?: string;
}

export function CheckAvailability({ tourApiId, tourName, className }: CheckAvailabilityProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`button ${styles.open} ${className ?? ''}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        Check availability
      </button>
      {open && (
        <Suspense fallback={null}>
          <AvailabilityModal tourApiId={tourApiId} tourName={tourName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
