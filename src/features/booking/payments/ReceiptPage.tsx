import React, { useEffect, useState } from 'react';
import { Link, navigate } from 'gatsby';
import { cardBrandLabel } from '../../../../contract/payment-rules';
import { bookingPagePath } from '../booking-steps';
import { useAppSelector } from '../../../state/store';
import { useGetBookingQuery } from '../bookings-api';
import { takeDrawnQuery } from '../../../state/page-seed';
import { useLayoutData } from '../../../components/layout/useLayoutData';
import { BookingHeader } from '../BookingHeader';
import { BookingLoading } from '../BookingShell';
import { travellerName } from '../format';
import { formatNzWeekdayDate, formatWeekdayDate } from '../../../../contract/dates';
import { formatNzd } from '../../../../contract/money';
import * as styles from './Receipt.module.css';

/** A payment's date as a New Zealand calendar date ('Sun 22 Nov 2026'). */
export const nzDate = (iso: string): string => formatNzWeekdayDate(iso);

/** The receipt while its booking is read, and its pre-rendered frame (BookingApp). */
export const ReceiptLoading = () => <BookingLoading title="Receipt" label="Loading your receipt…" />;

/**
 * The receipt of a booking's payments (/bookings/receipt/?bookingId=&tour=): the operator's
 * details (site settings), the booking, travellers, tour and dates, each payment and the
 * totals. Printable: the print stylesheet leaves only the receipt (print or save as PDF).
 */
export function ReceiptPage({ search, pathname }: { search: string; pathname: string }) {
  const params = new URLSearchParams(search);
  const raw = params.get('bookingId');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const tour = params.get('tour') ?? '';
  const { session, restored } = useAppSelector((state) => state.session);
  const { siteSettings: operator } = useLayoutData();
  // Read afresh on each visit; drawn by the server, it was read for this very request.
  const [drawnFresh] = useState(() => id !== null && takeDrawnQuery('getBooking', id));
  const detail = useGetBookingQuery(id ?? 0, { skip: !session || id === null, refetchOnMountOrArgChange: !drawnFresh });

  useEffect(() => {
    if (restored && !session) void navigate(`/user/sign-in/?return=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
  }, [restored, session, pathname, search]);

  if (id === null || detail.isError) {
    return (
      <>
        <BookingHeader title="Receipt not found" />
        <div className="container">
          <div className={styles.message}>
            <p>We couldn&apos;t find this booking. It may have been made with another account.</p>
            <p>
              <Link to="/user/" className="button">
                Back to My tours
              </Link>
            </p>
          </div>
        </div>
      </>
    );
  }
  if (!detail.data) return <ReceiptLoading />;

  const { booking, travellers, payments } = detail.data;
  const paid = payments.filter((p) => p.status === 'succeeded');
  const ref = { bookingId: booking.id, tour: booking.tour_slug || tour };
  return (
    <div className={styles.page}>
      <div className={styles.screenOnly}>
        <BookingHeader title={booking.tour_name} booking={booking} eyebrow={`Receipt · Booking reference ${booking.id}`} />
      </div>
      <div className={`container ${styles.toolbar}`}>
        <Link to={bookingPagePath('payment', ref)}>← Back to payment</Link>
        <button type="button" className="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
      </div>
      <article className={`container ${styles.receipt}`} aria-labelledby="receipt-title">
        <div className={styles.head}>
          <div>
            <p className={styles.brand}>{operator.brand_name}</p>
            <address className={styles.address}>
              {operator.address_lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                <a href={operator.phone_href}>{operator.phone}</a> · <a href={`mailto:${operator.email}`}>{operator.email}</a>
              </span>
            </address>
          </div>
          <div className={styles.titleBlock}>
            <h2 id="receipt-title" className={styles.title}>
              Receipt
            </h2>
            <p>
              Booking reference <strong>{booking.id}</strong>
            </p>
            <p>Issued {nzDate(new Date().toISOString())}</p>
          </div>
        </div>

        <section aria-labelledby="receipt-booking" className={styles.section}>
          <h3 id="receipt-booking">Booking</h3>
          <dl className={styles.grid}>
            <div>
              <dt>Tour</dt>
              <dd>
                {booking.tour_name} ({booking.number_of_days} days)
              </dd>
            </div>
            <div>
              <dt>Dates</dt>
              <dd>
                {formatWeekdayDate(booking.departure_date)} – {formatWeekdayDate(booking.end_date)}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{booking.status === 'Booked' && booking.balance_remaining <= 0 ? 'Booked, paid in full' : booking.status}</dd>
            </div>
            <div>
              <dt>Travellers</dt>
              <dd>
                <ul className={styles.plain}>
                  {travellers.map((t, i) => (
                    <li key={t.id}>{travellerName(t, i)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="receipt-payments" className={styles.section}>
          <h3 id="receipt-payments">Payments</h3>
          {paid.length === 0 ? (
            <p>No payments yet.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Card</th>
                    <th scope="col">Reference</th>
                    <th scope="col" className={styles.num}>
                      Amount (NZD)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {paid.map((p) => (
                    <tr key={p.id}>
                      <td className={styles.date}>{nzDate(p.created_at)}</td>
                      <td className={styles.cardCell}>{p.card ? `${cardBrandLabel(p.card.brand)} •••• ${p.card.last4}` : '—'}</td>
                      <td className={`${styles.mono} ${styles.ref}`}>{p.reference ?? `#${p.id}`}</td>
                      <td className={`${styles.num} ${styles.amountCell}`}>{formatNzd(p.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="receipt-totals" className={styles.section}>
          <h3 id="receipt-totals">Totals</h3>
          <dl className={styles.totals}>
            {booking.total_discount > 0 && (
              <div>
                <dt>Discount</dt>
                <dd>−{formatNzd(booking.total_discount)}</dd>
              </div>
            )}
            <div>
              <dt>Booking total</dt>
              <dd>{formatNzd(booking.total)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{formatNzd(booking.total_paid)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>Balance remaining</dt>
              <dd>{formatNzd(booking.balance_remaining)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            Prices are in New Zealand dollars and include GST.
            {booking.balance_remaining > 0 && booking.can_pay_partially
              ? ` The balance is due 56 days before departure.`
              : ''}
          </p>
        </section>
      </article>
    </div>
  );
}
