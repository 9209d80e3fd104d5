/**
 * Booking creation in two statements inside its transaction (issue 22: it used to send 17):
 * 1. one read that locks the account's row (so two creations of one account are counted one
 *    after the other), counts what the per-account limits need, reads the departure with its
 *    tour and family, and draws the new booking's id from its sequence;
 * 2. one write (data-modifying CTEs, all or nothing): takes the seats with the same conditional
 *    UPDATE as before (no seat is ever oversold), inserts the booking with its derived state
 *    already computed (bookingState over priceBooking, the functions settleBooking uses), one
 *    empty traveller per seat, the audit entry and the lifecycle's jobs, and returns the rows.
 * The answer is built from what the write returned; nothing is read again. Both are prepared
 * statements (one text whatever the values, the jobs one JSON parameter), so each connection
 * parses and plans them once (`plannedIn`, `preparedIn`: on PGlite too).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { columnName } from '../../db/sql-names';
import { plannedIn, preparedIn, rowsOf, type Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { departures, tourCategories, tours } from '../../db/schema/catalogue';
import { bookingEvents, bookings, travellers } from '../../db/schema/bookings';
import { jobs } from '../../db/schema/jobs';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { BOOKING_MESSAGES, type Booking } from '../../../contract/bookings';
import { bookingState, type BookingLimits } from '../../../contract/booking-lifecycle';
import { isOnRequest } from '../../../contract/bookings-rules';
import { todayInNz } from '../../../contract/dates';
import type { NewJob } from '../jobs/queue';
import { accountLimitFields, enforceAccountLimits, holdPlan, receivedJob, requestPlan, type BookingSummary } from './lifecycle';
import { bookingView, type BookingBundle } from './load';
import { rowFromJson } from './bundle-query';
import { priceBooking } from './pricing';
import { checkBookable, MAX_TRAVELLERS, parseDepartureId } from './service';

const list = (items: SQL[]) => sql.join(items, sql`, `);

/** Jobs as one JSON array (one parameter, however many jobs: the write's text never changes). */
function jobsJson(jobList: NewJob[], now: Date): string {
  return JSON.stringify(jobList.map((job) => ({ type: job.type, payload: job.payload, run_at: (job.runAt ?? now).toISOString(), dedupe_key: job.dedupeKey ?? null })));
}

/**
 * Creates a booking that holds its seats for `holdHours` (DECISIONS: 48) unless the deposit is
 * paid; a departure under 30 days away makes it a request that staff answer.
 */
export async function createBooking(
  db: Db,
  userId: number,
  input: { departure_id: string | number; travellers_count?: number },
  options: { holdHours: number; limits?: BookingLimits; now?: Date },
): Promise<Booking> {
  const departureId = parseDepartureId(input.departure_id);
  const count = input.travellers_count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > MAX_TRAVELLERS) throw badRequest(`travellers_count must be between 1 and ${MAX_TRAVELLERS}.`);
  const now = options.now ?? new Date();
  const today = todayInNz(now);
  const created = await db.transaction(async (tx) => {
    // Prepared (one text whatever the values): parsed and planned once per connection.
    const read = tx
      .select({
        ...accountLimitFields(userId, now, options.limits),
        nextId: sql<number>`nextval(pg_get_serial_sequence('bookings', 'id'))::int`,
        departure: departures,
        tour: tours,
        category: { absoluteSlug: tourCategories.absoluteSlug, freeSwapDays: tourCategories.freeSwapDays },
      })
      .from(users)
      .leftJoin(departures, eq(departures.id, departureId))
      .leftJoin(tours, eq(tours.id, departures.tourId))
      .leftJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
      .where(eq(users.id, userId))
      .for('update', { of: users })
      .prepare('booking_creation_read');
    const [found] = await plannedIn(db, read, 'booking_creation_read').execute();
    if (!found) throw unauthorized();
    enforceAccountLimits(found, count, true, options.limits);
    const { departure, tour, category } = checkBookable(found.departure, found.tour, today, found.category);
    if (!category) throw badRequest(BOOKING_MESSAGES.departureNotFound);

    const id = Number(found.nextId);
    const onRequest = isOnRequest(departure.date, today);
    const hold = holdPlan(id, now, options.holdHours);
    const request = onRequest ? requestPlan(id, now) : null;
    const price = priceBooking({
      today,
      departureDate: departure.date,
      tourPriceCents: departure.tourPriceCents,
      travellers: count,
      extraNights: [],
      upgrades: [],
      addons: [],
      adHoc: [],
      promo: null,
      payments: [],
    });
    const requestStatus = onRequest ? 'pending' : null;
    const state = bookingState({ totalCents: price.total, paidCents: price.totalPaid, onRequest, requestStatus, expired: false, cancelled: false });
    const version = 1;
    const after: BookingSummary = {
      status: state.status,
      version,
      departure_id: departure.id,
      departure_date: departure.date,
      travellers: count,
      total_cents: price.total,
      paid_cents: price.totalPaid,
      balance_cents: state.balanceCents,
      credit_cents: state.creditCents,
      promo: null,
    };
    const booking = {
      [bookings.id.name]: id,
      [bookings.userId.name]: userId,
      [bookings.departureId.name]: departure.id,
      [bookings.onRequest.name]: onRequest,
      [bookings.requestStatus.name]: requestStatus,
      [bookings.requestDeadline.name]: request ? request.deadline.toISOString() : null,
      [bookings.holdExpiresAt.name]: state.held ? hold.until.toISOString() : null,
      [bookings.status.name]: state.status,
      [bookings.complete.name]: state.complete,
      [bookings.confirmed.name]: state.confirmed,
      [bookings.totalCents.name]: price.total,
      [bookings.paidCents.name]: price.totalPaid,
      [bookings.balanceCents.name]: state.balanceCents,
      [bookings.creditCents.name]: state.creditCents,
      [bookings.seats.name]: count,
      [bookings.version.name]: version,
      [bookings.createdAt.name]: now.toISOString(),
      [bookings.updatedAt.name]: now.toISOString(),
    };
    const columns = list(Object.keys(booking).map((column) => sql`${sql.identifier(column)}`));
    // Parameters arrive as text: each takes its column's type by an explicit cast.
    const casts: Record<string, string> = { [bookings.requestDeadline.name]: 'timestamptz', [bookings.holdExpiresAt.name]: 'timestamptz', [bookings.createdAt.name]: 'timestamptz', [bookings.updatedAt.name]: 'timestamptz' };
    const values = list(Object.entries(booking).map(([column, value]) => (casts[column] ? sql`${value}::${sql.raw(casts[column])}` : sql`${value}`)));
    const audit = { before: null, after, request: { travellers: count } };
    const jobList = [...hold.jobs, ...(request?.jobs ?? []), receivedJob(id)];

    const result = await preparedIn(db, tx, 'booking_creation_write', sql`
      with seats as (
        update ${departures} set ${columnName(departures.availableSeats)} = ${departures.availableSeats} - ${count}, ${columnName(departures.updatedAt)} = ${now.toISOString()}::timestamptz
        where ${departures.id} = ${departure.id} and ${departures.availableSeats} >= ${count}
        returning ${departures.availableSeats}
      ), booking as (
        insert into ${bookings} (${columns}) select ${values} from seats returning *
      ), traveller as (
        insert into ${travellers} (${columnName(travellers.bookingId)}) select booking.id from booking, generate_series(1, ${count}) returning *
      ), audit as (
        insert into ${bookingEvents} (${list([bookingEvents.bookingId, bookingEvents.actorKind, bookingEvents.actorUserId, bookingEvents.action, bookingEvents.detail, bookingEvents.createdAt].map(columnName))})
        select booking.id, 'customer', ${userId}, 'created', ${JSON.stringify(audit)}::jsonb, ${now.toISOString()}::timestamptz from booking
      ), job as (
        insert into ${jobs} (${list([jobs.type, jobs.payload, jobs.runAt, jobs.dedupeKey].map(columnName))})
        select j->>'type', j->'payload', (j->>'run_at')::timestamptz, j->>'dedupe_key' from booking, jsonb_array_elements(${jobsJson(jobList, now)}::jsonb) as j
        on conflict (${columnName(jobs.dedupeKey)}) do nothing
      )
      select row_to_json(booking) as booking,
        (select json_agg(row_to_json(traveller) order by traveller.id) from traveller) as travellers,
        (select available_seats from seats) as seats_left
      from booking`).execute();
    const [written] = rowsOf<{ booking: Record<string, unknown>; travellers: Record<string, unknown>[]; seats_left: number }>(result);
    if (!written) throw conflict(BOOKING_MESSAGES.noSeats);
    return { written, departure, tour, category, price };
  });
  // Drawn after the commit: the departure's row lock, which every creation on it waits for, is
  // held for the statements alone, not for this work too.
  const { written, departure, tour, category, price } = created;
  const bundle: BookingBundle = {
    row: rowFromJson(bookings, written.booking),
    departure: { ...departure, availableSeats: Number(written.seats_left) },
    tour,
    category,
    travellers: written.travellers.map((t) => rowFromJson(travellers, t)),
    addons: [],
    accommodations: [],
    upgrades: [],
    adHoc: [],
    payments: [],
    paymentDetails: new Map(),
    promo: null,
    price,
  };
  return bookingView(bundle, now);
}
