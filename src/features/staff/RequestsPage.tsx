import React from 'react';
import { Link } from 'gatsby';
import { formatNzdExact } from '../../../contract/money';
import { formatNzDateTime } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { useStaffRequestsQuery } from './staff-api';
import * as styles from './Staff.module.css';

/**
 * The on-request queue (DECISIONS: staff answer a request within 24 hours): oldest deadline
 * first, overdue ones flagged; each opens the booking's staff page to confirm or decline it.
 */
export function RequestsPage() {
  const { data: requests, isLoading, isError, refetch } = useStaffRequestsQuery();
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.section} aria-labelledby="requests-title">
        <h2 id="requests-title">Waiting for an answer</h2>
        {isLoading && <p role="status">Loading the requests…</p>}
        {isError && (
          <>
            <MessageBanner kind="error" messages={['We could not load the requests. Please try again.']} />
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </>
        )}
        {requests && requests.length === 0 && <p className={styles.muted}>No on-request bookings are waiting.</p>}
        {requests && requests.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Tour and departure</th>
                <th scope="col">Travellers</th>
                <th scope="col">Customer</th>
                <th scope="col">Paid</th>
                <th scope="col">Answer by</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.booking_id}>
                  <td data-label="Booking">
                    <Link to={`/staff/bookings/${r.booking_id}/`}>Booking {r.booking_id}</Link>
                  </td>
                  <td data-label="Tour and departure">
                    {r.tour_name}, {r.departure_date}
                  </td>
                  <td data-label="Travellers">{r.travellers}</td>
                  <td data-label="Customer">{r.customer_email}</td>
                  <td data-label="Paid">{formatNzdExact(r.paid)}</td>
                  <td data-label="Answer by" className={r.overdue ? styles.overdue : undefined}>
                    {r.deadline ? `${formatNzDateTime(r.deadline)}${r.overdue ? ' (overdue)' : ''}` : 'No deadline'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
