/**
 * Recording payments, the same way for every gateway (README.md has the rules).
 *
 * - A payment attempt is one `payments` row, found again by its idempotency key: the same key
 *   answers the same result and never charges twice. The booking row is locked (FOR UPDATE)
 *   before the key is looked up, so two concurrent submissions of one attempt are serialised:
 *   the second finds the first's row.
 * - The amount is checked against the booking's live price inside that lock: at least the
 *   minimum payment (or the whole balance when it is less), at most the balance, whole cents.
 * - A payment becomes 'succeeded' at most once (a conditional UPDATE), and in that same
 *   transaction the booking is confirmed (complete once nothing is left to pay) and the
 *   `payment_succeeded` job is enqueued (receipt email; confirmation on the first payment).
 * - Stripe's events can arrive twice or out of order: a succeeded payment never goes back to
 *   failed, and provider_reference is unique, so a replayed event records nothing new.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema/bookings';
import { paymentDetails } from '../../db/schema/payments';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { amountMessage, amountProblem, toCents, type CardInput } from '../../../contract/payment-rules';
import { PAYMENT_MESSAGES, type PaymentResult } from '../../../contract/payments';
import type { DbOrTx } from '../auth/sessions';
import { enqueueJob } from '../jobs/queue';
import { loadBundle } from '../bookings/load';
import { todayInNz } from '../../../contract/dates';
import { accessBooking, type Viewer } from '../bookings/service';
import { checkLive, settleBooking, snapshot, SYSTEM } from '../bookings/lifecycle';
import { GatewayUnavailableError, type GatewayOutcome, type PaymentGateway } from './gateway';
import { declineMessage, intentOutcome, type StripeIntent } from './stripe-gateway';
import { isUniqueViolation } from '../../db/errors';

type PaymentRow = typeof payments.$inferSelect;

export interface PayInput {
  amount: number;
  idempotency_key: string;
  card?: CardInput;
}

const providerDown = () => new HttpError(502, [PAYMENT_MESSAGES.providerDown]);

async function paymentByKey(db: DbOrTx, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row;
}

async function paymentById(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** Keeps the card summary and the decline reason of an attempt (one row per payment). */
async function saveDetails(tx: DbOrTx, paymentId: number, outcome: GatewayOutcome): Promise<void> {
  const card = outcome.card;
  const failure = outcome.status === 'failed' ? { failureCode: outcome.code, failureMessage: outcome.message } : { failureCode: null, failureMessage: null };
  if (!card && outcome.status !== 'failed') return;
  const cardFields = card ? { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear } : {};
  await tx
    .insert(paymentDetails)
    .values({ paymentId, ...cardFields, ...failure })
    .onConflictDoUpdate({ target: paymentDetails.paymentId, set: { ...cardFields, ...failure, updatedAt: new Date() } });
}

/**
 * The one place a payment becomes 'succeeded' (at most once). Confirms the booking (complete
 * once the balance is 0) and enqueues the receipt job in the caller's transaction.
 * The caller holds the booking's row lock.
 */
async function markSucceeded(tx: DbOrTx, payment: PaymentRow, outcome: Extract<GatewayOutcome, { status: 'succeeded' }>): Promise<boolean> {
  // The audit log's "before" is the booking without this payment.
  const before = payment.bookingId !== null ? await snapshot(tx, payment.bookingId) : null;
  const [updated] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      // What the provider actually took is the truth.
      amountCents: outcome.amountCents > 0 ? outcome.amountCents : payment.amountCents,
      providerReference: sql`coalesce(${payments.providerReference}, ${outcome.reference})`,
    })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])))
    .returning({ id: payments.id, bookingId: payments.bookingId });
  if (!updated) return false;
  if (updated.bookingId !== null) {
    // The lifecycle's one function decides confirmed, complete and the status (an on-request
    // booking stays 'On Request' until staff confirm it); paying ends the hold.
    await tx.update(bookings).set({ newBooking: false }).where(eq(bookings.id, updated.bookingId));
    if (before) await settleBooking(tx, updated.bookingId, { actor: SYSTEM, action: 'paid', before, detail: { payment_id: updated.id, amount_cents: outcome.amountCents > 0 ? outcome.amountCents : payment.amountCents } });
  }
  await enqueueJob(tx, { type: 'payment_succeeded', payload: { paymentId: updated.id }, dedupeKey: `payment_succeeded:${updated.id}` });
  return true;
}

/** Applies what the provider says to our row; safe to repeat and to receive out of order. */
export async function applyOutcome(tx: DbOrTx, payment: PaymentRow, outcome: GatewayOutcome): Promise<void> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return;
  await saveDetails(tx, payment.id, outcome);
  if (outcome.status === 'succeeded') {
    await markSucceeded(tx, payment, outcome);
  } else if (outcome.status === 'failed') {
    await tx
      .update(payments)
      .set({ status: 'failed', providerReference: sql`coalesce(${payments.providerReference}, ${outcome.reference})` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  } else if (!payment.providerReference) {
    await tx.update(payments).set({ providerReference: outcome.reference }).where(and(eq(payments.id, payment.id), sql`${payments.providerReference} is null`));
  }
}

/**
 * Pays (part of) a booking. Returns the payment's id and, for Stripe, the client secret the
 * Payment Element needs. A declined test card is recorded as 'failed' (nothing paid).
 */
export async function makePayment(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  viewer: Viewer,
  input: PayInput,
): Promise<{ paymentId: number; clientSecret: string | null }> {
  // With a real gateway, card data goes from the browser to the provider, never through us.
  if (gateway.flow === 'client' && input.card) throw badRequest(PAYMENT_MESSAGES.noCardHere);
  const cents = toCents(input.amount);
  if (cents === null) throw badRequest(amountMessage('invalid', { minimumCents: 0, balanceCents: 1 }));
  let paymentId: number;
  try {
    paymentId = await db.transaction(async (tx) => {
      const row = await accessBooking(tx, bookingId, viewer, { forUpdate: true });
      const existing = await paymentByKey(tx, input.idempotency_key);
      if (existing) {
        if (existing.bookingId !== bookingId || existing.amountCents !== cents) throw conflict(PAYMENT_MESSAGES.keyReused);
        return existing.id;
      }
      // Locked bookings refuse changes, not payments (README): no `unlocked` check here.
      if (row.archived) throw conflict(PAYMENT_MESSAGES.archived);
      // An expired booking is revived first (its seats may be gone); a cancelled one takes no money.
      checkLive(row);
      if (!row.agreeWithTheConditions) throw conflict(PAYMENT_MESSAGES.conditionsFirst);
      const bundle = await loadBundle(tx, bookingId, todayInNz());
      if (!bundle) throw notFound();
      const limits = { minimumCents: bundle.price.minimumPayment, balanceCents: bundle.price.balanceRemaining };
      const problem = amountProblem(cents, limits);
      if (problem === 'paid') throw conflict(amountMessage(problem, limits));
      if (problem) throw badRequest(amountMessage(problem, limits));
      if (gateway.flow === 'card' && !input.card) throw badRequest(PAYMENT_MESSAGES.cardRequired);

      const [created] = await tx
        .insert(payments)
        .values({ bookingId, amountCents: cents, status: 'pending', provider: gateway.provider, idempotencyKey: input.idempotency_key })
        .returning();
      if (gateway.flow === 'card') {
        // The embedded gateway decides in-process, so the outcome is recorded in this transaction.
        const outcome = await gateway.charge({
          amountCents: cents,
          idempotencyKey: input.idempotency_key,
          bookingId,
          paymentId: created.id,
          description: `Booking ${bookingId}: ${bundle.tour.name}`,
          card: input.card,
        });
        await applyOutcome(tx, created, outcome);
      }
      return created.id;
    });
  } catch (error) {
    // The same key racing on another booking: the other request holds it.
    if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.inProgress);
    throw error;
  }
  if (gateway.flow !== 'client') return { paymentId, clientSecret: null };
  return { paymentId, clientSecret: await ensureIntent(db, gateway, paymentId, input.idempotency_key) };
}

/**
 * Stripe: the attempt's Payment Intent, created at most once (Stripe's Idempotency-Key is our
 * key, so a retry after a crash gets the same intent). Outside any transaction: no row lock
 * is held across a network call.
 */
async function ensureIntent(db: Db, gateway: PaymentGateway, paymentId: number, key: string): Promise<string | null> {
  const payment = await paymentById(db, paymentId);
  if (!payment || payment.status !== 'pending') return null;
  let outcome: GatewayOutcome | null;
  try {
    outcome = payment.providerReference
      ? await gateway.retrieve(payment.providerReference)
      : await gateway.charge({
          amountCents: payment.amountCents,
          idempotencyKey: key,
          bookingId: payment.bookingId ?? 0,
          paymentId: payment.id,
          description: `Booking ${payment.bookingId}`,
        });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw providerDown();
    throw error;
  }
  if (!outcome) return null;
  await recordOutcome(db, payment.id, outcome);
  return outcome.status === 'pending' ? outcome.clientSecret : null;
}

/** Applies an outcome under the booking's row lock (the same lock order as paying). */
async function recordOutcome(db: Db, paymentId: number, outcome: GatewayOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await paymentById(tx, paymentId);
    if (!first) return;
    if (first.bookingId !== null) await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, first.bookingId)).for('update');
    const payment = await paymentById(tx, paymentId);
    if (payment) await applyOutcome(tx, payment, outcome);
  });
}

/** Asks the provider for a pending payment's outcome (the page calls it after Stripe confirms). */
export async function refreshPayment(db: Db, gateway: PaymentGateway, bookingId: number, viewer: Viewer, paymentId: number): Promise<{ clientSecret: string | null }> {
  await accessBooking(db, bookingId, viewer);
  const payment = await paymentById(db, paymentId);
  if (!payment || payment.bookingId !== bookingId) throw notFound(PAYMENT_MESSAGES.notFound);
  if (payment.status !== 'pending' || payment.provider !== gateway.provider || !payment.providerReference) return { clientSecret: null };
  let outcome: GatewayOutcome | null;
  try {
    outcome = await gateway.retrieve(payment.providerReference);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw providerDown();
    throw error;
  }
  if (!outcome) return { clientSecret: null };
  await recordOutcome(db, payment.id, outcome);
  return { clientSecret: outcome.status === 'pending' ? outcome.clientSecret : null };
}

/** The payment as the page sees it. */
export async function paymentResult(db: DbOrTx, paymentId: number, gateway: PaymentGateway, clientSecret: string | null = null): Promise<PaymentResult> {
  const payment = await paymentById(db, paymentId);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  const [details] = await db.select().from(paymentDetails).where(eq(paymentDetails.paymentId, paymentId)).limit(1);
  const card =
    details?.cardLast4 && details.cardExpMonth && details.cardExpYear
      ? { brand: details.cardBrand ?? 'unknown', last4: details.cardLast4, exp_month: details.cardExpMonth, exp_year: details.cardExpYear }
      : null;
  return {
    id: payment.id,
    status: payment.status as PaymentResult['status'],
    amount: payment.amountCents / 100,
    provider: payment.provider === 'stripe' ? 'stripe' : 'test',
    reference: payment.providerReference,
    card,
    test_mode: payment.provider === 'test' || gateway.testMode,
    client_secret: payment.status === 'pending' ? clientSecret : null,
    message: payment.status === 'failed' ? (details?.failureMessage ?? null) : null,
  };
}

// ---- Stripe webhook ----

/** The events we act on: each carries the PaymentIntent as it was when the event happened. */
const HANDLED_EVENTS = new Set<Stripe.Event.Type>(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);
type IntentEvent = Stripe.PaymentIntentSucceededEvent | Stripe.PaymentIntentPaymentFailedEvent | Stripe.PaymentIntentCanceledEvent;
const isIntentEvent = (event: Stripe.Event): event is IntentEvent => HANDLED_EVENTS.has(event.type);

function positiveId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Records what a (verified) Stripe event says. Finds our payment by the intent id, else by the
 * payment id in the intent's metadata (the event may arrive before we stored the intent id),
 * else, for money that moved, creates the row from the metadata's booking id. Returns whether
 * the event was one we act on.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<boolean> {
  if (!isIntentEvent(event)) return false;
  // Signed by Stripe, but still checked: our rows key on the intent id.
  const intent: StripeIntent | undefined = event.data?.object;
  if (!intent || typeof intent.id !== 'string' || !intent.id.startsWith('pi_')) return false;
  let outcome = intentOutcome(intent);
  // A failed event whose intent object does not say why (older API versions): still a decline.
  if (event.type !== 'payment_intent.succeeded' && outcome.status !== 'failed') {
    outcome = { status: 'failed', reference: intent.id, amountCents: intent.amount, card: outcome.card, code: 'card_declined', message: declineMessage(undefined, undefined) };
  }
  // A succeeded event is the provider's word even if the embedded object is stale.
  if (event.type === 'payment_intent.succeeded' && outcome.status !== 'succeeded') {
    outcome = { status: 'succeeded', reference: intent.id, amountCents: intent.amount_received || intent.amount, card: outcome.card };
  }
  const metaBooking = positiveId(intent.metadata?.booking_id);
  const metaPayment = positiveId(intent.metadata?.payment_id);

  await db.transaction(async (tx) => {
    let [payment] = await tx.select().from(payments).where(eq(payments.providerReference, intent.id)).limit(1);
    if (!payment && metaPayment) {
      const [byMeta] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, metaPayment), eq(payments.provider, 'stripe'), sql`${payments.providerReference} is null`))
        .limit(1);
      payment = byMeta;
    }
    const bookingId = payment ? payment.bookingId : metaBooking;
    // Lock order as everywhere: the booking row first.
    if (bookingId !== null) {
      const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
      if (!booking && !payment) return;
    }
    if (!payment) {
      // Money moved for an intent we never stored (its creating request died): record it.
      if (outcome.status !== 'succeeded' || bookingId === null) return;
      await tx
        .insert(payments)
        .values({ bookingId, amountCents: outcome.amountCents, status: 'pending', provider: 'stripe', providerReference: intent.id, idempotencyKey: `stripe_${intent.id}` })
        .onConflictDoNothing();
    } else if (!payment.providerReference) {
      await tx.update(payments).set({ providerReference: intent.id }).where(eq(payments.id, payment.id));
    }
    const [current] = await tx.select().from(payments).where(eq(payments.providerReference, intent.id)).limit(1);
    if (current) await applyOutcome(tx, current, outcome);
  });
  return true;
}
