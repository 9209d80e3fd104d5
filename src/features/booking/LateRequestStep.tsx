import React from 'react';
import { Link } from 'gatsby';
import { bookingPagePath } from './booking-steps';
import type { StepProps } from './BookingShell';
import { formatWeekdayDate } from '../../../contract/dates';
import * as styles from './Booking.module.css';

/** /bookings/late-request/: a departure under 30 days away is booked on request (DECISIONS). */
export function LateRequestStep({ booking, bookingRef }: StepProps) {
  return (
    <>
      <section className={styles.card} aria-labelledby="late-title">
        <h3 id="late-title" className={styles.cardTitle}>
          Departing {formatWeekdayDate(booking.departure_date)}: less than 30 days away
        </h3>
        <p>
          Because this departure leaves in less than 30 days, we hold your places <strong>on request</strong>. Our team checks the seats and
          accommodation with our partners and <strong>confirms your booking within 1 business day</strong>. We will email you as soon as it is
          confirmed.
        </p>
        <p>
          If we cannot confirm your places, we will suggest the nearest departures, and anything you have paid is refunded in full. Meanwhile you
          can agree to the booking conditions and add your travellers&apos; details.
        </p>
        <div className={styles.actions}>
          <Link to={bookingPagePath('details', bookingRef)} className="button">
            Continue with your booking
          </Link>
          <Link to="/contact-us/">Contact our team</Link>
        </div>
      </section>
    </>
  );
}
