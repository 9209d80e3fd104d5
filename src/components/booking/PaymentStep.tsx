import React from 'react';
import type { StepProps } from './BookingShell';
import { useBookingContent } from './content';
import { ExpiredNotice, isExpired } from './Notices';
import { BALANCE_DUE_DAYS } from './DetailsStep';
import { addDays } from '../../lib/seasonal-price';
import { formatDate, money } from './format';
import * as styles from './Booking.module.css';

/**
 * The payment step shows what is due. The card form arrives with the payments issue; until
 * then the page says so plainly and gives the phone number: no payment is pretended.
 */
export function PaymentStep({ booking }: StepProps) {
  const { settings } = useBookingContent();
  const dueBy = addDays(booking.departure_date, -BALANCE_DUE_DAYS);
  const settled = booking.balance_remaining <= 0;
  return (
    <>
      <div>
        <h2 className={styles.pageTitle}>Payment</h2>
        <p className={styles.lead}>
          {settled
            ? 'Your booking is paid in full. Thank you!'
            : booking.can_pay_partially
              ? `Pay the deposit now to secure your places; the balance is due by ${formatDate(dueBy)}, ${BALANCE_DUE_DAYS} days before departure.`
              : `Your tour departs within ${BALANCE_DUE_DAYS} days, so the full balance is due now.`}
        </p>
      </div>
      {isExpired(booking) && <ExpiredNotice />}
      <section className={styles.card} aria-labelledby="amounts-title">
        <h3 id="amounts-title" className={styles.cardTitle}>
          Amounts due (NZD)
        </h3>
        <dl className={styles.amounts}>
          <div className={`${styles.amount} ${styles.amountHighlight}`}>
            <dt>Minimum payment now</dt>
            <dd>{money(booking.minimum_payment)}</dd>
          </div>
          <div className={styles.amount}>
            <dt>Deposit ({booking.travellers_count} × NZ$99)</dt>
            <dd>{money(booking.deposit_due)}</dd>
          </div>
          <div className={styles.amount}>
            <dt>Balance remaining</dt>
            <dd>{money(booking.balance_remaining)}</dd>
          </div>
          <div className={styles.amount}>
            <dt>Total</dt>
            <dd>{money(booking.total)}</dd>
          </div>
          {booking.total_paid > 0 && (
            <div className={styles.amount}>
              <dt>Paid so far</dt>
              <dd>{money(booking.total_paid)}</dd>
            </div>
          )}
        </dl>
      </section>
      {!settled && (
        <section className={styles.card} aria-labelledby="pay-title">
          <h3 id="pay-title" className={styles.cardTitle}>
            How to pay
          </h3>
          <p>
            <strong>Online card payment opens soon.</strong> Until then, our team will take your payment over the phone: please call us
            {settings ? (
              <>
                {' '}
                on <a href={settings.phone_href}>{settings.phone}</a>
              </>
            ) : null}{' '}
            with your booking reference <strong>{booking.id}</strong>.
          </p>
          {settings && (
            <p className={styles.muted}>
              Prefer email? Write to <a href={`mailto:${settings.email}?subject=Booking%20${booking.id}`}>{settings.email}</a> and we will call you
              back.
            </p>
          )}
        </section>
      )}
    </>
  );
}
