import React from 'react';
import { Link } from 'gatsby';
import { cardBrandLabel, DEPOSIT_PER_TRAVELLER_CENTS } from '../../../contract/payment-rules';
import { useAppSelector } from '../../state/store';
import type { StepProps } from './BookingShell';
import { useBookingContent } from './content';
import { LockedNotice } from './Notices';
import { formatNzWeekdayDate } from '../../../contract/dates';
import { formatNzd, formatNzdCents } from '../../../contract/money';
import { PaymentPanel } from './payments/PaymentPanel';
import { receiptPath } from './payments/paths';
import * as styles from './Booking.module.css';
import * as pay from './payments/Payments.module.css';

/**
 * The payment step (DECISIONS: deposit 99 NZD per traveller, balance due 56 days before
 * departure, the whole amount inside 56 days): what is due, the payments made, and the
 * payment form. A locked booking can still be paid (locked refuses changes, not payments).
 */
export function PaymentStep({ booking, bookingRef }: StepProps) {
  const { settings } = useBookingContent();
  const payments = useAppSelector((state) => state.booking.payments);
  const settled = booking.balance_remaining <= 0;
  const succeeded = payments.filter((p) => p.status === 'succeeded');
  const tour = String(bookingRef.tour);
  return (
    <>
      {booking.locked && <LockedNotice />}
      <section className={styles.card} aria-labelledby="amounts-title">
        <div className={styles.cardHeader}>
          <h3 id="amounts-title">Amounts due (NZD)</h3>
          <span className={`${styles.badge} ${booking.status === 'Booked' ? '' : styles.badgeWarn}`}>{booking.status}</span>
        </div>
        <dl className={styles.amounts}>
          <div className={`${styles.amount} ${styles.amountHighlight}`}>
            <dt>Minimum payment now</dt>
            <dd>{formatNzd(booking.minimum_payment)}</dd>
          </div>
          <div className={styles.amount}>
            <dt>Deposit ({booking.travellers_count} × {formatNzdCents(DEPOSIT_PER_TRAVELLER_CENTS)})</dt>
            <dd>{formatNzd(booking.deposit_due)}</dd>
          </div>
          <div className={styles.amount}>
            <dt>Balance remaining</dt>
            <dd>{formatNzd(booking.balance_remaining)}</dd>
          </div>
          <div className={styles.amount}>
            <dt>Total</dt>
            <dd>{formatNzd(booking.total)}</dd>
          </div>
          {booking.total_paid > 0 && (
            <div className={styles.amount}>
              <dt>Paid so far</dt>
              <dd>{formatNzd(booking.total_paid)}</dd>
            </div>
          )}
        </dl>
      </section>

      <PaymentPanel booking={booking} tour={tour} contact={settings} />

      {succeeded.length > 0 && (
        <section className={styles.card} aria-labelledby="payments-title">
          <div className={styles.cardHeader}>
            <h3 id="payments-title">Your payments</h3>
            <Link to={receiptPath(booking.id, tour)}>Receipt</Link>
          </div>
          <ul className={pay.paymentList}>
            {succeeded.map((p) => (
              <li key={p.id}>
                <span>
                  {formatNzWeekdayDate(p.created_at)}
                  {p.card ? ` · ${cardBrandLabel(p.card.brand)} ending ${p.card.last4}` : ''}
                </span>
                <strong>{formatNzd(p.amount)}</strong>
              </li>
            ))}
          </ul>
          {settled && (
            <p>
              <Link to={receiptPath(booking.id, tour)} className="button">
                View your receipt
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}
