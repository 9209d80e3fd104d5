/**
 * On-request bookings (DECISIONS: a departure under 30 days away): staff confirm or decline.
 * Only a staff confirmation makes a request 'Booked'; a decline cancels the booking, releases
 * its seats and promo use, offers the waitlist the seats and refunds everything paid through
 * the payment gateway. The customer is emailed either way (jobs, enqueued in the transaction).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema/bookings';
import { conflict, forbidden, HttpError } from '../../lib/errors';
import { LIFECYCLE_MESSAGES } from '../../../contract/booking-lifecycle';
import { PAYMENT_MESSAGES } from '../../../contract/payments';
import type { DbOrTx } from '../auth/sessions';
import { enqueueJob } from '../jobs/queue';
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway';
import { enqueueWaitlistOffer } from '../waitlist/offers';
import { actorOf, LIFECYCLE_JOBS, settleBooking, snapshot } from './lifecycle';
import { releasePromo } from './promo';
import { accessBooking, freeSeats, type Viewer } from './service';

async function pendingRequest(tx: DbOrTx, id: number, viewer: Viewer) {
  if (!viewer.isAdmin) throw forbidden('Only our team can answer a booking request.');
  const row = await accessBooking(tx, id, viewer, { forUpdate: true });
  if (row.requestStatus !== 'pending' || row.cancelledAt !== null || row.expiredAt !== null) throw conflict(LIFECYCLE_MESSAGES.notARequest);
  return row;
}

export async function confirmRequest(db: Db, id: number, viewer: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingRequest(tx, id, viewer);
    const before = await snapshot(tx, id);
    const now = new Date();
    await tx.update(bookings).set({ requestStatus: 'confirmed', requestAnsweredBy: viewer.id, requestAnsweredAt: now }).where(eq(bookings.id, id));
    await settleBooking(tx, id, { actor: actorOf(viewer), action: 'request_confirmed', before, now });
    await enqueueJob(tx, { type: LIFECYCLE_JOBS.requestAnswered, payload: { bookingId: id, answer: 'confirmed' }, dedupeKey: `${LIFECYCLE_JOBS.requestAnswered}:${id}` });
  });
}

/**
 * Refunds `amountCents` of a booking's succeeded payments, newest first, through the gateway,
 * recording each refund on its payment row under the booking's lock. The idempotency key
 * names the payment and how much of it was refunded before, so a retry never refunds twice.
 * Returns what was refunded.
 */
export async function refundPayments(db: Db, gateway: PaymentGateway, bookingId: number, amountCents: number): Promise<number> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['succeeded'])));
  let left = amountCents;
  let refunded = 0;
  for (const payment of rows.sort((a, b) => b.id - a.id)) {
    if (left <= 0) break;
    const available = payment.amountCents - payment.refundedCents;
    const cents = Math.min(available, left);
    if (cents <= 0 || !payment.providerReference) continue;
    let outcome;
    try {
      outcome = await gateway.refund({ reference: payment.providerReference, amountCents: cents, idempotencyKey: `refund:${payment.id}:${payment.refundedCents}:${cents}` });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new HttpError(502, [PAYMENT_MESSAGES.providerDown]);
      throw error;
    }
    if (outcome.status === 'failed') throw new HttpError(502, [`The refund of payment ${payment.id} failed: ${outcome.message}`]);
    await db.transaction(async (tx) => {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
      const [fresh] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (!fresh || fresh.refundedCents !== payment.refundedCents) return; // recorded by a concurrent retry
      const total = fresh.refundedCents + cents;
      await tx
        .update(payments)
        .set({ refundedCents: total, status: total >= fresh.amountCents ? 'refunded' : 'succeeded' })
        .where(eq(payments.id, payment.id));
    });
    left -= cents;
    refunded += cents;
  }
  return refunded;
}

export async function declineRequest(db: Db, gateway: PaymentGateway, id: number, viewer: Viewer, reason: string | null): Promise<{ refundedCents: number }> {
  // Check first (nothing is refunded for a booking that cannot be declined), then refund, then cancel.
  await db.transaction(async (tx) => pendingRequest(tx, id, viewer));
  const before = await db.transaction(async (tx) => snapshot(tx, id));
  const refundedCents = await refundPayments(db, gateway, id, before?.paid_cents ?? 0);
  await db.transaction(async (tx) => {
    const row = await pendingRequest(tx, id, viewer);
    const now = new Date();
    await tx
      .update(bookings)
      .set({ requestStatus: 'declined', requestAnsweredBy: viewer.id, requestAnsweredAt: now, cancelledAt: now, holdExpiresAt: null })
      .where(eq(bookings.id, id));
    await freeSeats(tx, row.departureId, before?.travellers ?? 0);
    await releasePromo(tx, row);
    await enqueueWaitlistOffer(tx, row.departureId, now);
    await settleBooking(tx, id, { actor: actorOf(viewer), action: 'request_declined', before, detail: { reason, refunded_cents: refundedCents }, now });
    await enqueueJob(tx, {
      type: LIFECYCLE_JOBS.requestAnswered,
      payload: { bookingId: id, answer: 'declined', refundedCents, reason },
      dedupeKey: `${LIFECYCLE_JOBS.requestAnswered}:${id}`,
    });
  });
  return { refundedCents };
}
