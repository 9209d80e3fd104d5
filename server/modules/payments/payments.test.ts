/**
 * Paying a booking through the embedded test gateway: the amount rules, declines, ownership,
 * locked bookings, idempotency (also under concurrent double submission), the booking's new
 * state, the receipt job, and what the booking detail shows afterwards.
 */
import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/bookings';
import { paymentDetails } from '../../db/schema/payments';
import { jobs } from '../../db/schema/jobs';
import { bookingWorld, bookThrough, type TestUser, type BookingWorld } from '../bookings/test-fixtures';

jest.setTimeout(60_000);
let { ctx, call, cat, alice, bob, admin } = {} as BookingWorld;
beforeAll(async () => ({ ctx, call, cat, alice, bob, admin } = await bookingWorld()), 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
let keyCounter = 0;
const newKey = () => `attempt-${Date.now()}-${++keyCounter}-abcdef`;
const VISA = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Aroha Ngata' };
const card = (number: string, extra: Partial<typeof VISA> = {}) => ({ ...VISA, number, ...extra });

/** A booking of `travellers` on a departure `inDays` away, conditions agreed. */
const usedDays = new Set<number>();
async function agreedBooking(user: TestUser, inDays = 120, travellers = 1) {
  // One departure per tour and date: take the next free day from `inDays` on.
  let day = inDays;
  while (usedDays.has(day)) day++;
  usedDays.add(day);
  const dep = await cat.departure({ inDays: day, tourPriceCents: 250_000 });
  const booking = await bookThrough(ctx.app, user, dep.id, travellers);
  const res = await call('PUT', `/bookings/bookings/${booking.id}`, user, { 'bookings/booking': { agree_with_the_conditions: true } });
  expect(res.statusCode).toBe(200);
  return booking as { id: number };
}

const pay = (user: TestUser | null, id: number, body: Record<string, unknown>) => call('POST', `/bookings/bookings/${id}/payments`, user, body);
const paymentRows = (bookingId: number) => db().select().from(payments).where(eq(payments.bookingId, bookingId));

describe('GET /api/payments/config', () => {
  it('says the embedded test gateway is active and in test mode, with numbers to try', async () => {
    const res = await call('GET', '/payments/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, provider: 'test', test_mode: true, flow: 'card' });
    expect(res.json().test_cards.map((c: { number: string }) => c.number)).toContain('4242 4242 4242 4242');
  });
});

describe('POST /api/bookings/bookings/{id}/payments (test gateway)', () => {
  it('takes the deposit: records the payment with card brand, last 4 and expiry, and the booking counts as Booked', async () => {
    const booking = await agreedBooking(alice, 120, 2);
    const res = await pay(alice, booking.id, { amount: 198, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.payment).toMatchObject({ status: 'succeeded', amount: 198, provider: 'test', test_mode: true, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } });
    expect(body.payment.reference).toMatch(/^test_pi_[0-9a-f]{24}$/);
    expect(body.booking).toMatchObject({ total: 5000, total_paid: 198, balance_remaining: 4802, confirmed: true, complete: false, new_booking: false });
    expect(body.payment_cards).toEqual([{ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }]);
    expect(body.payments).toEqual([
      expect.objectContaining({ amount: 198, status: 'succeeded', provider: 'test', reference: body.payment.reference, card: body.payment_cards[0] }),
    ]);
    // Never the number or the CVC.
    const [details] = await db().select().from(paymentDetails).where(eq(paymentDetails.paymentId, body.payment.id));
    expect(JSON.stringify(details)).not.toContain('4242424242424242');
    expect(JSON.stringify(details)).not.toContain('"123"');
    // The list reads it too: Booked (SPEC 4.3 card status reads total_paid).
    const list = await call('GET', '/bookings/bookings', alice);
    expect(list.json()['bookings/bookings'].find((b: { id: number }) => b.id === booking.id)).toMatchObject({ total_paid: 198, confirmed: true });
  });

  it('enqueues exactly one payment_succeeded job per succeeded payment, in the same transaction', async () => {
    const booking = await agreedBooking(alice);
    const res = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    const paymentId = res.json().payment.id;
    const found = await db().select().from(jobs).where(eq(jobs.dedupeKey, `payment_succeeded:${paymentId}`));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: 'payment_succeeded', payload: { paymentId } });
  });

  it('takes the balance after the deposit; paid in full makes the booking complete and refuses more', async () => {
    const booking = await agreedBooking(alice);
    expect((await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA })).statusCode).toBe(200);
    const second = await pay(alice, booking.id, { amount: 2401, idempotency_key: newKey(), card: card('5555 5555 5555 4444') });
    expect(second.statusCode).toBe(200);
    expect(second.json().booking).toMatchObject({ total_paid: 2500, balance_remaining: 0, complete: true, minimum_payment: 0 });
    expect(second.json().payment_cards.map((c: { brand: string; last4: string }) => `${c.brand} ${c.last4}`)).toEqual(['visa 4242', 'mastercard 4444']);
    const more = await pay(alice, booking.id, { amount: 1, idempotency_key: newKey(), card: VISA });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ success: false, errors: ['This booking is already paid in full. Thank you!'] });
  });

  it('refuses less than the minimum, more than the balance, and amounts that are not whole cents', async () => {
    const booking = await agreedBooking(alice, 120, 2);
    const tooSmall = await pay(alice, booking.id, { amount: 197.99, idempotency_key: newKey(), card: VISA });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().errors).toEqual(['The smallest payment we can take now is NZ$198.']);
    const tooLarge = await pay(alice, booking.id, { amount: 5000.01, idempotency_key: newKey(), card: VISA });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual(['The most you can pay is the balance of NZ$5,000.']);
    const fraction = await pay(alice, booking.id, { amount: 250.005, idempotency_key: newKey(), card: VISA });
    expect(fraction.statusCode).toBe(400);
    for (const amount of [0, -5, '99', null]) {
      const bad = await pay(alice, booking.id, { amount, idempotency_key: newKey(), card: VISA });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect(await paymentRows(booking.id)).toEqual([]);
  });

  it('inside 56 days the whole balance is due: a deposit is refused, the full amount accepted', async () => {
    const booking = await agreedBooking(alice, 40);
    const detail = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(detail.booking).toMatchObject({ can_pay_partially: false, minimum_payment: 2500 });
    expect((await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA })).statusCode).toBe(400);
    const full = await pay(alice, booking.id, { amount: 2500, idempotency_key: newKey(), card: VISA });
    expect(full.statusCode).toBe(200);
    expect(full.json().booking).toMatchObject({ balance_remaining: 0, complete: true });
  });

  it('after the deposit any amount of at least NZ$1 up to the balance is accepted', async () => {
    const booking = await agreedBooking(alice);
    await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect((await pay(alice, booking.id, { amount: 0.99, idempotency_key: newKey(), card: VISA })).statusCode).toBe(400);
    const part = await pay(alice, booking.id, { amount: 100.5, idempotency_key: newKey(), card: VISA });
    expect(part.statusCode).toBe(200);
    expect(part.json().booking).toMatchObject({ total_paid: 199.5, balance_remaining: 2300.5 });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined. Please try another card or contact your bank.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds. Please try another card or pay a smaller amount.'],
    ['4000 0000 0000 0069', 'Your card has expired. Please check the expiry date or use another card.'],
    ['4000 0000 0000 0127', 'Your card’s security code (CVC) is incorrect. Please check it and try again.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect. Please check it and try again.'],
    ['4111 1111 1111 1111', 'This is test mode, so real cards cannot be used and no real money moves. Please use a test card such as 4242 4242 4242 4242.'],
  ])('declines %s with a message a customer understands and records nothing paid', async (number, message) => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    const res = await pay(alice, booking.id, { amount: 99, idempotency_key: key, card: card(number) });
    expect(res.statusCode).toBe(402);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errors: [message], payment: { status: 'failed', message } });
    expect(body.booking).toMatchObject({ total_paid: 0, balance_remaining: 2500, confirmed: false });
    expect(body.payment_cards).toEqual([]);
    // The same attempt again: the same answer, still one (failed) row.
    const again = await pay(alice, booking.id, { amount: 99, idempotency_key: key, card: card(number) });
    expect(again.statusCode).toBe(402);
    expect(again.json().errors).toEqual([message]);
    const rows = await paymentRows(booking.id);
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, `payment_succeeded:${rows[0].id}`))).toEqual([]);
  });

  it('declines a card whose expiry has passed', async () => {
    const booking = await agreedBooking(alice);
    const res = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: card('4242424242424242', { expiry: '01/20' }) });
    expect(res.statusCode).toBe(402);
    expect(res.json().errors).toEqual(['Your card has expired. Please check the expiry date or use another card.']);
  });

  it('asks for the card when none is sent, and refuses unknown fields in it', async () => {
    const booking = await agreedBooking(alice);
    const none = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey() });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual(['Please enter your card details.']);
    const extra = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: { ...VISA, pin: '1234' } });
    expect(extra.statusCode).toBe(400);
    const badKey = await pay(alice, booking.id, { amount: 99, idempotency_key: 'short', card: VISA });
    expect(badKey.statusCode).toBe(400);
  });

  it('needs the conditions agreed first', async () => {
    const dep = await cat.departure({ inDays: 400 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const res = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['Please agree to the booking conditions before paying.']);
  });
});

describe('who may pay', () => {
  it('needs a session: 401 without the headers', async () => {
    const booking = await agreedBooking(alice);
    const res = await pay(null, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another customer's booking, exactly like a missing one, and charges nothing", async () => {
    const booking = await agreedBooking(alice);
    const res = await pay(bob, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    const missing = await pay(bob, 99_999_999, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(missing.json());
    expect(await paymentRows(booking.id)).toEqual([]);
  });

  it('lets an admin pay any booking (the answer also carries currentBooking)', async () => {
    const booking = await agreedBooking(alice);
    const res = await pay(admin, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentBooking.booking).toMatchObject({ id: booking.id, total_paid: 99 });
  });

  it('a locked booking refuses changes but can still be paid', async () => {
    const booking = await agreedBooking(alice);
    await db().update(bookings).set({ locked: true }).where(eq(bookings.id, booking.id));
    const change = await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { promo_code_string: 'X' } });
    expect(change.statusCode).toBe(423);
    const res = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ locked: true, total_paid: 99 });
  });

  it('an archived booking cannot be paid online', async () => {
    const booking = await agreedBooking(alice);
    await db().update(bookings).set({ archived: true }).where(eq(bookings.id, booking.id));
    const res = await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect(res.statusCode).toBe(409);
  });

  it('a paid booking can no longer be deleted', async () => {
    const booking = await agreedBooking(alice);
    await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA });
    expect((await call('DELETE', `/bookings/bookings/${booking.id}`, alice)).statusCode).toBe(409);
  });
});

describe('idempotency', () => {
  it('the same key answers the same payment and never charges twice', async () => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    const first = await pay(alice, booking.id, { amount: 99, idempotency_key: key, card: VISA });
    const second = await pay(alice, booking.id, { amount: 99, idempotency_key: key, card: VISA });
    expect(second.statusCode).toBe(200);
    expect(second.json().payment).toEqual(first.json().payment);
    expect(second.json().booking.total_paid).toBe(99);
    expect(await paymentRows(booking.id)).toHaveLength(1);
  });

  it('concurrent double submission of one attempt gives exactly one payment row', async () => {
    const booking = await agreedBooking(alice);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(alice, booking.id, { amount: 99, idempotency_key: key, card: VISA })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().payment.id)).size).toBe(1);
    const rows = await paymentRows(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountCents: 9900 });
  });

  it('concurrent attempts with different keys can never pay more than the balance', async () => {
    const booking = await agreedBooking(alice, 40);
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(alice, booking.id, { amount: 2500, idempotency_key: newKey(), card: VISA })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const detail = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(detail.booking).toMatchObject({ total_paid: 2500, balance_remaining: 0 });
  });

  it('a key used for another amount or booking is refused, not reused', async () => {
    const booking = await agreedBooking(alice);
    const other = await agreedBooking(alice);
    const key = newKey();
    await pay(alice, booking.id, { amount: 99, idempotency_key: key, card: VISA });
    const otherAmount = await pay(alice, booking.id, { amount: 150, idempotency_key: key, card: VISA });
    expect(otherAmount.statusCode).toBe(409);
    const otherBooking = await pay(alice, other.id, { amount: 99, idempotency_key: key, card: VISA });
    expect(otherBooking.statusCode).toBe(409);
    expect(await paymentRows(other.id)).toEqual([]);
  });

  it("another customer cannot replay someone's key to read their payment", async () => {
    const booking = await agreedBooking(alice);
    const mine = await agreedBooking(bob);
    const key = newKey();
    await pay(alice, booking.id, { amount: 99, idempotency_key: key, card: VISA });
    const res = await pay(bob, mine.id, { amount: 99, idempotency_key: key, card: VISA });
    expect(res.statusCode).toBe(409);
    expect(JSON.stringify(res.json())).not.toContain('4242');
  });
});

describe('POST /api/bookings/bookings/{id}/payments/{paymentId}/refresh', () => {
  it('returns a test payment as it is, and 404 for a payment of another booking', async () => {
    const booking = await agreedBooking(alice);
    const other = await agreedBooking(alice);
    const paid = (await pay(alice, booking.id, { amount: 99, idempotency_key: newKey(), card: VISA })).json();
    const res = await call('POST', `/bookings/bookings/${booking.id}/payments/${paid.payment.id}/refresh`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ id: paid.payment.id, status: 'succeeded' });
    expect((await call('POST', `/bookings/bookings/${other.id}/payments/${paid.payment.id}/refresh`, alice)).statusCode).toBe(404);
    expect((await call('POST', `/bookings/bookings/${booking.id}/payments/${paid.payment.id}/refresh`, bob)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the payment routes with their bodies and answers', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const pay = paths['/api/bookings/bookings/{id}/payments'].post;
    expect(pay.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['amount', 'idempotency_key']));
    expect(Object.keys(pay.responses)).toEqual(expect.arrayContaining(['200', '400', '402', '404', '409']));
    expect(paths['/api/bookings/bookings/{id}/payments/{paymentId}/refresh'].post).toBeDefined();
    expect(paths['/api/payments/stripe/webhook'].post.summary).toMatch(/Stripe webhook/);
    expect(paths['/api/payments/config'].get).toBeDefined();
  });
});
