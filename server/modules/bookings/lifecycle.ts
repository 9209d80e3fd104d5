/**
 * The booking lifecycle on the server (README.md, "Lifecycle"): every change and payment ends
 * with `settleBooking` in its own transaction, which recomputes the derived state with the one
 * pure function (contract/booking-lifecycle.ts `bookingState`), stores it, raises the version,
 * writes the audit log and enqueues what the transition calls for (an email when a paid
 * booking's total moves).
 *
 * Holds, expiry, revival and the per-account limits live here too; on-request answers in
 * requests.ts.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { bookingEvents, bookings, type BookingRow } from '../../db/schema/bookings';
import { conflict, HttpError } from '../../lib/errors';
import {
  BOOKING_LIMITS,
  bookingState,
  HOLD_REMINDER_HOURS_BEFORE,
  LIFECYCLE_MESSAGES,
  REQUEST_ANSWER_HOURS,
  REVIVE_DAYS,
  type BookingLimits,
  type BookingState,
  type RequestStatus,
} from '../../../contract/booking-lifecycle';
import type { DbOrTx } from '../auth/sessions';
import { enqueueJob, type NewJob } from '../jobs/queue';
import { loadBundle, type BookingBundle } from './load';
import { todayInNz } from '../../../contract/dates';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface Actor {
  kind: 'customer' | 'staff' | 'system';
  userId: number | null;
}

export const SYSTEM: Actor = { kind: 'system', userId: null };

/** Who acts: staff when the viewer is an admin, else the customer. */
export function actorOf(viewer: { id: number; isAdmin: boolean }): Actor {
  return { kind: viewer.isAdmin ? 'staff' : 'customer', userId: viewer.id };
}

/** The lifecycle's facts of a loaded booking. */
export function stateOf(bundle: BookingBundle): BookingState {
  return bookingState({
    totalCents: bundle.price.total,
    paidCents: bundle.price.totalPaid,
    onRequest: bundle.row.onRequest,
    requestStatus: bundle.row.requestStatus as RequestStatus,
    expired: bundle.row.expiredAt !== null,
    cancelled: bundle.row.cancelledAt !== null,
  });
}

/** The stored summary the audit log shows before and after a change. */
function summary(bundle: BookingBundle, state: BookingState) {
  return {
    status: state.status,
    version: bundle.row.version,
    departure_id: bundle.departure.id,
    departure_date: bundle.departure.date,
    travellers: bundle.travellers.length,
    total_cents: bundle.price.total,
    paid_cents: bundle.price.totalPaid,
    balance_cents: state.balanceCents,
    credit_cents: state.creditCents,
    promo: bundle.row.promoCodeValid ? bundle.row.promoCodeString : null,
  };
}

export type BookingSummary = ReturnType<typeof summary>;

export function summaryOf(bundle: BookingBundle): BookingSummary {
  return summary(bundle, stateOf(bundle));
}

/** Loads the booking in the caller's transaction and takes the "before" snapshot for settle. */
export async function snapshot(tx: DbOrTx, id: number): Promise<BookingSummary | null> {
  const bundle = await loadBundle(tx, id, todayInNz());
  return bundle ? summary(bundle, stateOf(bundle)) : null;
}

export interface SettleOptions {
  actor: Actor;
  /** The audit log's action, e.g. 'changed', 'paid', 'expired'. */
  action: string;
  /** What the caller changed (the request's summary, never personal data). */
  detail?: Record<string, unknown>;
  /** The state before the change (snapshot()); omitted for a creation. */
  before?: BookingSummary | null;
  /** No "your total changed" email (the caller sends a fuller one, e.g. an updated confirmation). */
  quiet?: boolean;
  now?: Date;
}

/**
 * Recomputes and stores the derived state, raises the version, writes the audit log entry and
 * enqueues the transition's email. Call it last, inside the transaction of the change.
 */
export async function settleBooking(tx: DbOrTx, id: number, options: SettleOptions): Promise<{ bundle: BookingBundle; state: BookingState; after: BookingSummary }> {
  const now = options.now ?? new Date();
  const bundle = await loadBundle(tx, id, todayInNz(now));
  if (!bundle) throw new HttpError(404, ['Booking not found.']);
  const state = stateOf(bundle);
  const live = bundle.row.expiredAt === null && bundle.row.cancelledAt === null;
  const [updated] = await tx
    .update(bookings)
    .set({
      status: state.status,
      complete: state.complete,
      confirmed: state.confirmed,
      totalCents: bundle.price.total,
      paidCents: bundle.price.totalPaid,
      balanceCents: state.balanceCents,
      creditCents: state.creditCents,
      seats: live ? bundle.travellers.length : 0,
      // Paying anything ends the hold (DECISIONS); only creation and revival start one.
      ...(state.held ? {} : { holdExpiresAt: null }),
      version: sql`${bookings.version} + 1`,
      updatedAt: now,
    })
    .where(eq(bookings.id, id))
    .returning();
  bundle.row = updated;
  const after = summary(bundle, state);
  await tx.insert(bookingEvents).values({
    bookingId: id,
    actorKind: options.actor.kind,
    actorUserId: options.actor.userId,
    action: options.action,
    detail: { before: options.before ?? null, after, ...(options.detail ? { request: options.detail } : {}) },
    createdAt: now,
  });
  const before = options.before;
  if (!options.quiet && before && before.paid_cents > 0 && live && before.total_cents !== after.total_cents) {
    // A paid booking's total moved: the balance reopened or a credit appeared. Tell the customer.
    await enqueueJob(tx, { type: LIFECYCLE_JOBS.totalChanged, payload: { bookingId: id, version: updated.version }, dedupeKey: `${LIFECYCLE_JOBS.totalChanged}:${id}:${updated.version}` });
  }
  return { bundle, state, after };
}

export const LIFECYCLE_JOBS = {
  received: 'booking_received',
  holdReminder: 'hold_reminder',
  holdExpiry: 'hold_expiry',
  totalChanged: 'booking_total_changed',
  updatedConfirmation: 'booking_updated_confirmation',
  requestStaffNotice: 'request_staff_notice',
  requestEscalation: 'request_escalation',
  requestAnswered: 'request_answered',
} as const;

/** A hold of `hours` from `now`: when it ends, and the jobs that remind and end it. */
export function holdPlan(id: number, now: Date, hours: number): { until: Date; jobs: NewJob[] } {
  const until = new Date(now.getTime() + hours * HOUR_MS);
  const at = until.toISOString();
  const reminderAt = new Date(until.getTime() - HOLD_REMINDER_HOURS_BEFORE * HOUR_MS);
  const jobs: NewJob[] = [];
  if (reminderAt > now) {
    jobs.push({ type: LIFECYCLE_JOBS.holdReminder, payload: { bookingId: id, holdExpiresAt: at }, runAt: reminderAt, dedupeKey: `${LIFECYCLE_JOBS.holdReminder}:${id}:${at}` });
  }
  jobs.push({ type: LIFECYCLE_JOBS.holdExpiry, payload: { bookingId: id, holdExpiresAt: at }, runAt: until, dedupeKey: `${LIFECYCLE_JOBS.holdExpiry}:${id}:${at}` });
  return { until, jobs };
}

/** Starts (or restarts) a hold of `hours` from `now` and schedules its reminder and its end. */
export async function startHold(tx: DbOrTx, id: number, now: Date, hours: number): Promise<Date> {
  const { until, jobs } = holdPlan(id, now, hours);
  await tx.update(bookings).set({ holdExpiresAt: until }).where(eq(bookings.id, id));
  for (const job of jobs) await enqueueJob(tx, job);
  return until;
}

/** A new on-request booking: staff are told now, and again when the deadline passes unanswered. */
export function requestPlan(id: number, now: Date): { deadline: Date; jobs: NewJob[] } {
  const deadline = new Date(now.getTime() + REQUEST_ANSWER_HOURS * HOUR_MS);
  return {
    deadline,
    jobs: [
      { type: LIFECYCLE_JOBS.requestStaffNotice, payload: { bookingId: id }, runAt: now, dedupeKey: `${LIFECYCLE_JOBS.requestStaffNotice}:${id}` },
      {
        type: LIFECYCLE_JOBS.requestEscalation,
        payload: { bookingId: id, deadline: deadline.toISOString() },
        runAt: deadline,
        dedupeKey: `${LIFECYCLE_JOBS.requestEscalation}:${id}:${deadline.toISOString()}`,
      },
    ],
  };
}

/** Makes the booking a pending request (requestPlan) in the caller's transaction. */
export async function openRequest(tx: DbOrTx, id: number, now: Date): Promise<void> {
  const { deadline, jobs } = requestPlan(id, now);
  await tx.update(bookings).set({ requestStatus: 'pending', requestDeadline: deadline }).where(eq(bookings.id, id));
  for (const job of jobs) await enqueueJob(tx, job);
}

/** The booking received email's job (creation). */
export function receivedJob(id: number): NewJob {
  return { type: LIFECYCLE_JOBS.received, payload: { bookingId: id }, dedupeKey: `${LIFECYCLE_JOBS.received}:${id}` };
}

/** A change may be made only from the version the page last saw (when the page says which). */
export function checkVersion(row: BookingRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw conflict(LIFECYCLE_MESSAGES.staleVersion);
}

/** Expired, cancelled or declined: the booking holds no seats and takes no changes. */
export function checkLive(row: BookingRow): void {
  if (row.expiredAt !== null) throw conflict(LIFECYCLE_MESSAGES.expired);
  if (row.cancelledAt !== null) throw conflict(LIFECYCLE_MESSAGES.finished);
}

/** Revivable: expired within REVIVE_DAYS of `now` (the departure's own checks come after). */
export function withinRevival(row: Pick<BookingRow, 'expiredAt' | 'cancelledAt'>, now: Date): boolean {
  return row.expiredAt !== null && row.cancelledAt === null && now.getTime() - row.expiredAt.getTime() <= REVIVE_DAYS * DAY_MS;
}

/**
 * The per-account limits (DECISIONS): at most 3 unpaid bookings, 32 seats held unpaid, 10
 * bookings created an hour. The user's row is locked first, so two requests of one account are
 * counted one after the other. Staff are not limited. `extraSeats` are the seats the request
 * would add; `creating` counts the new booking.
 */
export async function checkAccountLimits(
  tx: DbOrTx,
  userId: number,
  extraSeats: number,
  creating: boolean,
  limits: BookingLimits = BOOKING_LIMITS,
  now: Date = new Date(),
): Promise<void> {
  const [user] = await tx.select(accountLimitFields(userId, now, limits)).from(users).where(eq(users.id, userId)).for('update');
  if (user) enforceAccountLimits(user, extraSeats, creating, limits);
}

/**
 * What the limits count, as columns of a select from `users` (the caller adds what else it
 * reads and locks the user's row with FOR UPDATE): one statement however many limits there are.
 *
 * Each count stops where its limit is decided, so its cost is bounded by the limit and not by the
 * account's history (issue 22): the bookings counted up to the unpaid limit (a capped count is at
 * the limit exactly when the whole count is); the seats of at most `heldSeats + 1` bookings with
 * seats (more such bookings hold more seats than the limit, as does their capped sum); the hour's
 * creations up to the hourly limit. Staff are not limited: nothing is counted for them.
 */
export function accountLimitFields(userId: number, now: Date, limits: BookingLimits = BOOKING_LIMITS) {
  const unpaidLive = and(eq(bookings.userId, userId), isNull(bookings.expiredAt), isNull(bookings.cancelledAt), eq(bookings.paidCents, 0));
  // Counted from the audit log, so deleting a booking does not give its slot back.
  const createdLastHour = and(eq(bookingEvents.actorUserId, userId), eq(bookingEvents.action, 'created'), gt(bookingEvents.createdAt, new Date(now.getTime() - HOUR_MS)));
  const unlessStaff = (count: SQL) => sql<number>`case when ${users.isAdmin} then 0 else ${count} end`;
  return {
    isAdmin: users.isAdmin,
    unpaidBookings: unlessStaff(sql`(select count(*)::int from (select 1 from ${bookings} where ${unpaidLive} limit ${limits.unpaidBookings}) as capped)`),
    unpaidSeats: unlessStaff(
      sql`(select coalesce(sum(capped.seats), 0)::int from (select ${bookings.seats} from ${bookings} where ${unpaidLive} and ${bookings.seats} > 0 limit ${limits.heldSeats + 1}) as capped)`,
    ),
    createdLastHour: unlessStaff(sql`(select count(*)::int from (select 1 from ${bookingEvents} where ${createdLastHour} limit ${limits.createdPerHour}) as capped)`),
  };
}

export interface AccountLimitCounts {
  isAdmin: boolean;
  unpaidBookings: number;
  unpaidSeats: number;
  createdLastHour: number;
}

/** Refuses (409, or 429 for the hourly count) what would pass a limit; staff are not limited. */
export function enforceAccountLimits(counts: AccountLimitCounts, extraSeats: number, creating: boolean, limits: BookingLimits = BOOKING_LIMITS): void {
  if (counts.isAdmin) return;
  if (creating && Number(counts.unpaidBookings) >= limits.unpaidBookings) throw conflict(LIFECYCLE_MESSAGES.tooManyUnpaid);
  if (Number(counts.unpaidSeats) + extraSeats > limits.heldSeats) throw conflict(LIFECYCLE_MESSAGES.tooManySeats);
  if (creating && Number(counts.createdLastHour) >= limits.createdPerHour) throw new HttpError(429, [LIFECYCLE_MESSAGES.tooManyCreated]);
}
