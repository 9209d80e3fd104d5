/**
 * The staff dashboard: the coming weeks' departures with their seats, the on-request bookings
 * waiting (deadline first), holds ending within 24 hours, balances past their due date (56 days
 * before departure, DECISIONS), and bookings and revenue per week over the last 12 weeks
 * (weeks start on Monday in New Zealand).
 */
import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { bookings, payments } from '../../db/schema/bookings';
import { departures, tours } from '../../db/schema/catalogue';
import type { DashboardResponse } from '../../../contract/staff';
import { addDays, todayInNz } from '../../../contract/dates';
import { balanceDueDate, FULL_PAYMENT_DAYS } from '../../../contract/payment-rules';
import { summaries, summaryView } from './departures';
import { preparedOnce, type Db } from '../../db/client';

const HOUR_MS = 3_600_000;
export const DASHBOARD_WEEKS_BACK = 12;


/** Monday of the week of `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The three lists of bookings that need staff, read in one statement and told apart by `kind`. */
type Attention = 'request' | 'hold' | 'overdue';

const liveBooking = and(isNull(bookings.expiredAt), isNull(bookings.cancelledAt));
/** A timestamp or date the statements take as a parameter (bound on each call). */
const param = (name: string) => sql.placeholder(name);

/**
 * One list's bookings: their ids, the list's kind and its sort key. The lists' details (tour,
 * departure, customer) are joined once, after the union, not in each branch: PostgreSQL planned
 * three four-table joins on every call (about 1.7 ms of planning, more than running them), and
 * with a few thousand customers the holds' branch hashed every one of them to find none.
 */
const listed = (kind: Attention, sortKey: SQL) => ({
  kind: sql<Attention>`${sql.raw(`'${kind}'::text`)}`.as('kind'),
  sortKey: sql<unknown>`${sortKey}`.as('sort_key'),
  // Named, so that the outer query can join and order by it.
  bookingId: sql<number>`${bookings.id}`.as('booking_id'),
});

// Three statements, not six: on PostgreSQL each one takes a pooled connection (ten staff loading
// the dashboard at once queued for them). Each is prepared, so Drizzle does not build it again on
// every load (PostgreSQL still plans the attention lists for each call's time bounds, about 1 ms
// with five years of history).

/** The open departures of the coming weeks with their seats. */
const comingDepartures = preparedOnce((db) =>
  summaries(db)
    .where(and(gt(departures.date, param('today')), lte(departures.date, param('horizon')), eq(departures.status, 'open')))
    .orderBy(asc(departures.date), asc(tours.sortOrder), asc(departures.id))
    .limit(500)
    .prepare('dashboard_departures'),
);

const needingAttention = preparedOnce((db) => {
  const lists = unionAll(
    // On-request bookings waiting, deadline first.
    db.select(listed('request', sql`${bookings.requestDeadline}`)).from(bookings).where(and(eq(bookings.requestStatus, 'pending'), liveBooking)),
    // Holds ending within 24 hours, soonest first.
    db
      .select(listed('hold', sql`${bookings.holdExpiresAt}`))
      .from(bookings)
      .where(and(liveBooking, gt(bookings.holdExpiresAt, param('now')), lte(bookings.holdExpiresAt, param('dayAhead')))),
    // Something paid, something still owed, and the due date (departure - 56 days) is past; the departure has not left.
    db
      .select(listed('overdue', sql`${departures.date}::timestamptz`))
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .where(and(liveBooking, gt(bookings.paidCents, 0), gt(bookings.balanceCents, 0), gt(departures.date, param('today')), sql`${departures.date} < ${param('fullPaymentFrom')}::date`)),
  ).as('lists');
  return db
    .select({
      kind: lists.kind,
      booking_id: bookings.id,
      tour_name: tours.name,
      departure_date: departures.date,
      customer_email: users.email,
      travellers: bookings.seats,
      paidCents: bookings.paidCents,
      balanceCents: bookings.balanceCents,
      deadline: bookings.requestDeadline,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(lists)
    .innerJoin(bookings, eq(bookings.id, lists.bookingId))
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .orderBy(lists.kind, lists.sortKey, lists.bookingId)
    .prepare('dashboard_attention');
});

/**
 * One row per week: its bookings and its revenue, each counted along an index between the
 * week's two Monday midnights in New Zealand, so no row is converted to a local date. A
 * staff-recorded payment counts on the day the money arrived, a card payment when it was taken.
 */
const weekStarts = sql`(w::date::timestamp at time zone 'Pacific/Auckland')`;
const weekEnds = sql`((w::date + 7)::timestamp at time zone 'Pacific/Auckland')`;
const weeklyFigures = preparedOnce((db) =>
  db
    .select({
      week: sql<string>`to_char(w, 'YYYY-MM-DD')`,
      bookings: sql<number>`(select count(*) from ${bookings} where ${bookings.createdAt} >= ${weekStarts} and ${bookings.createdAt} < ${weekEnds})`.mapWith(Number),
      revenueCents: sql<number>`(select coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0) from ${payments}
        where ${payments.status} in ('succeeded', 'refunded')
          and (${payments.receivedOn} >= w::date and ${payments.receivedOn} < w::date + 7
            or ${payments.receivedOn} is null and ${payments.createdAt} >= ${weekStarts} and ${payments.createdAt} < ${weekEnds}))`.mapWith(Number),
    })
    .from(sql`generate_series(${param('firstWeek')}::date, ${param('lastWeek')}::date, interval '7 days') w`)
    .orderBy(sql`w`)
    .prepare('dashboard_weeks'),
);

export async function dashboard(db: Db, weeks: number, now: Date = new Date()): Promise<Omit<DashboardResponse, 'success'>> {
  const today = todayInNz(now);
  const firstWeek = addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS_BACK - 1));
  const [departureRows, attentionRows, weekly] = await Promise.all([
    comingDepartures(db).execute({ today, horizon: addDays(today, weeks * 7) }),
    needingAttention(db).execute({ now: now.toISOString(), dayAhead: new Date(now.getTime() + 24 * HOUR_MS).toISOString(), today, fullPaymentFrom: addDays(today, FULL_PAYMENT_DAYS) }),
    weeklyFigures(db).execute({ firstWeek, lastWeek: addDays(firstWeek, 7 * (DASHBOARD_WEEKS_BACK - 1)) }),
  ]);
  const of = (kind: Attention) => attentionRows.filter((r) => r.kind === kind);
  const requestRows = of('request');
  const holdRows = of('hold');
  const overdueRows = of('overdue');
  const nowMs = now.getTime();
  return {
    departures: departureRows.map(summaryView),
    requests: requestRows.map((r) => ({
      booking_id: r.booking_id,
      tour_name: r.tour_name,
      departure_date: r.departure_date,
      customer_email: r.customer_email,
      travellers: r.travellers,
      deadline: r.deadline ? r.deadline.toISOString() : null,
      overdue: r.deadline ? r.deadline.getTime() < nowMs : false,
      paid: r.paidCents / 100,
    })),
    expiring_holds: holdRows.map((r) => ({
      booking_id: r.booking_id,
      tour_name: r.tour_name,
      departure_date: r.departure_date,
      customer_email: r.customer_email,
      travellers: r.travellers,
      hold_expires_at: r.holdExpiresAt!.toISOString(),
    })),
    overdue_balances: overdueRows.map((r) => ({
      booking_id: r.booking_id,
      tour_name: r.tour_name,
      departure_date: r.departure_date,
      customer_email: r.customer_email,
      travellers: r.travellers,
      balance: r.balanceCents / 100,
      due_date: balanceDueDate(r.departure_date),
    })),
    weekly: weekly.map((w) => ({ week_start: w.week, bookings: w.bookings, revenue: w.revenueCents / 100 })),
  };
}


