/**
 * Seats were freed (a booking expired, was deleted, cancelled or moved, or lost a traveller):
 * the waitlist of that departure is offered them by a 'waitlist_offer' job, enqueued in the
 * transaction that freed the seats, so the offer exists if and only if the seats really came
 * back. Deduped per departure and minute: a burst of releases sends one pass, and the pass
 * itself never emails a person twice (service.ts claims rows with SKIP LOCKED).
 */
import { enqueueJob, type DbOrTx } from '../jobs/queue';

export const WAITLIST_OFFER_JOB = 'waitlist_offer';

export async function enqueueWaitlistOffer(tx: DbOrTx, departureId: number, now: Date = new Date()): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000);
  await enqueueJob(tx, { type: WAITLIST_OFFER_JOB, payload: { departureId }, runAt: now, dedupeKey: `${WAITLIST_OFFER_JOB}:${departureId}:${minute}` });
}
