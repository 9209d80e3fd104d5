import React from 'react';
import { Link } from 'gatsby';
import type { Booking } from '../../../contract/bookings';
import { formatWeekdayDate } from '../../../contract/dates';
import * as styles from './Booking.module.css';

export interface BookingHeaderProps {
  title: string;
  booking?: Booking | null;
  /** SPEC 2.5: the header's optional Back button (the previous step); no href while the booking loads. */
  back?: { href: string | null; label: string } | null;
  eyebrow?: string;
  /**
   * A booking page's header (BookingShell), with or without its booking: on a phone the title
   * and the dates' line keep room for two lines each, and the dates' line is held while the
   * booking loads, so nothing below moves when it arrives.
   */
  stable?: boolean;
}

export function BookingHeader({ title, booking, back, eyebrow, stable = false }: BookingHeaderProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        {back?.href && (
          <Link to={back.href} className={styles.back}>
            <BackArrow />
            Back<span className="visually-hidden">: {back.label}</span>
          </Link>
        )}
        {back && !back.href && (
          <span className={`${styles.back} ${styles.held}`} aria-hidden="true">
            <BackArrow />
            Back
          </span>
        )}
        <p className={styles.eyebrow}>{eyebrow ?? (booking ? `Your booking · Reference ${booking.id}` : 'Your booking')}</p>
        <h1 className={`${styles.heroTitle} ${stable ? styles.heroTitleStable : ''}`}>{title}</h1>
        {booking ? (
          <p className={`${styles.heroMeta} ${stable ? styles.heroMetaStable : ''}`}>
            <span>
              {formatWeekdayDate(booking.departure_date)} – {formatWeekdayDate(booking.end_date)}
            </span>
            <span>{booking.number_of_days} days</span>
            <span>
              {booking.travellers_count} {booking.travellers_count === 1 ? 'traveller' : 'travellers'}
            </span>
          </p>
        ) : (
          stable && (
            <p className={`${styles.heroMeta} ${styles.heroMetaStable} ${styles.held}`} aria-hidden="true">
              <span>&nbsp;</span>
            </p>
          )
        )}
      </div>
    </div>
  );
}

function BackArrow() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}
