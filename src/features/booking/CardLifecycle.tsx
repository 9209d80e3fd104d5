import React from 'react';
import { navigate } from 'gatsby';
import { LIFECYCLE_MESSAGES } from '../../../contract/booking-lifecycle';
import type { Booking } from '../../../contract/bookings';
import { cardActions } from './booking-card';
import { bookingPagePath, hasEnded } from './booking-steps';
import { holdText } from './Notices';
import { ReviveButton } from './ReviveButton';
import * as styles from './Booking.module.css';

/**
 * The lifecycle lines of a booking card (My tours, the bookings page), from the server's fields:
 * the hold ('Your seats are held until …'), or the end of an expired booking with 'Revive
 * booking' (on success the list reloads and the customer is taken into the booking; a refusal
 * is shown here), or the end of a cancelled or declined one.
 */
export function CardLifecycle({ booking, titleId }: { booking: Booking; titleId: string }) {
  if (booking.status === 'Expired') {
    return (
      <div className={styles.cardLifecycle}>
        <p className={styles.cardEnded}>{LIFECYCLE_MESSAGES.expired}</p>
        {cardActions(booking).canRevive && (
          <ReviveButton
            booking={booking}
            describedBy={titleId}
            className="button button--secondary"
            onRevived={(detail) => {
              const revived = detail.booking;
              const ref = { bookingId: revived.id, tour: revived.tour_slug || booking.tour_slug };
              void navigate(bookingPagePath(cardActions(revived).manageTourTarget, ref));
            }}
          />
        )}
      </div>
    );
  }
  if (hasEnded(booking)) {
    return (
      <div className={styles.cardLifecycle}>
        <p className={styles.cardEnded}>{LIFECYCLE_MESSAGES.finished}</p>
      </div>
    );
  }
  const hold = booking.hold_expires_at ? holdText(booking) : '';
  return hold ? (
    <div className={styles.cardLifecycle}>
      <p className={styles.cardHold}>{hold}</p>
    </div>
  ) : null;
}
