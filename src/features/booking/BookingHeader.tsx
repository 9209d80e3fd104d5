import React from 'react';
import { Link } from 'gatsby';
import type { Booking } from '../../../contract/bookings';
import { formatWeekdayDate } from '../../../contract/dates';
import * as styles from './Booking.module.css';

export interface BookingHeaderProps {
  title: string;
  booking?: Booking | null;
  /** SPEC 2.5: the header's optional Back button (the previous step). */
  back?: { href: string; label: string } | null;
  eyebrow?: string;
}

export function BookingHeader({ title, booking, back, eyebrow }: BookingHeaderProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        {back && (
          <Link to={back.href} className={styles.back}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4">
              <path d="M15 5l-7 7 7 7" />
            </svg>
            Back<span className="visually-hidden">: {back.label}</span>
          </Link>
        )}
        <p className={styles.eyebrow}>{eyebrow ?? (booking ? `Your booking · Reference ${booking.id}` : 'Your booking')}</p>
        <h1 className={styles.heroTitle}>{title}</h1>
        {booking && (
          <p className={styles.heroMeta}>
            <span>
              {formatWeekdayDate(booking.departure_date)} – {formatWeekdayDate(booking.end_date)}
            </span>
            <span>{booking.number_of_days} days</span>
            <span>
              {booking.travellers_count} {booking.travellers_count === 1 ? 'traveller' : 'travellers'}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
