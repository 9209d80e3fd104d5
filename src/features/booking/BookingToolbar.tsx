import React from 'react';
import { Link } from 'gatsby';
import { Spinner } from './Spinner';
import * as styles from './Booking.module.css';

/** SPEC 2.5 toolbar: the 'Saving' indicator while a change is in flight (announced politely). */
export function BookingToolbar({ saving }: { saving: boolean }) {
  return (
    <div className={styles.toolbar}>
      <Link to="/bookings/">All your bookings</Link>
      <span role="status" aria-live="polite">
        {saving ? (
          <span className={styles.saving}>
            <Spinner />
            Saving
          </span>
        ) : (
          <span className={styles.saved}>Changes are saved as you go</span>
        )}
      </span>
    </div>
  );
}
