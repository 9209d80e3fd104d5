/**
 * One booking on the user home (SPEC 2.4, 4.3): tour, dates, travellers, total, balance and the
 * server's status (amounts are NZD dollars on the wire), the hold or the end of the booking with
 * 'Revive booking' when it can be revived; the actions follow contract/bookings-rules.ts (the
 * same rules the API applies) and the lifecycle (src/features/booking/booking-card.ts).
 */
import React from 'react';
import { Link } from 'gatsby';
import type { BookingStatus } from '../../../contract/booking-lifecycle';
import type { Booking } from '../../../contract/bookings';
import { bookingPageUrl, travellersLabel } from './account';
import { formatDateRange } from '../../../contract/dates';
import { cardActions } from '../booking/booking-card';
import { formatNzd } from '../../../contract/money';
import { CardLifecycle } from '../booking/CardLifecycle';
import * as styles from './Account.module.css';

const STATUS_CLASS: Record<BookingStatus, string> = {
  Booked: styles.statusBooked,
  'On Request': styles.statusRequest,
  Incomplete: styles.statusIncomplete,
  Expired: styles.statusEnded,
  Cancelled: styles.statusEnded,
  Declined: styles.statusEnded,
};

export interface BookingCardProps {
  booking: Booking;
  travellerNames: string[];
  onDelete: (booking: Booking) => void;
}

export function BookingCard({ booking, travellerNames, onDelete }: BookingCardProps) {
  const status = booking.status;
  const actions = cardActions(booking);
  const titleId = `booking-${booking.id}-title`;
  return (
    <article className={styles.bookingCard} aria-labelledby={titleId}>
      <header className={styles.bookingHead}>
        <h3 id={titleId} className={styles.bookingTitle}>
          {booking.tour_name}
        </h3>
        <p className={`${styles.status} ${STATUS_CLASS[status] ?? styles.statusIncomplete}`}>
          <span className="visually-hidden">Status: </span>
          {status}
        </p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Dates</dt>
          <dd>{formatDateRange(booking.departure_date, booking.end_date)}</dd>
        </div>
        <div>
          <dt>Travellers</dt>
          <dd>{travellersLabel(travellerNames, booking.travellers_count)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatNzd(booking.total)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd className={booking.balance_remaining > 0 ? styles.owing : undefined}>{formatNzd(booking.balance_remaining)}</dd>
        </div>
      </dl>
      <p className={styles.reference}>Booking reference {booking.id}</p>
      <CardLifecycle booking={booking} titleId={titleId} />
      <div className={styles.cardActions}>
        <Link className="button" to={bookingPageUrl(actions.manageTourTarget, booking.id, booking.tour_slug)} aria-describedby={titleId}>
          Manage Tour
        </Link>
        {actions.canMakePayment && (
          <Link className="button button--secondary" to={bookingPageUrl('payment', booking.id, booking.tour_slug)} aria-describedby={titleId}>
            Make a payment
          </Link>
        )}
        {actions.canDelete && (
          <button type="button" className={styles.deleteButton} onClick={() => onDelete(booking)} aria-describedby={titleId}>
            Delete
          </button>
        )}
      </div>
    </article>
  );
}
