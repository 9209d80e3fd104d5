import React from 'react';
import { Link } from 'gatsby';
import { BOOKING_STATUSES, STAFF_LIST_PER_PAGE } from '../../../contract/staff-rules';
import type { BookingSearchQuery } from '../../../contract/staff';
import { formatNzdExact } from '../../../contract/money';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { ListCount, ListFilterForm, useListFilters } from './ListFilters';
import { Pager } from './Pager';
import { useSearchBookingsQuery } from './staff-api';
import * as styles from './Staff.module.css';

const PER_PAGE = STAFF_LIST_PER_PAGE;

/** The search form's fields, as typed (empty = any). */
interface Filters {
  q: string;
  status: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { q: '', status: '', from: '', to: '' };

function toQuery(filters: Filters, page: number): BookingSearchQuery {
  return {
    q: filters.q.trim() || undefined,
    status: (filters.status || undefined) as BookingSearchQuery['status'],
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    per_page: PER_PAGE,
  };
}

/**
 * Bookings for staff: search by name, email or booking id (one box), status and departure
 * dates; newest first, a page at a time; each opens the booking's staff page. `ready` is false
 * in the page's pre-rendered frame (the session is not read yet): the form is drawn disabled and
 * nothing is asked, and the same fields open once it is read.
 */
export function BookingSearchPage({ ready = true }: { ready?: boolean }) {
  const { field, labelFor, onSubmit, applied, page, setPage } = useListFilters(NO_FILTERS);
  const { data, isFetching, isError, error } = useSearchBookingsQuery(toQuery(applied, page), { skip: !ready });

  return (
    <div className={`container ${styles.page}`}>
      <ListFilterForm label="Search bookings" submitLabel="Search" onSubmit={onSubmit} disabled={!ready}>
        <div className={styles.field}>
          <label htmlFor={labelFor('q')}>Name, email or booking number</label>
          <input type="search" maxLength={200} {...field('q')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={labelFor('status')}>Status</label>
          <select {...field('status')}>
            <option value="">Any status</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={labelFor('from')}>Departing from</label>
          <input type="date" {...field('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={labelFor('to')}>Departing until</label>
          <input type="date" {...field('to')} />
        </div>
      </ListFilterForm>

      <ListCount loading={isFetching || !ready} loadingText="Searching…" total={data?.total} capped={data?.capped} noun={['booking', 'bookings']} />
      {isError && <MessageBanner kind="error" messages={errorMessages(error, 'We could not search the bookings. Please try again.')} />}
      {data && data.items.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Customer</th>
              <th scope="col">Tour and departure</th>
              <th scope="col">Travellers</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((b) => (
              <tr key={b.id}>
                <td data-label="Booking">
                  <Link to={`/staff/bookings/${b.id}/`}>Booking {b.id}</Link>
                  {b.locked && <span className={styles.muted}> (locked)</span>}
                </td>
                <td data-label="Customer">
                  {b.customer_name}
                  <br />
                  {b.customer_email}
                </td>
                <td data-label="Tour and departure">
                  {b.tour_name}, {b.departure_date}
                </td>
                <td data-label="Travellers">{b.travellers}</td>
                <td data-label="Status">{b.status}</td>
                <td data-label="Total">{formatNzdExact(b.total)}</td>
                <td data-label="Balance">{formatNzdExact(b.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </div>
  );
}
