import React from 'react';
import { Link } from 'gatsby';
import { bookingPagePath, hasEnded } from './booking-steps';
import { useAppSelector } from '../../state/store';
import type { StepProps } from './BookingShell';
import { LockedNotice } from './Notices';
import { SwapDates } from './SwapDates';
import { travellerName } from './format';
import { formatWeekdayDate } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';

/**
 * The review step: everything chosen, the travellers and the totals, with the locked notice (the
 * shell shows the lifecycle notices). An ended booking (Expired, Cancelled, Declined) is shown
 * but offers no change, no change of dates and no payment.
 */
export function ReviewStep({ booking, bookingRef }: StepProps) {
  const { travellers, accommodations, upgradeAccommodations, addOns, adHocItems } = useAppSelector((state) => state.booking);
  const status = booking.status;
  const ended = hasEnded(booking);
  const missing = travellers.filter((t) => !(t.step_one_complete && t.step_two_complete));
  const editable = !booking.locked && !ended && booking.agree_with_the_conditions;
  return (
    <>
      {booking.locked && !ended && <LockedNotice />}

      <section className={styles.card} aria-labelledby="review-tour">
        <div className={styles.cardHeader}>
          <h3 id="review-tour">Your tour</h3>
          <span className={`${styles.badge} ${status === 'Booked' ? '' : styles.badgeWarn}`}>{status}</span>
        </div>
        <dl className={styles.definition}>
          <dt>Tour</dt>
          <dd>
            {booking.tour_name} ({booking.number_of_days} days)
          </dd>
          <dt>Departs</dt>
          <dd>{formatWeekdayDate(booking.departure_date)}</dd>
          <dt>Ends</dt>
          <dd>{formatWeekdayDate(booking.end_date)}</dd>
          <dt>Price per traveller</dt>
          <dd>
            {formatNzd(booking.tour_price)}
            {booking.based_price > booking.tour_price && <span className={styles.muted}> (was {formatNzd(booking.based_price)})</span>}
          </dd>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="review-travellers">
        <div className={styles.cardHeader}>
          <h3 id="review-travellers">Travellers ({travellers.length})</h3>
          {editable && <Link to={bookingPagePath('traveller-details', bookingRef)}>Edit travellers</Link>}
        </div>
        <ul className={styles.itemList}>
          {travellers.map((t, i) => (
            <li key={t.id}>
              <span>
                {travellerName(t, i)}
                {t.date_of_birth && <span className={styles.muted}> · born {formatWeekdayDate(t.date_of_birth)}</span>}
              </span>
              {t.step_one_complete && t.step_two_complete ? (
                <span className={styles.badge}>Details complete</span>
              ) : (
                <span className={`${styles.badge} ${styles.badgeWarn}`}>Details needed</span>
              )}
            </li>
          ))}
        </ul>
        {missing.length > 0 && (
          <p className={styles.muted}>We need every traveller&apos;s details before departure; you can add them after paying the deposit.</p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="review-extras">
        <div className={styles.cardHeader}>
          <h3 id="review-extras">Accommodation and add-ons</h3>
          {editable && <Link to={bookingPagePath('essentials', bookingRef)}>Edit accommodation</Link>}
        </div>
        {accommodations.length + upgradeAccommodations.length + addOns.length + adHocItems.length === 0 ? (
          <p className={styles.muted}>No extra nights, upgrades or add-ons.</p>
        ) : (
          <ul className={styles.itemList}>
            {accommodations.map((a) => (
              <li key={`a${a.id}`}>
                <span>
                  {a.nights} extra {a.nights === 1 ? 'night' : 'nights'} in {a.options.location} ({formatWeekdayDate(a.options.check_in_date)} –{' '}
                  {formatWeekdayDate(a.options.check_out_date)})
                </span>
                <span>{formatNzd(a.price)}</span>
              </li>
            ))}
            {upgradeAccommodations.map((u) => (
              <li key={`u${u.record_id}`}>
                <span>
                  {u.name}: {u.nights} {u.nights === 1 ? 'night' : 'nights'}
                  {u.bed_option ? `, ${u.bed_option} bed` : ''}
                </span>
                <span>{formatNzd(u.price)}</span>
              </li>
            ))}
            {travellers.map((t, i) =>
              addOns
                .filter((a) => a.traveller_id === t.id)
                .sort((a, b) => (a.day_ordinal_number ?? 0) - (b.day_ordinal_number ?? 0))
                .map((a) => (
                  <li key={`o${a.db_addon_id}`}>
                    <span>
                      {a.day_ordinal_number ? `Day ${a.day_ordinal_number}: ` : ''}
                      {a.name} <span className={styles.muted}>for {travellerName(t, i)}</span>
                    </span>
                    <span>{formatNzd(a.price)}</span>
                  </li>
                )),
            )}
            {adHocItems.map((item) => (
              <li key={`h${item.id}`}>
                <span>{item.description}</span>
                <span>{formatNzd(item.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {editable && (
          <p>
            <Link to={bookingPagePath('add-ons', bookingRef)}>Edit add-ons</Link>
          </p>
        )}
      </section>

      {/* SwapDates shows itself while `can_swap`, and after a move that ended it (to confirm the move). */}
      {!ended && <SwapDates booking={booking} />}

      <section className={styles.card} aria-labelledby="review-totals">
        <h3 id="review-totals" className={styles.cardTitle}>
          Totals
        </h3>
        <dl className={styles.definition}>
          <dt>Subtotal</dt>
          <dd>{formatNzd(booking.subtotal)}</dd>
          {booking.total_discount > 0 && (
            <>
              <dt>Discount</dt>
              <dd>−{formatNzd(booking.total_discount)}</dd>
            </>
          )}
          <dt>Total</dt>
          <dd>{formatNzd(booking.total)}</dd>
          <dt>Paid</dt>
          <dd>{formatNzd(booking.total_paid)}</dd>
          <dt>Balance</dt>
          <dd>{formatNzd(booking.balance_remaining)}</dd>
          {booking.credit > 0 && (
            <>
              <dt>Credit</dt>
              <dd>{formatNzd(booking.credit)}</dd>
            </>
          )}
        </dl>
        {booking.balance_remaining > 0 && booking.agree_with_the_conditions && !ended && (
          <div className={styles.actions}>
            <Link to={bookingPagePath('payment', bookingRef)} className="button">
              Continue to payment
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
