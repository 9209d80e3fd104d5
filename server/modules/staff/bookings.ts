/**
 * What staff do to bookings (README.md beside this file): search, lock, cancel with a full or
 * partial refund, refund a credit, record an offline payment, add a charge or a credit, resend
 * the confirmation. Each action is one transaction that locks the booking row first and ends
 * in `settleBooking` (the audit row names the staff member), and enqueues the customer's email
 * in that same transaction.
 *
 * Money moves once:
 * - every action that moves money takes an idempotency key. Cancel and refund keep it in the
 *   audit row (looked up under the booking's lock: a replay answers the first result); an
 *   offline payment keeps it on the payment row, a charge on the item row (both unique).
 * - refunds go through the payment gateway inside the booking's transaction, newest card
 *   payment first; each gateway call carries a key made of the payment, what was refunded of it
 *   before and the amount, so a retry after a rollback asks the gateway for the same refund
 *   (the gateway answers the first one) and never refunds twice. Never more than was paid by
 *   card less what was refunded already (offline payments are given back offline).
 */
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookingAdHocItems, bookingEvents, bookings, payments, travellers } from '../../db/schema/bookings';
import { departures, tours } from '../../db/schema/catalogue';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { PAYMENT_MESSAGES } from '../../../contract/payments';
import { AUDIT_PAGE_SIZE, STAFF_MESSAGES, type BookingEvent, type BookingSearchQuery, type BookingSearchResponse, type StaffBooking } from '../../../contract/staff';
import type { DbOrTx } from '../auth/sessions';
import { enqueueJob } from '../jobs/queue';
import { auditPage, cappedTotal, countUpToLimit, pageOf } from './paging';
import { actorOf, checkLive, settleBooking, snapshot } from '../bookings/lifecycle';
import { todayInNz } from '../../../contract/dates';
import { releasePromo } from '../bookings/promo';
import { freeSeats, type Viewer } from '../bookings/service';
import { formatNzdCentsExact } from '../../../contract/money';
import { JOB_TYPES, paymentSucceededJob } from '../notifications/service';
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway';
import { enqueueWaitlistOffer } from '../waitlist/offers';

export const STAFF_JOBS = {
  cancelled: 'booking_cancelled',
  refunded: 'booking_refunded',
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const bookingColumns = {
  row: bookings,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  tourName: tours.name,
  tourSlug: tours.contentId,
  date: departures.date,
};

type JoinedRow = { row: typeof bookings.$inferSelect; email: string; firstName: string; lastName: string; tourName: string; tourSlug: string; date: string };

export function staffBookingView(r: JoinedRow): StaffBooking {
  const b = r.row;
  return {
    id: b.id,
    status: b.status,
    locked: b.locked,
    version: b.version,
    customer_email: r.email,
    customer_name: [r.firstName, r.lastName].filter((s) => s && s.trim()).join(' '),
    tour_name: r.tourName,
    tour_slug: r.tourSlug,
    departure_id: b.departureId,
    departure_date: r.date,
    travellers: b.seats,
    total: b.totalCents / 100,
    paid: b.paidCents / 100,
    balance: b.balanceCents / 100,
    credit: b.creditCents / 100,
    hold_expires_at: iso(b.holdExpiresAt),
    request_deadline: iso(b.requestDeadline),
    created_at: b.createdAt.toISOString(),
  };
}

function joined(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(tours, eq(tours.id, departures.tourId));
}

export async function staffBooking(db: DbOrTx, id: number): Promise<StaffBooking> {
  const [row] = await joined(db).where(eq(bookings.id, id)).limit(1);
  if (!row) throw notFound(STAFF_MESSAGES.bookingNotFound);
  return staffBookingView(row);
}

/** A tour filter: its slug (content id) or its api id. */
export function tourCondition(tour: string | undefined): SQL | undefined {
  if (!tour) return undefined;
  const trimmed = tour.trim();
  return /^[0-9]{1,9}$/.test(trimmed) ? eq(tours.apiId, Number(trimmed)) : eq(tours.contentId, trimmed);
}

/** Escapes LIKE's wildcards so a search for "50%" finds "50%", not everything. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchBookings(db: DbOrTx, query: BookingSearchQuery): Promise<Omit<BookingSearchResponse, 'success'>> {
  if (query.from && query.to && query.from > query.to) throw badRequest(STAFF_MESSAGES.datesOrder);
  const conditions: (SQL | undefined)[] = [tourCondition(query.tour)];
  if (query.from) conditions.push(gte(departures.date, query.from));
  if (query.to) conditions.push(lte(departures.date, query.to));
  if (query.status) conditions.push(eq(bookings.status, query.status));
  const q = (query.q ?? '').trim();
  if (q) {
    const id = /^#?([0-9]{1,9})$/.exec(q);
    const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
    // Every word must match the customer's name or email, or a traveller's name on the booking.
    const wordMatches = words.map((word) => {
      const like = `%${likeEscape(word)}%`;
      return or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        sql`exists (select 1 from ${travellers} where ${travellers.bookingId} = ${bookings.id} and (${travellers.firstName} ilike ${like} or ${travellers.lastName} ilike ${like}))`,
      );
    });
    conditions.push(id ? or(eq(bookings.id, Number(id[1])), and(...wordMatches)) : and(...wordMatches));
  }
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const { page, perPage, offset } = pageOf(query);
  // The count joins only the tables its filters name (each booking has exactly one customer and
  // one departure); the page walks bookings_created_idx newest first (paging.ts).
  let matching = db.select({ id: bookings.id }).from(bookings).$dynamic();
  if (q) matching = matching.innerJoin(users, eq(users.id, bookings.userId));
  if (query.tour || query.from || query.to) matching = matching.innerJoin(departures, eq(departures.id, bookings.departureId)).innerJoin(tours, eq(tours.id, departures.tourId));
  const [rows, counted] = await Promise.all([
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(perPage)
      .offset(offset),
    countUpToLimit(db, matching.where(where)),
  ]);
  return { bookings: rows.map(staffBookingView), page, per_page: perPage, ...cappedTotal(counted) };
}

/** Locks the booking row for the action; 404 when there is none. */
async function lockBooking(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound(STAFF_MESSAGES.bookingNotFound);
  return row;
}

/** A cancel or refund already done with this key on this booking (read under its lock): its recorded result. */
async function replayOf(tx: DbOrTx, bookingId: number, action: string, key: string): Promise<{ refundedCents: number } | null> {
  const [event] = await tx
    .select({ action: bookingEvents.action, detail: bookingEvents.detail })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), sql`${bookingEvents.detail}->'request'->>'idempotency_key' = ${key}`))
    .limit(1);
  if (!event) return null;
  if (event.action !== action) throw conflict(STAFF_MESSAGES.keyReused);
  const request = (event.detail.request ?? {}) as { refunded_cents?: number };
  return { refundedCents: Number(request.refunded_cents) || 0 };
}

/** What can go back through the gateway: card payments, less what was refunded of them. */
async function refundablePayments(tx: DbOrTx, bookingId: number) {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded'), sql`${payments.provider} <> 'offline'`, sql`${payments.providerReference} is not null`))
    .orderBy(desc(payments.id))
    .for('update');
  return rows.map((p) => ({ ...p, available: p.amountCents - p.refundedCents })).filter((p) => p.available > 0);
}

/**
 * Refunds `amountCents` through the gateway inside the caller's transaction (the booking row is
 * locked), newest payment first, recording each refund on its payment. Throws 409 when more is
 * asked than can be refunded, 502 when the gateway fails (the transaction rolls back; a retry
 * sends the same gateway keys, so nothing is refunded twice).
 */
export async function refundInTransaction(tx: DbOrTx, gateway: PaymentGateway, bookingId: number, amountCents: number): Promise<number> {
  if (amountCents <= 0) return 0;
  const rows = await refundablePayments(tx, bookingId);
  const refundable = rows.reduce((n, p) => n + p.available, 0);
  if (amountCents > refundable) throw conflict(STAFF_MESSAGES.refundTooMuch(formatNzdCentsExact(refundable)));
  let left = amountCents;
  for (const payment of rows) {
    if (left <= 0) break;
    const cents = Math.min(payment.available, left);
    let outcome;
    try {
      outcome = await gateway.refund({ reference: payment.providerReference!, amountCents: cents, idempotencyKey: `refund:${payment.id}:${payment.refundedCents}:${cents}` });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new HttpError(502, [PAYMENT_MESSAGES.providerDown]);
      throw error;
    }
    if (outcome.status === 'failed') throw new HttpError(502, [`The refund of payment ${payment.id} failed: ${outcome.message}`]);
    const total = payment.refundedCents + cents;
    await tx
      .update(payments)
      .set({ refundedCents: total, status: total >= payment.amountCents ? 'refunded' : 'succeeded' })
      .where(eq(payments.id, payment.id));
    left -= cents;
  }
  return amountCents;
}

export interface CancelInput {
  refundCents: number;
  key: string;
  reason: string | null;
}

/**
 * Cancels a booking: refunds what staff chose (at most what was paid by card), releases its
 * seats and promo use, offers the waitlist the seats, and emails the customer.
 */
export async function cancelBooking(db: Db, gateway: PaymentGateway, id: number, viewer: Viewer, input: CancelInput): Promise<{ refundedCents: number }> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    const replay = await replayOf(tx, id, 'cancelled', input.key);
    if (replay) return replay;
    if (row.cancelledAt !== null) throw conflict(STAFF_MESSAGES.alreadyCancelled);
    const before = await snapshot(tx, id);
    const refundedCents = await refundInTransaction(tx, gateway, id, input.refundCents);
    const now = new Date();
    const wasLive = row.expiredAt === null;
    await tx
      .update(bookings)
      .set({ cancelledAt: now, holdExpiresAt: null, ...(row.requestStatus === 'pending' ? { requestStatus: 'declined', requestAnsweredBy: viewer.id, requestAnsweredAt: now } : {}) })
      .where(eq(bookings.id, id));
    if (wasLive) {
      // An expired booking gave its seats and promo use back when it expired.
      await freeSeats(tx, row.departureId, before?.travellers ?? 0);
      await releasePromo(tx, row);
      await enqueueWaitlistOffer(tx, row.departureId, now);
    }
    await settleBooking(tx, id, {
      actor: actorOf(viewer),
      action: 'cancelled',
      before,
      detail: { idempotency_key: input.key, refunded_cents: refundedCents, reason: input.reason },
      now,
      quiet: true,
    });
    await enqueueJob(tx, { type: STAFF_JOBS.cancelled, payload: { bookingId: id, refundedCents, reason: input.reason }, dedupeKey: `${STAFF_JOBS.cancelled}:${id}` });
    return { refundedCents };
  });
}

/** Gives back part of what was paid (a credit after a change, a goodwill refund); the booking stays. */
export async function refundBooking(db: Db, gateway: PaymentGateway, id: number, viewer: Viewer, input: { amountCents: number; key: string; reason: string | null }): Promise<{ refundedCents: number }> {
  return db.transaction(async (tx) => {
    await lockBooking(tx, id);
    const replay = await replayOf(tx, id, 'refunded', input.key);
    if (replay) return replay;
    const before = await snapshot(tx, id);
    const refundedCents = await refundInTransaction(tx, gateway, id, input.amountCents);
    await settleBooking(tx, id, { actor: actorOf(viewer), action: 'refunded', before, detail: { idempotency_key: input.key, refunded_cents: refundedCents, reason: input.reason }, quiet: true });
    await enqueueJob(tx, { type: STAFF_JOBS.refunded, payload: { bookingId: id, refundedCents, reason: input.reason }, dedupeKey: `${STAFF_JOBS.refunded}:${id}:${input.key}` });
    return { refundedCents };
  });
}

export interface OfflinePaymentInput {
  amountCents: number;
  receivedOn: string;
  reference: string;
  key: string;
}

/**
 * Records money that arrived outside the gateway (a bank transfer) as a succeeded payment of
 * provider 'offline'. The customer gets the receipt (and, on the first payment, the
 * confirmation) through the same job as a card payment. The same key answers the same payment.
 */
export async function recordOfflinePayment(db: Db, id: number, viewer: Viewer, input: OfflinePaymentInput): Promise<{ paymentId: number }> {
  if (input.receivedOn > todayInNz()) throw badRequest(STAFF_MESSAGES.receivedInFuture);
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    const [existing] = await tx.select().from(payments).where(eq(payments.idempotencyKey, input.key)).limit(1);
    if (existing) {
      if (existing.bookingId !== id || existing.amountCents !== input.amountCents || existing.provider !== 'offline') throw conflict(STAFF_MESSAGES.keyReused);
      return { paymentId: existing.id };
    }
    if (row.expiredAt !== null || row.cancelledAt !== null) throw conflict(STAFF_MESSAGES.notLive);
    const before = await snapshot(tx, id);
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId: id,
        amountCents: input.amountCents,
        status: 'succeeded',
        provider: 'offline',
        idempotencyKey: input.key,
        receivedOn: input.receivedOn,
        offlineReference: input.reference,
        recordedBy: viewer.id,
      })
      .returning({ id: payments.id });
    await tx.update(bookings).set({ newBooking: false }).where(eq(bookings.id, id));
    await settleBooking(tx, id, {
      actor: actorOf(viewer),
      action: 'offline_payment',
      before,
      detail: { payment_id: payment.id, amount_cents: input.amountCents, received_on: input.receivedOn, idempotency_key: input.key },
    });
    await enqueueJob(tx, paymentSucceededJob(payment.id));
    return { paymentId: payment.id };
  });
}

/**
 * Adds a charge (positive) or a credit (negative) to the booking (`ad_hoc_items` in its
 * response). The customer is emailed the new total when something was paid (settleBooking).
 */
export async function addAdHocItem(db: Db, id: number, viewer: Viewer, input: { description: string; amountCents: number; key: string }): Promise<{ itemId: number }> {
  if (input.amountCents === 0) throw badRequest(STAFF_MESSAGES.zeroAmount);
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    const [existing] = await tx.select().from(bookingAdHocItems).where(eq(bookingAdHocItems.idempotencyKey, input.key)).limit(1);
    if (existing) {
      if (existing.bookingId !== id || existing.amountCents !== input.amountCents || existing.description !== input.description) throw conflict(STAFF_MESSAGES.keyReused);
      return { itemId: existing.id };
    }
    checkLive(row);
    const before = await snapshot(tx, id);
    const [item] = await tx
      .insert(bookingAdHocItems)
      .values({ bookingId: id, description: input.description, amountCents: input.amountCents, idempotencyKey: input.key, createdBy: viewer.id })
      .returning({ id: bookingAdHocItems.id });
    await settleBooking(tx, id, {
      actor: actorOf(viewer),
      action: input.amountCents > 0 ? 'charge_added' : 'credit_added',
      before,
      detail: { item_id: item.id, description: input.description, amount_cents: input.amountCents, idempotency_key: input.key },
    });
    return { itemId: item.id };
  });
}

/** Sends the booking's confirmation (with its .ics) again, through the job queue. */
export async function resendConfirmation(db: Db, id: number, viewer: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    checkLive(row);
    if (row.paidCents <= 0) throw conflict(STAFF_MESSAGES.nothingPaid);
    const now = new Date();
    const before = await snapshot(tx, id);
    await settleBooking(tx, id, { actor: actorOf(viewer), action: 'confirmation_resent', before, now, quiet: true });
    await enqueueJob(tx, { type: JOB_TYPES.bookingConfirmation, payload: { bookingId: id }, runAt: now, dedupeKey: `${JOB_TYPES.bookingConfirmation}:${id}:resend:${now.getTime()}` });
  });
}

export async function setLock(db: Db, id: number, viewer: Viewer, locked: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (row.locked === locked) return;
    const before = await snapshot(tx, id);
    await tx.update(bookings).set({ locked, updatedAt: new Date() }).where(eq(bookings.id, id));
    await settleBooking(tx, id, { actor: actorOf(viewer), action: locked ? 'locked' : 'unlocked', before });
  });
}

/**
 * A page of a booking's audit log: the newest AUDIT_PAGE_SIZE events (older than `before` when
 * given), oldest first, read backwards along (booking_id, id) so a long history costs no more
 * than a short one. A booking always has its 'created' event: none at all is a 404.
 */
export async function bookingEventsPage(db: DbOrTx, bookingId: number, before?: number): Promise<{ events: BookingEvent[]; earlier: boolean }> {
  const rows = await db
    .select({ event: bookingEvents, email: users.email })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(and(eq(bookingEvents.bookingId, bookingId), before === undefined ? undefined : lt(bookingEvents.id, before)))
    .orderBy(desc(bookingEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  if (rows.length === 0 && before === undefined) throw notFound('Booking not found.');
  const page = auditPage(rows);
  return {
    earlier: page.earlier,
    events: page.rows.map(({ event, email }) => ({
        id: event.id,
        action: event.action,
        actor_kind: event.actorKind,
        actor_email: email ?? null,
        detail: event.detail,
        created_at: event.createdAt.toISOString(),
      })),
  };
}
