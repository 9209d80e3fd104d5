/**
 * The staff dashboard: the coming weeks' departures with their seats, the on-request bookings
 * waiting (deadline first), holds ending within 24 hours, balances past their due date (56 days
 * before departure, DECISIONS), and bookings and revenue per week over the last 12 weeks
 * (weeks start on Monday in New Zealand).
 */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
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

export async function dashboard(db: DbOrTx, weeks: number, now: Date = new Date()): Promise<Omit<DashboardResponse, 'success'>> {
  const today = todayInNz(now);
  const liveBooking = and(isNull(bookings.expiredAt), isNull(bookings.cancelledAt));
  const ref = {
    booking_id: bookings.id,
    tour_name: tours.name,
    departure_date: departures.date,
    customer_email: users.email,
    travellers: bookings.seats,
  };
  const base = () =>
    db
      .select({ ...ref, paidCents: bookings.paidCents, balanceCents: bookings.balanceCents, deadline: bookings.requestDeadline, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .innerJoin(users, eq(users.id, bookings.userId));

  const firstWeek = addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS_BACK - 1));
  const [departureRows, requestRows, holdRows, overdueRows, bookingWeeks, revenueWeeks] = await Promise.all([
    summaries(db)
      .where(and(gt(departures.date, today), lte(departures.date, addDays(today, weeks * 7)), eq(departures.status, 'open')))
      .orderBy(asc(departures.date), asc(tours.sortOrder), asc(departures.id))
      .limit(500),
    base()
      .where(and(eq(bookings.requestStatus, 'pending'), liveBooking))
      .orderBy(asc(bookings.requestDeadline), asc(bookings.id)),
    base()
      .where(and(liveBooking, gt(bookings.holdExpiresAt, now), lte(bookings.holdExpiresAt, new Date(now.getTime() + 24 * HOUR_MS))))
      .orderBy(asc(bookings.holdExpiresAt)),
    // Something paid, something still owed, and the due date (departure - 56 days) is past; the departure has not left.
    base()
      .where(and(liveBooking, gt(bookings.paidCents, 0), gt(bookings.balanceCents, 0), gt(departures.date, today), sql`${departures.date} < ${addDays(today, FULL_PAYMENT_DAYS)}::date`))
      .orderBy(asc(departures.date), asc(bookings.id)),
    db.execute(sql`
      select to_char(date_trunc('week', (${bookings.createdAt} at time zone 'Pacific/Auckland'))::date, 'YYYY-MM-DD') as week, count(*)::int as n
      from ${bookings}
      where (${bookings.createdAt} at time zone 'Pacific/Auckland')::date >= ${firstWeek}::date
      group by 1`),
    db.execute(sql`
      select to_char(date_trunc('week', coalesce(${payments.receivedOn}::timestamp, ${payments.createdAt} at time zone 'Pacific/Auckland'))::date, 'YYYY-MM-DD') as week,
             coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)::bigint as cents
      from ${payments}
      where ${payments.status} in ('succeeded', 'refunded')
        and coalesce(${payments.receivedOn}::timestamp, ${payments.createdAt} at time zone 'Pacific/Auckland')::date >= ${firstWeek}::date
      group by 1`),
  ]);
  const bookingsBy = new Map(rowsOf<{ week: string; n: number }>(bookingWeeks).map((r) => [r.week, Number(r.n)]));
  const revenueBy = new Map(rowsOf<{ week: string; cents: string | number }>(revenueWeeks).map((r) => [r.week, Number(r.cents)]));
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
    weekly: Array.from({ length: DASHBOARD_WEEKS_BACK }, (_, i) => {
      const week = addDays(firstWeek, 7 * i);
      return { week_start: week, bookings: bookingsBy.get(week) ?? 0, revenue: (revenueBy.get(week) ?? 0) / 100 };
    }),
  };
}


