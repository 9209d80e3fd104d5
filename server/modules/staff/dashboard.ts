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
import type { DbOrTx } from '../auth/sessions';
import { addDays, todayInNz } from '../../../contract/dates';
import { balanceDueDate, FULL_PAYMENT_DAYS } from '../../../contract/payment-rules';
import { summaries, summaryView } from './departures';
import { rowsOf } from '../../db/client';

const HOUR_MS = 3_600_000;
export const DASHBOARD_WEEKS_BACK = 12;


/** Monday of the week of `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The three lists of bookings that need staff, read in one statement and told apart by `kind`. */
type Attention = 'request' | 'hold' | 'overdue';

export async function dashboard(db: DbOrTx, weeks: number, now: Date = new Date()): Promise<Omit<DashboardResponse, 'success'>> {
  const today = todayInNz(now);
  const liveBooking = and(isNull(bookings.expiredAt), isNull(bookings.cancelledAt));
  /** One branch of the union: the same columns for each list, its own filter and sort key. */
  const needing = (kind: Attention, where: SQL | undefined, sortKey: SQL) =>
    db
      .select({
        kind: sql<Attention>`${sql.raw(`'${kind}'::text`)}`.as('kind'),
        sortKey: sql<unknown>`${sortKey}`.as('sort_key'),
        // Named, so that the union's order can name it.
        booking_id: sql<number>`${bookings.id}`.as('booking_id'),
        tour_name: tours.name,
        departure_date: departures.date,
        customer_email: users.email,
        travellers: bookings.seats,
        paidCents: bookings.paidCents,
        balanceCents: bookings.balanceCents,
        deadline: bookings.requestDeadline,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where);

  const firstWeek = addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS_BACK - 1));
  const lastWeek = addDays(firstWeek, 7 * (DASHBOARD_WEEKS_BACK - 1));
  // Three statements, not six: on PostgreSQL each one takes a pooled connection (ten staff
  // loading the dashboard at once queued for them), and on PGlite each costs a parse and a plan.
  const [departureRows, attentionRows, weeklyRows] = await Promise.all([
    summaries(db)
      .where(and(gt(departures.date, today), lte(departures.date, addDays(today, weeks * 7)), eq(departures.status, 'open')))
      .orderBy(asc(departures.date), asc(tours.sortOrder), asc(departures.id))
      .limit(500),
    unionAll(
      // On-request bookings waiting, deadline first.
      needing('request', and(eq(bookings.requestStatus, 'pending'), liveBooking), sql`${bookings.requestDeadline}`),
      // Holds ending within 24 hours, soonest first.
      needing('hold', and(liveBooking, gt(bookings.holdExpiresAt, now), lte(bookings.holdExpiresAt, new Date(now.getTime() + 24 * HOUR_MS))), sql`${bookings.holdExpiresAt}`),
      // Something paid, something still owed, and the due date (departure - 56 days) is past; the departure has not left.
      needing(
        'overdue',
        and(liveBooking, gt(bookings.paidCents, 0), gt(bookings.balanceCents, 0), gt(departures.date, today), sql`${departures.date} < ${addDays(today, FULL_PAYMENT_DAYS)}::date`),
        sql`${departures.date}::timestamptz`,
      ),
    ).orderBy(sql`kind`, sql`sort_key`, sql`booking_id`),
    // One row per week: its bookings and its revenue, each counted along an index between the
    // week's two Monday midnights in New Zealand, so no row is converted to a local date.
    db.execute(sql`
      with weeks as (
        select w::date as week, (w::date::timestamp at time zone 'Pacific/Auckland') as starts, ((w::date + 7)::timestamp at time zone 'Pacific/Auckland') as ends
        from generate_series(${firstWeek}::date, ${lastWeek}::date, interval '7 days') w
      )
      select to_char(week, 'YYYY-MM-DD') as week,
        (select count(*) from ${bookings} where ${bookings.createdAt} >= starts and ${bookings.createdAt} < ends)::bigint as bookings,
        (select coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0) from ${payments}
          where ${payments.status} in ('succeeded', 'refunded')
            -- a staff-recorded payment counts on the day the money arrived, a card payment when it was taken
            and (${payments.receivedOn} >= week and ${payments.receivedOn} < week + 7
              or ${payments.receivedOn} is null and ${payments.createdAt} >= starts and ${payments.createdAt} < ends))::bigint as revenue
      from weeks order by weeks.week`),
  ]);
  const weekly = rowsOf<{ week: string; bookings: string | number; revenue: string | number }>(weeklyRows);
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
    weekly: weekly.map((w) => ({ week_start: w.week, bookings: Number(w.bookings), revenue: Number(w.revenue) / 100 })),
  };
}


