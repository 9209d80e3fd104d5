import React from 'react';
import { Link } from 'gatsby';
import { formatNzdExact } from '../../../contract/money';
import { formatNzDateTime } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { CapacityBar } from './CapacityBar';
import { WeeklyChart } from './WeeklyChart';
import { useDashboardQuery } from './staff-api';
import * as styles from './Staff.module.css';
import { useDeferredQuery } from '../../state/use-deferred-data';

const bookingLink = (id: number) => <Link to={`/staff/bookings/${id}/`}>Booking {id}</Link>;

/** A panel's list, its loading line (as tall as its "None." line), or "None.". */
function PanelList<T>({ items, children }: { items: T[] | undefined; children: (item: T) => React.ReactNode }) {
  if (items === undefined) return <p className={styles.muted}>Loading…</p>;
  if (items.length === 0) return <p className={styles.muted}>None.</p>;
  return <ul className={styles.plainList}>{items.map(children)}</ul>;
}

/** A heading's count; while loading, an invisible one holds its room, so a heading that wraps with it does not move what is below. */
const count = (items: unknown[] | undefined) =>
  items ? (
    ` (${items.length})`
  ) : (
    <span className={styles.reserved} aria-hidden="true">
      {' (0)'}
    </span>
  );

/**
 * What needs attention now: the next weeks' departures (seats sold, held, free; waitlist),
 * requests waiting for an answer, holds about to end, balances overdue, and bookings and
 * revenue per week. Its panels and the departures' heading are drawn before the data (and in
 * the page's pre-rendered frame, where `ready` is false: the session is not read yet), the
 * panels at a height of their own, so nothing drawn moves when the data arrives.
 */
export function DashboardPage({ ready = true }: { ready?: boolean }) {
  // Drawn in a transition React slices, not in the store update's one long task.
  const { data, isError, error } = useDeferredQuery(useDashboardQuery(undefined, { skip: !ready }));
  if (isError) {
    return (
      <div className={`container ${styles.page}`}>
        <MessageBanner kind="error" messages={errorMessages(error, 'We could not load the dashboard. Please try again.')} />
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`} aria-busy={!data}>
      {!data && (
        <p className="visually-hidden" role="status">
          Loading the dashboard…
        </p>
      )}
      <div className={styles.grid}>
        <section className={`${styles.panel} ${styles.attention}`} aria-labelledby="dash-requests">
          <h2 id="dash-requests">Requests waiting{count(data?.requests)}</h2>
          <PanelList items={data?.requests}>
            {(r) => (
              <li key={r.booking_id}>
                {bookingLink(r.booking_id)}: {r.tour_name}, {r.departure_date}.{' '}
                <span className={r.overdue ? styles.overdue : undefined}>
                  {r.deadline ? `Answer by ${formatNzDateTime(r.deadline)}${r.overdue ? ' (overdue)' : ''}` : 'No deadline'}
                </span>
              </li>
            )}
          </PanelList>
        </section>
        <section className={`${styles.panel} ${styles.attention}`} aria-labelledby="dash-holds">
          <h2 id="dash-holds">Holds ending within a day{count(data?.expiring_holds)}</h2>
          <PanelList items={data?.expiring_holds}>
            {(h) => (
              <li key={h.booking_id}>
                {bookingLink(h.booking_id)}: {h.travellers} seats on {h.tour_name}, {h.departure_date}; held until {formatNzDateTime(h.hold_expires_at)}
              </li>
            )}
          </PanelList>
        </section>
        <section className={`${styles.panel} ${styles.attention}`} aria-labelledby="dash-overdue">
          <h2 id="dash-overdue">Balances overdue{count(data?.overdue_balances)}</h2>
          <PanelList items={data?.overdue_balances}>
            {(b) => (
              <li key={b.booking_id}>
                {bookingLink(b.booking_id)}: {formatNzdExact(b.balance)} due {b.due_date} ({b.customer_email})
              </li>
            )}
          </PanelList>
        </section>
      </div>

      <section className={styles.section} aria-labelledby="dash-departures">
        <h2 id="dash-departures">Departures in the next weeks</h2>
        {!data ? (
          <p className={styles.muted}>Loading…</p>
        ) : data.departures.length === 0 ? (
          <p className={styles.muted}>No departures in the next weeks.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Departure</th>
                <th scope="col">Seats</th>
                <th scope="col">Waitlist</th>
                <th scope="col">Online sale</th>
              </tr>
            </thead>
            <tbody>
              {data.departures.map((d) => (
                <tr key={d.id}>
                  <td data-label="Departure">
                    <Link to={`/staff/departures/${d.id}/`}>
                      {d.tour_name}, {d.date}
                    </Link>
                  </td>
                  <td data-label="Seats">
                    <CapacityBar capacity={d.capacity} sold={d.sold} held={d.held} free={d.free} />
                  </td>
                  <td data-label="Waitlist">{d.waitlist}</td>
                  <td data-label="Online sale">{d.on_sale ? 'Open' : 'Closed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {/* Below a table of any length: drawn with it, so it is never drawn first and then moved. */}
      {data && (
        <section className={styles.section} aria-labelledby="dash-weekly">
          <h2 id="dash-weekly">Bookings and revenue per week</h2>
          <WeeklyChart weeks={data.weekly} />
        </section>
      )}
    </div>
  );
}
