/**
 * The Stripe gateway (the official package) against recorded Stripe answers served locally
 * (STRIPE_API_BASE), and the webhook with events signed by the package's test helper:
 * signature, stale timestamps, replay, out-of-order events, Stripe down, the pinned version.
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { payments } from '../../db/schema/bookings';
import { jobs } from '../../db/schema/jobs';
import { apiClient, bookThrough, createCatalogue, createUser, type CatalogueFixture, type TestUser } from '../bookings/test-fixtures';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createStripeGateway } from './stripe-gateway';
import { STRIPE_API_VERSION } from './stripe-client';

jest.setTimeout(60_000);
const WEBHOOK_SECRET = 'whsec_test_secret_for_jest';
let stripe: FakeStripe;
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let cat: CatalogueFixture;
let alice: TestUser;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({ stripeSecretKey: 'sk_test_fake', stripeApiBase: stripe.url, stripeWebhookSecret: WEBHOOK_SECRET });
  call = apiClient(ctx.app);
  cat = await createCatalogue(ctx.database.db);
  alice = await createUser(ctx.database.db);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const db = () => ctx.database.db;
let n = 0;
const newKey = () => `stripe-attempt-${Date.now()}-${++n}-xyz`;
let day = 100;
async function agreedBooking(user: TestUser) {
  const dep = await cat.departure({ inDays: day++, tourPriceCents: 250_000 });
  const booking = await bookThrough(ctx.app, user, dep.id);
  await call('PUT', `/bookings/bookings/${booking.id}`, user, { 'bookings/booking': { agree_with_the_conditions: true } });
  return booking as { id: number };
}
const pay = (id: number, body: Record<string, unknown>) => call('POST', `/bookings/bookings/${id}/payments`, alice, body);
const rows = (bookingId: number) => db().select().from(payments).where(eq(payments.bookingId, bookingId));

const sign = (payload: string, secret: string, timestamp: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
function webhook(event: unknown, opts: { secret?: string; timestamp?: number; header?: string | null } = {}) {
  const body = JSON.stringify(event);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const header = opts.header === undefined ? sign(body, opts.secret ?? WEBHOOK_SECRET, timestamp) : opts.header;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }) },
    payload: body,
  });
}
const event = (type: string, intent: object) => ({ id: `evt_${Date.now()}${++n}`, object: 'event', type, data: { object: intent } });

describe('Stripe Payment Intents', () => {
  it('reports the Stripe gateway (test keys: test mode) so the page shows the Payment Element', async () => {
    expect((await call('GET', '/payments/config')).json()).toMatchObject({ provider: 'stripe', flow: 'client', test_mode: true, test_cards: [] });
  });

  it('creates the intent in cents NZD with the booking id and our idempotency key, and hands back its client secret', async () => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    const res = await pay(booking.id, { amount: 99, idempotency_key: key });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payment).toMatchObject({ status: 'pending', provider: 'stripe', amount: 99, client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    expect(body.booking.total_paid).toBe(0);
    const sent = stripe.requests.filter((r) => r.method === 'POST' && r.headers['idempotency-key'] === key);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe('Bearer sk_test_fake');
    expect(Object.fromEntries(sent[0].form)).toMatchObject({
      amount: '9900',
      currency: 'nzd',
      'metadata[booking_id]': String(booking.id),
      'metadata[payment_id]': String(body.payment.id),
      'automatic_payment_methods[enabled]': 'true',
    });
    const [row] = await rows(booking.id);
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe', providerReference: body.payment.reference, amountCents: 9900 });
  });

  it('never accepts card numbers through our API when Stripe is active', async () => {
    const booking = await agreedBooking(alice);
    const before = stripe.requests.length;
    const res = await pay(booking.id, { amount: 99, idempotency_key: newKey(), card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(stripe.requests.length).toBe(before);
    expect(await rows(booking.id)).toEqual([]);
  });

  it('the same attempt again returns the same intent and never a second payment', async () => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    const first = (await pay(booking.id, { amount: 99, idempotency_key: key })).json();
    const second = (await pay(booking.id, { amount: 99, idempotency_key: key })).json();
    expect(second.payment).toEqual(first.payment);
    expect(await rows(booking.id)).toHaveLength(1);
  });

  it('refresh records the outcome once Stripe says it succeeded: card, paid amounts, receipt job', async () => {
    const booking = await agreedBooking(alice);
    const created = (await pay(booking.id, { amount: 99, idempotency_key: newKey() })).json();
    stripe.succeed(created.payment.reference);
    const res = await call('POST', `/bookings/bookings/${booking.id}/payments/${created.payment.id}/refresh`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }, client_secret: null });
    expect(res.json().booking).toMatchObject({ total_paid: 99, confirmed: true });
    expect(stripe.requests.at(-1)!.path).toBe(`/v1/payment_intents/${created.payment.reference}?expand[0]=latest_charge`);
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, `payment_succeeded:${created.payment.id}`))).toHaveLength(1);
  });

  it('refresh after a decline answers 402 with the reason and nothing paid', async () => {
    const booking = await agreedBooking(alice);
    const created = (await pay(booking.id, { amount: 99, idempotency_key: newKey() })).json();
    stripe.decline(created.payment.reference);
    const res = await call('POST', `/bookings/bookings/${booking.id}/payments/${created.payment.id}/refresh`, alice);
    expect(res.statusCode).toBe(402);
    expect(res.json().errors).toEqual(['Your card has insufficient funds. Please try another card or pay a smaller amount.']);
    expect(res.json().booking.total_paid).toBe(0);
  });

  it('when Stripe stays down through the package’s retries: 502, nothing charged; the same attempt later creates the intent once', async () => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    stripe.failNext(3); // the first try and both retries
    const down = await pay(booking.id, { amount: 99, idempotency_key: key });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ success: false, errors: ['We could not reach our payment provider, and nothing was charged. Please try again in a moment.'] });
    const retry = await pay(booking.id, { amount: 99, idempotency_key: key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment.client_secret).toBeTruthy();
    expect(await rows(booking.id)).toHaveLength(1);
    const sent = stripe.requests.filter((r) => r.method === 'POST' && r.headers['idempotency-key'] === key);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((r) => r.form.get('metadata[payment_id]')))).toEqual(new Set([String(retry.json().payment.id)]));
  });

  it('a passing failure is retried by the package with the same idempotency key: one intent', async () => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    const intentsBefore = stripe.intents.size;
    stripe.failNext(1);
    const res = await pay(booking.id, { amount: 99, idempotency_key: key });
    expect(res.statusCode).toBe(200);
    expect(stripe.requests.filter((r) => r.headers['idempotency-key'] === key)).toHaveLength(2);
    expect(stripe.intents.size).toBe(intentsBefore + 1);
  });

  it('sends the pinned API version, form-encoded, on every request', async () => {
    expect(STRIPE_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.[a-z]+$/);
    const booking = await agreedBooking(alice);
    const before = stripe.requests.length;
    const created = (await pay(booking.id, { amount: 99, idempotency_key: newKey() })).json();
    await call('POST', `/bookings/bookings/${booking.id}/payments/${created.payment.id}/refresh`, alice);
    const sent = stripe.requests.slice(before);
    expect(sent.map((r) => r.method)).toEqual(['POST', 'GET']);
    for (const r of sent) expect(r.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(sent[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('refunds through Stripe', () => {
  const gateway = () => createStripeGateway({ secretKey: 'sk_test_fake', apiBase: stripe.url });

  it('refunds part of an intent with our idempotency key; a retry of the same key names the same refund', async () => {
    const booking = await agreedBooking(alice);
    const created = (await pay(booking.id, { amount: 99, idempotency_key: newKey() })).json();
    stripe.succeed(created.payment.reference);
    const key = `refund:${created.payment.id}:0:5000`;
    const first = await gateway().refund({ reference: created.payment.reference, amountCents: 5000, idempotencyKey: key });
    expect(first).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^re_/) });
    const again = await gateway().refund({ reference: created.payment.reference, amountCents: 5000, idempotencyKey: key });
    expect(again).toEqual(first);
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.headers['idempotency-key'] === key);
    expect(sent).toHaveLength(2);
    expect(Object.fromEntries(sent[0].form)).toEqual({ payment_intent: created.payment.reference, amount: '5000' });
  });

  it('a refund Stripe refuses is a failed refund (decided), not an outage', async () => {
    const outcome = await gateway().refund({ reference: 'pi_3QNeverCreated00001', amountCents: 100, idempotencyKey: newKey() });
    expect(outcome).toEqual({ status: 'failed', reference: null, message: "No such payment_intent: 'pi_3QNeverCreated00001'" });
  });

  it('an outage while refunding throws GatewayUnavailableError, so the caller can retry', async () => {
    stripe.failNext(3);
    await expect(gateway().refund({ reference: 'pi_3QAnything000000001', amountCents: 100, idempotencyKey: newKey() })).rejects.toMatchObject({ name: 'GatewayUnavailableError' });
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  async function pendingIntent() {
    const booking = await agreedBooking(alice);
    const created = (await pay(booking.id, { amount: 99, idempotency_key: newKey() })).json();
    stripe.succeed(created.payment.reference);
    return { booking, payment: created.payment, intent: stripe.intents.get(created.payment.reference)! };
  }

  it('records payment_intent.succeeded once, however often Stripe replays it', async () => {
    const { booking, payment, intent } = await pendingIntent();
    const e = event('payment_intent.succeeded', intent);
    for (let i = 0; i < 3; i++) {
      const res = await webhook(e);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, received: true, handled: true });
    }
    const all = await rows(booking.id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'succeeded', amountCents: 9900 });
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, `payment_succeeded:${payment.id}`))).toHaveLength(1);
    const detail = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(detail.booking.total_paid).toBe(99);
    expect(detail.payment_cards).toEqual([{ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }]);
  });

  it('concurrent deliveries of the same event record one payment', async () => {
    const { booking, intent } = await pendingIntent();
    const e = event('payment_intent.succeeded', intent);
    const answers = await Promise.all([webhook(e), webhook(e), webhook(e)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await rows(booking.id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it('a payment_failed arriving after succeeded (out of order) does not undo the payment', async () => {
    const { booking, intent } = await pendingIntent();
    await webhook(event('payment_intent.succeeded', intent));
    const late = await webhook(event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } }));
    expect(late.statusCode).toBe(200);
    const [row] = await rows(booking.id);
    expect(row.status).toBe('succeeded');
  });

  it('payment_failed marks a pending attempt failed; a later success of the same intent (another card) records it', async () => {
    const booking = await agreedBooking(alice);
    const created = (await pay(booking.id, { amount: 99, idempotency_key: newKey() })).json();
    stripe.decline(created.payment.reference);
    await webhook(event('payment_intent.payment_failed', stripe.intents.get(created.payment.reference)!));
    expect((await rows(booking.id))[0].status).toBe('failed');
    stripe.succeed(created.payment.reference);
    await webhook(event('payment_intent.succeeded', stripe.intents.get(created.payment.reference)!));
    const [row] = await rows(booking.id);
    expect(row.status).toBe('succeeded');
    expect((await call('GET', `/bookings/bookings/${booking.id}`, alice)).json().booking.total_paid).toBe(99);
  });

  it('succeeded before we stored the intent id: found by the payment id in the metadata', async () => {
    const booking = await agreedBooking(alice);
    const [row] = await db()
      .insert(payments)
      .values({ bookingId: booking.id, amountCents: 9900, status: 'pending', provider: 'stripe', idempotencyKey: newKey() })
      .returning();
    const intent = { id: 'pi_3QEarlyEvent000001', object: 'payment_intent', amount: 9900, amount_received: 9900, currency: 'nzd', status: 'succeeded', metadata: { booking_id: String(booking.id), payment_id: String(row.id) } };
    expect((await webhook(event('payment_intent.succeeded', intent))).statusCode).toBe(200);
    const all = await rows(booking.id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: row.id, status: 'succeeded', providerReference: 'pi_3QEarlyEvent000001' });
  });

  it('money taken for an intent we never stored is still recorded against the booking in its metadata', async () => {
    const booking = await agreedBooking(alice);
    const intent = { id: 'pi_3QOrphan0000000001', object: 'payment_intent', amount: 15000, amount_received: 15000, currency: 'nzd', status: 'succeeded', metadata: { booking_id: String(booking.id) } };
    await webhook(event('payment_intent.succeeded', intent));
    await webhook(event('payment_intent.succeeded', intent));
    const all = await rows(booking.id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'succeeded', amountCents: 15000, providerReference: 'pi_3QOrphan0000000001' });
  });

  it('refuses a wrong signature, a missing one, another secret, and an old timestamp, recording nothing', async () => {
    const { booking, intent } = await pendingIntent();
    const e = event('payment_intent.succeeded', intent);
    const body = JSON.stringify(e);
    const now = Math.floor(Date.now() / 1000);
    const answers = [
      await webhook(e, { header: null }),
      await webhook(e, { secret: 'whsec_someone_else' }),
      await webhook(e, { timestamp: now - 3600 }),
      await webhook(e, { header: `t=${now},v1=${'0'.repeat(64)}` }),
      await webhook(e, { header: 'nonsense' }),
      // Signed, then tampered with: the amount changed after signing.
      await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(body, WEBHOOK_SECRET, now) },
        payload: body.replace('"amount":9900', '"amount":1'),
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    for (const a of answers) expect(a.json().success).toBe(false);
    expect((await rows(booking.id))[0].status).toBe('pending');
  });

  it('a bad signature answers 400 saying so, and records nothing', async () => {
    const { booking, intent } = await pendingIntent();
    const res = await webhook(event('payment_intent.succeeded', intent), { secret: 'whsec_someone_else' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errors: [expect.stringMatching(/^Invalid Stripe signature: No signatures found matching/)] });
    expect((await rows(booking.id))[0].status).toBe('pending');
  });

  it('a stale timestamp (a capture replayed six minutes later) answers 400, and records nothing', async () => {
    const { booking, intent } = await pendingIntent();
    const res = await webhook(event('payment_intent.succeeded', intent), { timestamp: Math.floor(Date.now() / 1000) - 360 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errors: ['Invalid Stripe signature: Timestamp outside the tolerance zone'] });
    expect((await rows(booking.id))[0].status).toBe('pending');
  });

  it('acknowledges events it does not act on', async () => {
    const res = await webhook(event('customer.created', { id: 'cus_123' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: true, handled: false });
  });
});
