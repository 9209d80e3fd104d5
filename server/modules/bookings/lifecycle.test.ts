/**
 * The booking lifecycle through the API, with the product's limits (DECISIONS "After 'Book'"):
 * holds that expire and revive (a moved clock), the seat-hoarding attack, on-request bookings
 * that only staff confirm, changes after payment, stale pages. Runs on PGlite and PostgreSQL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { bookingEvents, bookings, promoCodes } from '../../db/schema/bookings';
import { users } from '../../db/schema/accounts';
import type { MailMessage, Mailer } from '../../lib/mail';
import { BOOKING_LIMITS, LIFECYCLE_MESSAGES } from '../../../contract/booking-lifecycle';
import { jobHandlers } from '../jobs/plugin';
import { runDueJobs } from '../jobs/worker';
import { createBooking } from './create';
import { accountLimitFields, checkAccountLimits } from './lifecycle';
import { apiClient, bookThrough, createCatalogue, createUser, seatsLeft, type CatalogueFixture, type TestUser } from './test-fixtures';

jest.setTimeout(120_000);
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let cat: CatalogueFixture;
let staff: TestUser;
const HOUR = 3_600_000;
const VISA = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Aroha Ngata' };

beforeAll(async () => {
  // The product's limits; the loopback address every other request comes from is exempt from the per-IP one (its own test uses another address).
  ctx = await createTestApp({ bookingLimits: { ...BOOKING_LIMITS }, rateLimitExemptIps: ['127.0.0.1'] });
  call = apiClient(ctx.app);
  cat = await createCatalogue(ctx.database.db);
  staff = await createUser(ctx.database.db, { isAdmin: true });
  await ctx.database.db.insert(promoCodes).values([
    { code: 'LIMITED', kind: 'amount', value: 10_000, usageLimit: 500 },
    { code: 'HOLDTEST', kind: 'amount', value: 10_000, usageLimit: 500 },
  ]);
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, async send(message: MailMessage) { sent.push(message); return { messageId: `m${sent.length}` }; } };
}
const run = (mailer: Mailer, now = new Date()) => runDueJobs({ db: db(), mailer, config: ctx.config, handlers: jobHandlers }, { now });
const detail = async (user: TestUser, id: number) => (await call('GET', `/bookings/bookings/${id}`, user)).json();
async function pay(user: TestUser, id: number, amount: number) {
  const res = await call('POST', `/bookings/bookings/${id}/payments`, user, { amount, idempotency_key: `key-${id}-${Date.now()}-${Math.round(Math.random() * 1e9)}`, card: VISA });
  if (res.statusCode !== 200 && res.statusCode !== 409) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return res;
}
const agree = (user: TestUser, id: number) => call('PUT', `/bookings/bookings/${id}`, user, { 'bookings/booking': { agree_with_the_conditions: true } });
const to = (mailer: { sent: MailMessage[] }, user: TestUser) => mailer.sent.filter((m) => m.to === user.email).map((m) => m.subject);

describe('the seat-hoarding attack', () => {
  it('one account asking for 60 departures of 16 travellers holds at most the stated limits', async () => {
    const attacker = await createUser(db());
    const other = await createCatalogue(db());
    const targets = await Promise.all(Array.from({ length: 60 }, (_, i) => other.departure({ inDays: 90 + i, seats: 16 })));
    const answers = [];
    for (const d of targets) answers.push(await call('POST', '/bookings/bookings', attacker, { 'bookings/booking': { departure_id: `departure-${d.id}`, travellers_count: 16 } }));
    const made = answers.filter((a) => a.statusCode === 200);
    // 32 seats held unpaid at most: two bookings of 16; every other request refused with a reason.
    expect(made).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().errors[0])).toContain(LIFECYCLE_MESSAGES.tooManySeats);
    const held = await db().select().from(bookings).where(eq(bookings.userId, attacker.id));
    expect(held.reduce((n, b) => n + b.seats, 0)).toBeLessThanOrEqual(BOOKING_LIMITS.heldSeats);
    const left = await Promise.all(targets.map((d) => seatsLeft(db(), d.id)));
    expect(left.filter((n) => n < 16)).toHaveLength(2);
  });

  it('caps unpaid bookings at 3 and bookings created at 10 an hour per account, deleted ones included', async () => {
    const user = await createUser(db());
    const d = await cat.departure({ inDays: 200, seats: 16 });
    const book = () => call('POST', '/bookings/bookings', user, { 'bookings/booking': { departure_id: `departure-${d.id}` } });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book()).json()['bookings/booking'].id);
    const fourth = await book();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().errors).toEqual([LIFECYCLE_MESSAGES.tooManyUnpaid]);
    // Deleting frees a slot, but not the hour's count: 3 + 7 more creations, then 429.
    for (let i = 0; i < 7; i++) {
      expect((await call('DELETE', `/bookings/bookings/${ids.shift()}`, user)).statusCode).toBe(200);
      const again = await book();
      expect(again.statusCode).toBe(200);
      ids.push(again.json()['bookings/booking'].id);
    }
    await call('DELETE', `/bookings/bookings/${ids.shift()}`, user);
    const eleventh = await book();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errors).toEqual([LIFECYCLE_MESSAGES.tooManyCreated]);
  });

  it('caps bookings created per IP across accounts, and staff are not limited', async () => {
    const d = await cat.departure({ inDays: 210, seats: 16 });
    const fromIp = async (user: TestUser) =>
      ctx.app.inject({ method: 'POST', url: '/api/bookings/bookings', remoteAddress: '203.0.113.9', headers: user.headers, payload: { 'bookings/booking': { departure_id: d.id } } });
    const codes = [];
    for (let i = 0; i < BOOKING_LIMITS.createdPerHour + 1; i++) codes.push((await fromIp(await createUser(db()))).statusCode);
    expect(codes.slice(0, BOOKING_LIMITS.createdPerHour).every((c) => c === 200)).toBe(true);
    expect(codes[BOOKING_LIMITS.createdPerHour]).toBe(429);
    const staffCodes = [];
    for (let i = 0; i < 5; i++) staffCodes.push((await bookThrough(ctx.app, staff, d.id, 1)).id);
    expect(staffCodes).toHaveLength(5);
  });

  it('count an account only as far as each limit is decided, and refuse one over it as before', async () => {
    // Six unpaid one-seat bookings, more than the limit allows (made here without limits, as an
    // account can come to hold after a limit is lowered): counting stops at the limit.
    const user = await createUser(db());
    const d = await cat.departure({ inDays: 230, seats: 16 });
    const none = { unpaidBookings: 1_000, heldSeats: 1_000, createdPerHour: 1_000 };
    for (let i = 0; i < 6; i++) await createBooking(db(), user.id, { departure_id: d.id }, { holdHours: 48, limits: none });
    const counts = async (id: number, limits: typeof none) => (await db().select(accountLimitFields(id, new Date(), limits)).from(users).where(eq(users.id, id)))[0];
    expect(await counts(user.id, none)).toEqual({ isAdmin: false, unpaidBookings: 6, unpaidSeats: 6, createdLastHour: 6 });
    expect(await counts(user.id, { unpaidBookings: 3, heldSeats: 2, createdPerHour: 4 })).toEqual({ isAdmin: false, unpaidBookings: 3, unpaidSeats: 3, createdLastHour: 4 });
    await expect(checkAccountLimits(db(), user.id, 1, true, BOOKING_LIMITS)).rejects.toMatchObject({ statusCode: 409, errors: [LIFECYCLE_MESSAGES.tooManyUnpaid] });
    // A change that adds no seats to an account already over the seat limit is refused, capped count or not.
    await expect(checkAccountLimits(db(), user.id, 0, false, { ...none, heldSeats: 5 })).rejects.toMatchObject({ errors: [LIFECYCLE_MESSAGES.tooManySeats] });
    await expect(checkAccountLimits(db(), user.id, 0, false, { ...none, heldSeats: 6 })).resolves.toBeUndefined();
    await expect(checkAccountLimits(db(), user.id, 1, true, { ...none, createdPerHour: 6 })).rejects.toMatchObject({ statusCode: 429, errors: [LIFECYCLE_MESSAGES.tooManyCreated] });
    // Staff are not limited, so nothing of theirs is counted.
    for (let i = 0; i < 4; i++) await bookThrough(ctx.app, staff, d.id, 1);
    expect(await counts(staff.id, BOOKING_LIMITS)).toEqual({ isAdmin: true, unpaidBookings: 0, unpaidSeats: 0, createdLastHour: 0 });
  });

  it('one use of a promo code per customer: a second booking of theirs is refused it', async () => {
    const user = await createUser(db());
    const d = await cat.departure({ inDays: 220, seats: 16 });
    const a = await bookThrough(ctx.app, user, d.id);
    const b = await bookThrough(ctx.app, user, d.id);
    const first = await call('PUT', `/bookings/bookings/${a.id}`, user, { 'bookings/booking': { promo_code_string: 'limited' } });
    expect(first.json().success).toBe(true);
    const second = await call('PUT', `/bookings/bookings/${b.id}`, user, { 'bookings/booking': { promo_code_string: 'LIMITED' } });
    expect(second.json()).toMatchObject({ success: false, errors: ['Sorry! This Code is invalid'] });
    const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'LIMITED'));
    expect(code.timesUsed).toBe(1);
  });
});

describe('holds (a moved clock)', () => {
  it('shows the hold, reminds 12 hours before, expires: seats and promo released, the waitlist told; revival takes the seats back', async () => {
    const alice = await createUser(db());
    const d = await cat.departure({ inDays: 150, seats: 2 });
    const t0 = new Date();
    const booking = await bookThrough(ctx.app, alice, d.id, 2);
    expect(booking.status).toBe('Incomplete');
    const holdEnd = Date.parse(booking.hold_expires_at);
    expect(holdEnd - t0.getTime()).toBeGreaterThan(47.9 * HOUR);
    expect(holdEnd - t0.getTime()).toBeLessThan(48.1 * HOUR);
    await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { promo_code_string: 'HOLDTEST' } });
    const [before] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'HOLDTEST'));
    expect(await seatsLeft(db(), d.id)).toBe(0);
    // Sold out: Carol waits for a seat.
    expect((await call('POST', '/waitlist', null, { departure_id: `departure-${d.id}`, email: 'carol@example.com' })).statusCode).toBe(200);

    const mailer = recordingMailer();
    await run(mailer);
    expect(to(mailer, alice)).toEqual([expect.stringMatching(/^Your seats are held:/)]);
    expect(mailer.sent.find((m) => m.to === alice.email)?.text).toMatch(/Your seats are held until .+ \(New Zealand time\)\. Pay the deposit of NZ\$198\.00 to keep them\./);

    await run(mailer, new Date(holdEnd - 11 * HOUR));
    expect(to(mailer, alice)[1]).toMatch(/^Your seats on .+ are held until/);
    expect((await detail(alice, booking.id)).booking.status).toBe('Incomplete');

    await run(mailer, new Date(holdEnd + 60_000));
    expect(to(mailer, alice)[2]).toMatch(/has expired/);
    expect(await seatsLeft(db(), d.id)).toBe(2);
    const [after] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'HOLDTEST'));
    expect(after.timesUsed).toBe(before.timesUsed - 1);
    expect(mailer.sent.filter((m) => m.to === 'carol@example.com')).toHaveLength(1);
    const expired = (await detail(alice, booking.id)).booking;
    expect(expired).toMatchObject({ status: 'Expired', can_revive: true, hold_expires_at: null, balance_remaining: 0 });
    // Nothing changes an expired booking but a revival.
    const change = await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { travellers: [{}] } });
    expect(change.statusCode).toBe(409);
    expect(change.json().errors).toEqual([LIFECYCLE_MESSAGES.expired]);
    expect((await pay(alice, booking.id, 198)).statusCode).toBe(409);

    const revived = await call('POST', `/bookings/bookings/${booking.id}/revive`, alice);
    expect(revived.statusCode).toBe(200);
    expect(revived.json().booking).toMatchObject({ status: 'Incomplete', expired_at: null, travellers_count: 2, promo_code_valid: true });
    expect(Date.parse(revived.json().booking.hold_expires_at)).toBeGreaterThan(Date.now() + 47 * HOUR);
    expect(await seatsLeft(db(), d.id)).toBe(0);
    const actions = (await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(asc(bookingEvents.id))).map((e) => `${e.actorKind}:${e.action}`);
    expect(actions).toEqual(['customer:created', 'customer:changed', 'system:expired', 'customer:revived']);
  });

  it('a revival is refused when the seats were taken meanwhile; paying the deposit ends the hold', async () => {
    const alice = await createUser(db());
    const bob = await createUser(db());
    const d = await cat.departure({ inDays: 160, seats: 2 });
    const booking = await bookThrough(ctx.app, alice, d.id, 2);
    await run(recordingMailer(), new Date(Date.parse(booking.hold_expires_at) + 1000));
    await bookThrough(ctx.app, bob, d.id, 1);
    const refused = await call('POST', `/bookings/bookings/${booking.id}/revive`, alice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([LIFECYCLE_MESSAGES.reviveNoSeats]);

    const paid = await bookThrough(ctx.app, alice, (await cat.departure({ inDays: 170 })).id, 1);
    await agree(alice, paid.id);
    expect((await pay(alice, paid.id, 99)).statusCode).toBe(200);
    const now = (await detail(alice, paid.id)).booking;
    expect(now).toMatchObject({ status: 'Booked', hold_expires_at: null, confirmed: true });
    // The audit log's payment entry shows the booking before and after the money arrived.
    const [paidEvent] = await db().select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, paid.id), eq(bookingEvents.action, 'paid')));
    const { before: wasPaid, after: isPaid } = paidEvent.detail as { before: { paid_cents: number; status: string }; after: { paid_cents: number; status: string } };
    expect([wasPaid.paid_cents, wasPaid.status, isPaid.paid_cents, isPaid.status]).toEqual([0, 'Incomplete', 9900, 'Booked']);
    const mailer = recordingMailer();
    await run(mailer, new Date(Date.parse(paid.hold_expires_at) + 1000));
    expect((await detail(alice, paid.id)).booking.status).toBe('Booked');
  });
});

describe('on request (departure under 30 days away)', () => {
  it('stays On Request after a deposit, staff are told and escalated to, only a staff confirmation makes it Booked', async () => {
    const alice = await createUser(db());
    const d = await cat.departure({ inDays: 12 });
    const booking = await bookThrough(ctx.app, alice, d.id, 1);
    expect(booking).toMatchObject({ status: 'On Request', request_status: 'pending', depart_less_than_30_days: true });
    const mailer = recordingMailer();
    await run(mailer);
    expect(to(mailer, staff)).toEqual([expect.stringMatching(/^On-request booking \d+:/)]);
    expect(to(mailer, alice)).toEqual([expect.stringMatching(/^Booking request received:/)]);
    expect(mailer.sent.find((m) => m.to === alice.email)?.text).toContain(LIFECYCLE_MESSAGES.requestNotice);

    await agree(alice, booking.id);
    expect((await pay(alice, booking.id, 2500)).statusCode).toBe(200);
    await run(mailer);
    expect((await detail(alice, booking.id)).booking).toMatchObject({ status: 'On Request', confirmed: false, complete: true });
    expect(to(mailer, alice).some((s) => s.startsWith('Booking confirmed'))).toBe(false);

    // The deadline passes unanswered: escalated to staff, never confirmed by itself.
    await run(mailer, new Date(Date.now() + 25 * HOUR));
    expect(to(mailer, staff).some((s) => s.startsWith('OVERDUE: On-request booking'))).toBe(true);
    expect((await detail(alice, booking.id)).booking.status).toBe('On Request');

    expect((await call('POST', `/staff/bookings/${booking.id}/confirm`, alice)).statusCode).toBe(403);
    const queue = (await call('GET', '/staff/requests', staff)).json().requests;
    expect(queue.map((r: { booking_id: number }) => r.booking_id)).toContain(booking.id);
    expect((await call('POST', `/staff/bookings/${booking.id}/confirm`, staff)).statusCode).toBe(200);
    expect((await detail(alice, booking.id)).booking).toMatchObject({ status: 'Booked', confirmed: true, request_status: 'confirmed' });
    await run(mailer, new Date(Date.now() + 25 * HOUR));
    expect(to(mailer, alice).filter((s) => s.startsWith('Booking confirmed'))).toHaveLength(1);
    expect((await call('POST', `/staff/bookings/${booking.id}/confirm`, staff)).statusCode).toBe(409);
    const log = (await call('GET', `/staff/bookings/${booking.id}/events`, staff)).json().events;
    expect(log.find((e: { action: string }) => e.action === 'request_confirmed')).toMatchObject({ actor_kind: 'staff', actor_email: staff.email });
  });

  it('a decline refunds everything paid, frees the seats and tells the customer', async () => {
    const alice = await createUser(db());
    const d = await cat.departure({ inDays: 10, seats: 4 });
    const booking = await bookThrough(ctx.app, alice, d.id, 2);
    await agree(alice, booking.id);
    expect((await pay(alice, booking.id, 5000)).statusCode).toBe(200);
    expect(await seatsLeft(db(), d.id)).toBe(2);
    const res = await call('POST', `/staff/bookings/${booking.id}/decline`, staff, { reason: 'The lodge is full that week.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().refunded).toBe(5000);
    expect(await seatsLeft(db(), d.id)).toBe(4);
    const after = await detail(alice, booking.id);
    expect(after.booking).toMatchObject({ status: 'Declined', total_paid: 0, balance_remaining: 0, credit: 0 });
    expect(after.payments[0]).toMatchObject({ status: 'refunded' });
    const mailer = recordingMailer();
    await run(mailer);
    const declined = mailer.sent.find((m) => m.to === alice.email && m.subject.includes('could not be confirmed'));
    expect(declined?.text).toContain('We have refunded NZ$5,000.00');
    expect(declined?.text).toContain('The lodge is full that week.');
  });
});

describe('changes after payment', () => {
  it('a traveller added to a paid booking reopens the balance; a promo after full payment records a credit; the customer is told', async () => {
    const alice = await createUser(db());
    const d = await cat.departure({ inDays: 120 });
    const booking = await bookThrough(ctx.app, alice, d.id, 1);
    await agree(alice, booking.id);
    expect((await pay(alice, booking.id, 2500)).statusCode).toBe(200);
    expect((await detail(alice, booking.id)).booking).toMatchObject({ complete: true, balance_remaining: 0 });

    const preview = await call('PUT', `/bookings/bookings/${booking.id}?preview=true`, alice, { 'bookings/booking': { travellers: [{}] } });
    expect(preview.json()).toMatchObject({ preview: true, current_total: 2500, new_total: 5000, difference: 2500, new_balance: 2500 });
    expect((await detail(alice, booking.id)).booking.travellers_count).toBe(1);

    await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { travellers: [{}] } });
    expect((await detail(alice, booking.id)).booking).toMatchObject({ complete: false, balance_remaining: 2500, status: 'Booked' });
    const mailer = recordingMailer();
    await run(mailer);
    expect(to(mailer, alice).some((s) => /new total NZ\$5,000\.00/.test(s))).toBe(true);

    expect((await pay(alice, booking.id, 2500)).statusCode).toBe(200);
    await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { promo_code_string: 'LIMITED' } });
    expect((await detail(alice, booking.id)).booking).toMatchObject({ total: 4900, total_paid: 5000, balance_remaining: 0, credit: 100, complete: true });
    await run(mailer);
    expect(mailer.sent.filter((m) => m.to === alice.email).at(-1)?.text).toContain('NZ$100.00 more than the new total');
  });

  it('a paid booking moved to new dates gets an updated confirmation with a new calendar file', async () => {
    const alice = await createUser(db());
    const from = await cat.departure({ inDays: 130 });
    const target = await cat.departure({ inDays: 140 });
    const booking = await bookThrough(ctx.app, alice, from.id, 1);
    await agree(alice, booking.id);
    await pay(alice, booking.id, 99);
    const mailer = recordingMailer();
    await run(mailer);
    const preview = await call('POST', `/bookings/bookings/${booking.id}/swap?preview=true`, alice, { departure_id: target.id });
    expect(preview.json()).toMatchObject({ preview: true, difference: 0, booking: { departure_date: target.date } });
    const swapped = await call('POST', `/bookings/bookings/${booking.id}/swap`, alice, { departure_id: target.id });
    expect(swapped.json().booking.departure_date).toBe(target.date);
    await run(mailer);
    const updated = mailer.sent.find((m) => m.to === alice.email && m.subject.startsWith('Booking updated'));
    const ics = String(updated?.attachments?.[0]?.content ?? '');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${target.date.replace(/-/g, '')}`);
    expect(ics).toMatch(/SEQUENCE:\d+/);
  });

  it('a change from a stale page is refused and nothing changes', async () => {
    const alice = await createUser(db());
    const booking = await bookThrough(ctx.app, alice, (await cat.departure({ inDays: 125 })).id, 1);
    const v = booking.version;
    expect((await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { version: v, travellers: [{}] } })).statusCode).toBe(200);
    const stale = await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { version: v, travellers: [{}] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual([LIFECYCLE_MESSAGES.staleVersion]);
    expect((await detail(alice, booking.id)).booking.travellers_count).toBe(2);
    const staleAddons = await call('POST', `/bookings/bookings/${booking.id}/addons`, alice, { version: v, addons: [] });
    expect(staleAddons.statusCode).toBe(409);
  });
});
