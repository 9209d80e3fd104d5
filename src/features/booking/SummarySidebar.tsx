import React, { useId } from 'react';
import { Link } from 'gatsby';
import type { Booking } from '../../../contract/bookings';
import { bookingPagePath, hasEnded, type BookingPageKey, type BookingRef } from './booking-steps';
import { useAppSelector } from '../../state/store';
import { PromoCodeBox } from './PromoCodeBox';
import { Spinner } from './Spinner';
import { formatWeekdayDate } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';

export interface SummarySidebarProps {
  page: BookingPageKey;
  booking: Booking;
  bookingRef: BookingRef;
}

/**
 * SPEC 2.5 summary: key dates (check-in and check-out only once the conditions are agreed),
 * the cost list, subtotal, discount and total as the server priced them, the promo code box
 * on the traveller-details page only, an Edit link to essentials, and the updating state.
 */
export function SummarySidebar({ page, booking, bookingRef }: SummarySidebarProps) {
  const { accommodations, upgradeAccommodations, addOns, adHocItems, saving, updating } = useAppSelector((state) => state.booking);
  const busy = saving > 0 || updating;
  const titleId = useId();
  const n = booking.travellers_count;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby={titleId} aria-busy={busy}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.summaryTitle}>
          Booking summary
        </h2>
        {busy && (
          <span className={styles.updating}>
            <Spinner />
            Updating
          </span>
        )}
      </div>
      <dl className={styles.dates}>
        <dt>Departure</dt>
        <dd>{formatWeekdayDate(booking.departure_date)}</dd>
        <dt>Tour ends</dt>
        <dd>{formatWeekdayDate(booking.end_date)}</dd>
        {booking.agree_with_the_conditions && (
          <>
            <dt>Check-in</dt>
            <dd>{formatWeekdayDate(booking.check_in_date)}</dd>
            <dt>Check-out</dt>
            <dd>{formatWeekdayDate(booking.check_out_date)}</dd>
          </>
        )}
      </dl>
      <ul className={styles.costs} aria-label="Costs">
        <li>
          <span>
            Tour: {formatNzd(booking.tour_price)} × {n} {n === 1 ? 'traveller' : 'travellers'}
          </span>
          <span>{formatNzd(booking.tour_total)}</span>
        </li>
        {accommodations.map((a) => (
          <li key={`acc-${a.id}`}>
            <span>
              {a.nights} extra {a.nights === 1 ? 'night' : 'nights'} {a.is_before ? 'before' : 'after'} the tour
            </span>
            <span>{formatNzd(a.price)}</span>
          </li>
        ))}
        {upgradeAccommodations.map((u) => (
          <li key={`up-${u.record_id}`}>
            <span>
              {u.name} ({u.nights} {u.nights === 1 ? 'night' : 'nights'})
            </span>
            <span>{formatNzd(u.price)}</span>
          </li>
        ))}
        {addOns.length > 0 && (
          <li>
            <span>
              Add-ons ({addOns.length} {addOns.length === 1 ? 'item' : 'items'})
            </span>
            <span>{formatNzd(booking.addons_total)}</span>
          </li>
        )}
        {adHocItems.map((item) => (
          <li key={`adhoc-${item.id}`}>
            <span>{item.description}</span>
            <span>{formatNzd(item.amount)}</span>
          </li>
        ))}
        <li className={styles.subtotal}>
          <span>Subtotal</span>
          <span>{formatNzd(booking.subtotal)}</span>
        </li>
        {booking.total_discount > 0 && (
          <li className={styles.discount}>
            <span>Discount{booking.promo_code_valid && booking.promo_code_string ? ` (${booking.promo_code_string})` : ''}</span>
            <span>−{formatNzd(booking.total_discount)}</span>
          </li>
        )}
      </ul>
      <p className={styles.total}>
        <span>Total (NZD)</span>
        <span>{formatNzd(booking.total)}</span>
      </p>
      {booking.total_paid > 0 && (
        <dl className={styles.dates}>
          <dt>Paid</dt>
          <dd>{formatNzd(booking.total_paid)}</dd>
          <dt>Balance</dt>
          <dd>{formatNzd(booking.balance_remaining)}</dd>
        </dl>
      )}
      {!booking.locked && !hasEnded(booking) && booking.agree_with_the_conditions && page !== 'essentials' && (
        <Link to={bookingPagePath('essentials', bookingRef)}>
          Edit extras<span className="visually-hidden">: accommodation and add-ons</span>
        </Link>
      )}
      {page === 'traveller-details' && !booking.locked && <PromoCodeBox booking={booking} />}
    </section>
  );
}
