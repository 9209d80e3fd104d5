/**
 * Staff actions on bookings through the API (issue 18): search, lock, cancel with a full or
 * partial refund, refund, offline payment, charges and credits, resend the confirmation. Each
 * writes the audit log with the staff member, moves money once (idempotency keys, never more
 * than was paid) and emails the customer through the job queue. PGlite and PostgreSQL.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { bookingEvents, bookings, payments } from '../../db/schema/bookings';
import { rowsOf } from '../../db/client';
import type { MailMessage, Mailer } from '../../lib/mail';
import { AUDIT_PAGE_SIZE, LIST_COUNT_LIMIT, STAFF_MESSAGES } from '../../../contract/staff';
import { jobHandlers } from '../jobs/plugin';
import { runDueJobs } from '../jobs/worker';
import type { PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/test-gateway';
import { addDays, todayInNz } from '../../../contract/dates';
import { apiClient, bookThrough, createCatalogue, createUser, seatsLeft, type CatalogueFixture, type TestUser } from '../bookings/test-fixtures';
import { cancelBooking } from './bookings';
import { withStatementLog } from '../../test/statements';

jest.setTimeout(120_000);
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let cat: CatalogueFixture;
let staff: TestUser;
const VISA = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Aroha Ngata' };
let keyN = 0;
const key = () => `staff-test-key-${Date.now()}-${++keyN}`;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitExemptIps: ['127.0.0.1'] });
  call = apiClient(ctx.app);
  cat = await createCatalogue(ctx.database.db);
  staff = await createUser(ctx.database.db, { isAdmin: true, firstName: 'Staffer' });
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message: MailMessage) {
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  };
}
const runJobs = async () => {
  const mailer = recordingMailer();
  await runDueJobs({ db: db(), mailer, config: ctx.config, handlers: jobHandlers }, { now: new Date() });
  return mailer;
};
const detail = async (user: TestUser, id: number) => (await call('GET', `/bookings/bookings/${id}`, user)).json();
let nextDay = 100;
async function paidBooking(opts: { inDays?: number; travellers?: number; pay?: number[]; seats?: number } = {}) {
  const customer = await createUser(db(), { firstName: 'Aroha' });
  const departure = await cat.departure({ inDays: opts.inDays ?? nextDay++, seats: opts.seats ?? 16 });
  const booking = await bookThrough(ctx.app, customer, departure.id, opts.travellers ?? 2);
  await call('PUT', `/bookings/bookings/${booking.id}`, customer, { 'bookings/booking': { agree_with_the_conditions: true } });
  for (const amount of opts.pay ?? []) {
    const res = await call('POST', `/bookings/bookings/${booking.id}/payments`, customer, { amount, idempotency_key: key(), card: VISA });
    if (res.statusCode !== 200) throw new Error(`payment failed ${res.body}`);
  }
  return { customer, departure, id: booking.id as number };
}
async function events(id: number) {
  return (await call('GET', `/staff/bookings/${id}/events`, staff)).json().events as { action: string; actor_kind: string; actor_email: string | null; detail: Record<string, unknown> }[];
}

describe('search', () => {
  it('finds bookings by traveller or customer name, email, id, tour, dates and status, paginated', async () => {
    const { customer, id, departure } = await paidBooking({ pay: [300], inDays: 90 });
    const booking = await detail(customer, id);
    await call('PUT', `/bookings/bookings/${id}`, customer, {
      'bookings/booking': { travellers: [{ id: booking.travellers[0].id, title: 'Ms', first_name: 'Wikitoria', last_name: "O'Hara-Ngāti", date_of_birth: '1990-01-01', nationality: 'New Zealander' }] },
    });
    const search = async (query: string) => (await call('GET', `/staff/bookings?${query}`, staff)).json();
    expect((await search('q=wikitoria')).bookings.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await search(`q=${encodeURIComponent("o'hara ngāti".split(' ')[0])}`)).bookings.map((b: { id: number }) => b.id)).toContain(id);
    expect((await search(`q=${encodeURIComponent(customer.email)}`)).bookings.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await search(`q=${id}`)).bookings[0]).toMatchObject({ id, customer_email: customer.email, tour_slug: cat.tour.contentId, departure_date: departure.date, travellers: 2, paid: 300, status: 'Booked' });
    expect((await search(`tour=${cat.tour.contentId}&from=${departure.date}&to=${departure.date}`)).bookings.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await search(`tour=${cat.tour.apiId}&from=${departure.date}&to=${departure.date}&status=Incomplete`)).bookings).toEqual([]);
    // A LIKE wildcard is a character, not "everything".
    expect((await search('q=%25')).total).toBe(0);
    const page = await search('per_page=1&page=1');
    expect(page).toMatchObject({ page: 1, per_page: 1 });
    expect(page.bookings).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('answers a page and its count in two statements; a page past the end still says the total', async () => {
    const search = async (query: string) => (await call('GET', `/staff/bookings?${query}`, staff)).json();
    await paidBooking({ travellers: 1 });
    const all = await search('per_page=100');
    const { result, statements } = await withStatementLog(ctx.database, () => call('GET', '/staff/bookings?per_page=2&page=1', staff));
    expect(result.json()).toMatchObject({ total: all.total, total_capped: false, page: 1, per_page: 2 });
    expect(result.json().bookings.map((b: { id: number }) => b.id)).toEqual(all.bookings.slice(0, 2).map((b: { id: number }) => b.id));
    expect(statements.length).toBeLessThanOrEqual(3); // the session, the page, the count
    const past = await search(`per_page=2&page=${Math.ceil(all.total / 2) + 1}`);
    expect(past).toMatchObject({ bookings: [], total: all.total });
  });

  it(`counts at most ${LIST_COUNT_LIMIT} matches and says there are more; the page is still the newest`, async () => {
    const other = await paidBooking({ travellers: 1 });
    const { id } = await paidBooking({ travellers: 1 });
    // Copies of one booking, enough to pass the limit, removed again after the test.
    const copies = await ctx.database.db.execute(sql`
      insert into bookings (user_id, departure_id, status, total_cents, created_at)
      select user_id, departure_id, status, total_cents, created_at - make_interval(mins => g)
      from bookings, generate_series(1, ${LIST_COUNT_LIMIT}) g where id = ${id}
      returning id`);
    const copyIds = rowsOf<{ id: number }>(copies).map((r) => r.id);
    try {
      const body = (await call('GET', '/staff/bookings?per_page=3', staff)).json();
      expect(body).toMatchObject({ total: LIST_COUNT_LIMIT, total_capped: true, per_page: 3 });
      expect(body.bookings[0].id).toBe(id);
      // A filter that matches fewer is counted exactly.
      const one = (await call('GET', `/staff/bookings?q=${encodeURIComponent(other.customer.email)}`, staff)).json();
      expect(one).toMatchObject({ total: 1, total_capped: false });
    } finally {
      await ctx.database.db.delete(bookings).where(inArray(bookings.id, copyIds));
    }
  });

  it('refuses unknown statuses and reversed dates with clear messages', async () => {
    const bad = await call('GET', '/staff/bookings?status=Paid', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/querystring\.status/);
    const reversed = await call('GET', '/staff/bookings?from=2027-02-01&to=2027-01-01', staff);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([STAFF_MESSAGES.datesOrder]);
  });
});

describe('lock', () => {
  it('locks (the customer can no longer change it) and unlocks, with the staff member in the audit log', async () => {
    const { customer, id } = await paidBooking();
    const locked = await call('PUT', `/staff/bookings/${id}/lock`, staff, { locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().booking.locked).toBe(true);
    expect((await call('PUT', `/bookings/bookings/${id}`, customer, { 'bookings/booking': { travellers: [{}] } })).statusCode).toBe(423);
    expect((await call('PUT', `/staff/bookings/${id}/lock`, staff, { locked: false })).json().booking.locked).toBe(false);
    expect((await call('PUT', `/bookings/bookings/${id}`, customer, { 'bookings/booking': { travellers: [{}] } })).statusCode).toBe(200);
    const log = await events(id);
    expect(log.filter((e) => e.action === 'locked' || e.action === 'unlocked').map((e) => [e.action, e.actor_kind, e.actor_email])).toEqual([
      ['locked', 'staff', staff.email],
      ['unlocked', 'staff', staff.email],
    ]);
    expect((await call('PUT', '/staff/bookings/999999999/lock', staff, { locked: true })).statusCode).toBe(404);
    expect((await call('PUT', `/staff/bookings/${id}/lock`, staff, { locked: 'yes' })).statusCode).toBe(400);
  });
});

describe('cancel', () => {
  it('with a partial refund: seats back, the refund on the payments, the customer emailed, the waitlist offered, the audit log names staff', async () => {
    const { customer, departure, id } = await paidBooking({ seats: 2, travellers: 2, pay: [300, 200] });
    expect(await seatsLeft(db(), departure.id)).toBe(0);
    const waiting = await call('POST', '/waitlist', null, { departure_id: `departure-${departure.id}`, email: 'waiting.kea@example.com' });
    expect(waiting.statusCode).toBe(200);
    await runJobs();

    const res = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 350, idempotency_key: key(), reason: 'Family emergency' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, refunded: 350, booking: { id, status: 'Cancelled', travellers: 0 } });
    expect(await seatsLeft(db(), departure.id)).toBe(2);
    // Newest payment first: all 200 of the second, 150 of the first.
    const rows = (await db().select().from(payments).where(eq(payments.bookingId, id))).sort((a, b) => a.id - b.id);
    expect(rows.map((p) => [p.amountCents, p.refundedCents, p.status])).toEqual([
      [30_000, 15_000, 'succeeded'],
      [20_000, 20_000, 'refunded'],
    ]);
    const wire = await detail(customer, id);
    expect(wire.booking).toMatchObject({ status: 'Cancelled', total_paid: 150 });

    const mailer = await runJobs();
    const cancelled = mailer.sent.find((m) => m.to === customer.email && m.subject.includes('has been cancelled'));
    expect(cancelled?.text).toContain('We have refunded NZ$350.00');
    expect(cancelled?.text).toContain('Family emergency');
    expect(mailer.sent.some((m) => m.to === 'waiting.kea@example.com')).toBe(true);

    const log = await events(id);
    expect(log.at(-1)).toMatchObject({ action: 'cancelled', actor_kind: 'staff', actor_email: staff.email, detail: { before: { status: 'Booked', paid_cents: 50_000 }, after: { status: 'Cancelled', paid_cents: 15_000 } } });
  });

  it('an unpaid booking is cancelled with nothing to refund; an expired one without freeing its seats twice', async () => {
    const { departure, id } = await paidBooking({ travellers: 1 });
    const res = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 0, idempotency_key: key() });
    expect(res.json()).toMatchObject({ refunded: 0, booking: { status: 'Cancelled' } });
    expect(await seatsLeft(db(), departure.id)).toBe(16);

    const held = await paidBooking({ travellers: 2 });
    expect(await seatsLeft(db(), held.departure.id)).toBe(14);
    // The hold ends (a moved clock): its 2 seats come back once.
    await runDueJobs({ db: db(), mailer: recordingMailer(), config: ctx.config, handlers: jobHandlers }, { now: new Date(Date.now() + 49 * 3_600_000) });
    expect((await call('GET', `/staff/bookings?q=${held.id}`, staff)).json().bookings[0].status).toBe('Expired');
    expect(await seatsLeft(db(), held.departure.id)).toBe(16);
    const cancelled = await call('POST', `/staff/bookings/${held.id}/cancel`, staff, { refund: 0, idempotency_key: key() });
    expect(cancelled.json().booking.status).toBe('Cancelled');
    expect(await seatsLeft(db(), held.departure.id)).toBe(16);
  });

  it('never refunds more than was paid by card, and says how much can be', async () => {
    const { departure, id } = await paidBooking({ pay: [300] });
    const res = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 300.01, idempotency_key: key() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([STAFF_MESSAGES.refundTooMuch('NZ$300.00')]);
    // Nothing happened: the booking is live, its seats held, its payment whole.
    expect((await call('GET', `/staff/bookings?q=${id}`, staff)).json().bookings[0]).toMatchObject({ status: 'Booked', paid: 300 });
    expect(await seatsLeft(db(), departure.id)).toBe(14);
    const fractional = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 1.005, idempotency_key: key() });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().errors).toEqual([STAFF_MESSAGES.wholeCents]);
  });

  it('is idempotent: the same key answers the first result; a second cancel is refused; concurrent cancels refund once', async () => {
    const { departure, id } = await paidBooking({ pay: [400] });
    const k = key();
    const first = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 400, idempotency_key: k });
    const again = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 400, idempotency_key: k });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().refunded).toBe(400);
    const other = await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 0, idempotency_key: key() });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors).toEqual([STAFF_MESSAGES.alreadyCancelled]);
    expect(await seatsLeft(db(), departure.id)).toBe(16);

    const second = await paidBooking({ pay: [500] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/staff/bookings/${second.id}/cancel`, staff, { refund: 500, idempotency_key: key() })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, second.id));
    expect(payment.refundedCents).toBe(50_000);
    expect(await seatsLeft(db(), second.departure.id)).toBe(16);
  });

  it('a gateway failure changes nothing, and the retry sends the same refund key (never refunded twice)', async () => {
    const { departure, id } = await paidBooking({ pay: [300] });
    const keys: string[] = [];
    const real = createTestGateway();
    const down: PaymentGateway = { ...real, refund: async (r) => (keys.push(r.idempotencyKey), { status: 'failed', reference: null, message: 'card closed' }) };
    const staffViewer = { id: staff.id, isAdmin: true };
    await expect(cancelBooking(db(), down, id, staffViewer, { refundCents: 30_000, key: 'gateway-down-key-0001', reason: null })).rejects.toMatchObject({ statusCode: 502 });
    expect(await seatsLeft(db(), departure.id)).toBe(14);
    const up: PaymentGateway = { ...real, refund: async (r) => (keys.push(r.idempotencyKey), real.refund(r)) };
    await expect(cancelBooking(db(), up, id, staffViewer, { refundCents: 30_000, key: 'gateway-down-key-0001', reason: null })).resolves.toEqual({ refundedCents: 30_000 });
    expect(keys[0]).toBe(keys[1]);
    expect(await seatsLeft(db(), departure.id)).toBe(16);
  });

  it('answers 404 for a missing booking and 400 without a key', async () => {
    expect((await call('POST', '/staff/bookings/999999999/cancel', staff, { refund: 0, idempotency_key: key() })).statusCode).toBe(404);
    const noKey = await call('POST', '/staff/bookings/1/cancel', staff, { refund: 0 });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors).toEqual(['body.idempotency_key is required']);
  });
});

describe('refund', () => {
  it('gives back a credit after a price drop, keeps the booking, emails the customer; never more than paid', async () => {
    const { customer, id } = await paidBooking({ travellers: 1, pay: [2500] });
    const credit = await call('POST', `/staff/bookings/${id}/items`, staff, { description: 'Goodwill credit', amount: -200, idempotency_key: key() });
    expect(credit.json().booking).toMatchObject({ total: 2300, paid: 2500, credit: 200 });
    const k = key();
    const res = await call('POST', `/staff/bookings/${id}/refund`, staff, { amount: 200, idempotency_key: k });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refunded: 200, booking: { status: 'Booked', paid: 2300, credit: 0, balance: 0 } });
    expect((await call('POST', `/staff/bookings/${id}/refund`, staff, { amount: 200, idempotency_key: k })).json().booking.paid).toBe(2300);
    const tooMuch = await call('POST', `/staff/bookings/${id}/refund`, staff, { amount: 2300.01, idempotency_key: key() });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors).toEqual([STAFF_MESSAGES.refundTooMuch('NZ$2,300.00')]);
    const mailer = await runJobs();
    expect(mailer.sent.find((m) => m.to === customer.email && m.subject.startsWith('Refund of NZ$200.00'))?.text).toContain('Nothing is left to pay.');
    expect((await events(id)).at(-1)).toMatchObject({ action: 'refunded', actor_email: staff.email });
  });
});

describe('offline payment', () => {
  it('records a bank transfer as paid on the day it arrived, sends the receipt and the confirmation, once per key', async () => {
    const { customer, id } = await paidBooking({ travellers: 1 });
    const receivedOn = addDays(todayInNz(), -2);
    const k = key();
    const body = { amount: 1000, received_on: receivedOn, reference: 'ANZ 12-3456 SMITH', idempotency_key: k };
    const res = await call('POST', `/staff/bookings/${id}/payments`, staff, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: { amount: 1000, received_on: receivedOn, reference: 'ANZ 12-3456 SMITH' }, booking: { paid: 1000, balance: 1500, status: 'Booked', hold_expires_at: null } });
    const replay = await call('POST', `/staff/bookings/${id}/payments`, staff, body);
    expect(replay.json().payment.id).toBe(res.json().payment.id);
    expect((await call('POST', `/staff/bookings/${id}/payments`, staff, { ...body, amount: 999 })).statusCode).toBe(409);
    const wire = await detail(customer, id);
    expect(wire.payments).toEqual([expect.objectContaining({ provider: 'offline', amount: 1000, status: 'succeeded' })]);
    const mailer = await runJobs();
    const subjects = mailer.sent.filter((m) => m.to === customer.email).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Receipt: NZ$1,000.00'))).toBe(true);
    expect(mailer.sent.find((m) => m.to === customer.email && m.subject.startsWith('Receipt'))?.text).toContain(`on ${Number(receivedOn.slice(8))} `);
    expect(subjects.some((s) => /confirm/i.test(s))).toBe(true);
    expect((await events(id)).at(-1)).toMatchObject({ action: 'offline_payment', actor_kind: 'staff', actor_email: staff.email });
  });

  it('refuses a future date, a blank reference, a cancelled booking and a missing one', async () => {
    const { id } = await paidBooking({ travellers: 1 });
    const future = await call('POST', `/staff/bookings/${id}/payments`, staff, { amount: 10, received_on: addDays(todayInNz(), 1), reference: 'x', idempotency_key: key() });
    expect(future.json().errors).toEqual([STAFF_MESSAGES.receivedInFuture]);
    const blank = await call('POST', `/staff/bookings/${id}/payments`, staff, { amount: 10, received_on: todayInNz(), reference: '   ', idempotency_key: key() });
    expect(blank.statusCode).toBe(400);
    await call('POST', `/staff/bookings/${id}/cancel`, staff, { refund: 0, idempotency_key: key() });
    const cancelled = await call('POST', `/staff/bookings/${id}/payments`, staff, { amount: 10, received_on: todayInNz(), reference: 'x', idempotency_key: key() });
    expect([cancelled.statusCode, cancelled.json().errors]).toEqual([409, [STAFF_MESSAGES.notLive]]);
    expect((await call('POST', '/staff/bookings/999999999/payments', staff, { amount: 10, received_on: todayInNz(), reference: 'x', idempotency_key: key() })).statusCode).toBe(404);
  });

  it('an offline payment is not refunded through the card gateway', async () => {
    const { id } = await paidBooking({ travellers: 1 });
    await call('POST', `/staff/bookings/${id}/payments`, staff, { amount: 500, received_on: todayInNz(), reference: 'Bank', idempotency_key: key() });
    const res = await call('POST', `/staff/bookings/${id}/refund`, staff, { amount: 100, idempotency_key: key() });
    expect([res.statusCode, res.json().errors]).toEqual([409, [STAFF_MESSAGES.refundTooMuch('NZ$0.00')]]);
  });
});

describe('charges and credits', () => {
  it('appear in ad_hoc_items and the total; a paid booking reopens its balance and the customer is told; once per key', async () => {
    const { customer, id } = await paidBooking({ travellers: 1, pay: [2500] });
    const k = key();
    const res = await call('POST', `/staff/bookings/${id}/items`, staff, { description: 'Airport transfer', amount: 85.5, idempotency_key: k });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item: { description: 'Airport transfer', amount: 85.5 }, booking: { total: 2585.5, balance: 85.5 } });
    expect((await call('POST', `/staff/bookings/${id}/items`, staff, { description: 'Airport transfer', amount: 85.5, idempotency_key: k })).json().booking.total).toBe(2585.5);
    const wire = await detail(customer, id);
    expect(wire.ad_hoc_items).toEqual([expect.objectContaining({ description: 'Airport transfer', amount: 85.5 })]);
    expect(wire.booking).toMatchObject({ total: 2585.5, balance_remaining: 85.5, complete: false });
    const mailer = await runJobs();
    expect(mailer.sent.some((m) => m.to === customer.email && /new total NZ\$2,585\.50/.test(m.subject))).toBe(true);
    expect((await events(id)).at(-1)).toMatchObject({ action: 'charge_added', actor_email: staff.email, detail: { request: { amount_cents: 8550 } } });

    const zero = await call('POST', `/staff/bookings/${id}/items`, staff, { description: 'Nothing', amount: 0, idempotency_key: key() });
    expect(zero.json().errors).toEqual([STAFF_MESSAGES.zeroAmount]);
    expect((await call('POST', `/staff/bookings/${id}/items`, staff, { description: '', amount: 5, idempotency_key: key() })).statusCode).toBe(400);
  });
});

describe('resend confirmation', () => {
  it('sends the confirmation again for a paid booking; refuses one with nothing paid', async () => {
    const paid = await paidBooking({ travellers: 1, pay: [300] });
    await runJobs();
    expect((await call('POST', `/staff/bookings/${paid.id}/resend_confirmation`, staff)).statusCode).toBe(200);
    const mailer = await runJobs();
    const mail = mailer.sent.filter((m) => m.to === paid.customer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].attachments?.some((a) => a.filename.endsWith('.ics'))).toBe(true);

    const unpaid = await paidBooking({ travellers: 1 });
    const refused = await call('POST', `/staff/bookings/${unpaid.id}/resend_confirmation`, staff);
    expect([refused.statusCode, refused.json().errors]).toEqual([409, [STAFF_MESSAGES.nothingPaid]]);
  });
});

describe('audit log', () => {
  it("reads a long history a page at a time, newest page first, each page oldest first; only this booking's events; 404 for no booking", async () => {
    const { id } = await paidBooking({ travellers: 1 });
    const other = await paidBooking({ travellers: 1 });
    const extra = AUDIT_PAGE_SIZE + 7;
    await db()
      .insert(bookingEvents)
      .values(Array.from({ length: extra }, (_, i) => ({ bookingId: id, actorKind: 'system', action: 'reminded', detail: { n: i } })));

    const first = (await call('GET', `/staff/bookings/${id}/events`, staff)).json();
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.earlier).toBe(true);
    expect(first.events.at(-1).detail).toEqual({ n: extra - 1 });
    const ids = first.events.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const second = (await call('GET', `/staff/bookings/${id}/events?before=${ids[0]}`, staff)).json();
    expect(second.earlier).toBe(false);
    const all = [...second.events, ...first.events];
    expect(new Set(all.map((e: { id: number }) => e.id)).size).toBe(all.length);
    expect(all.filter((e: { action: string }) => e.action === 'reminded')).toHaveLength(extra);
    expect(all[0].action).toBe('created');
    expect((await events(other.id)).every((e) => e.detail.n === undefined)).toBe(true);

    expect((await call('GET', `/staff/bookings/999999/events`, staff)).statusCode).toBe(404);
    expect((await call('GET', `/staff/bookings/${id}/events?before=abc`, staff)).statusCode).toBe(400);
    expect((await call('GET', `/staff/bookings/${id}/events`, other.customer)).statusCode).toBe(403);
  });
});
