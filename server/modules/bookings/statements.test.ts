/**
 * How many SQL statements the booking routes send (issue 22), counted below Drizzle on the
 * driver itself (server/test/statements.ts): every statement of the request, the session check
 * and a transaction's BEGIN and COMMIT included. A booking's detail: at most 2 (the session, the
 * booking with everything it holds). Creation: at most 6. Adding a query to either fails here.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { bookingEvents } from '../../db/schema/bookings';
import { withStatementLog } from '../../test/statements';
import { seedPromoCodes } from './promo';
import { apiClient, bookThrough, createCatalogue, createUser, recordPayment, type CatalogueFixture, type TestUser } from './test-fixtures';

jest.setTimeout(60_000);
/**
 * Session, BEGIN, the booking locked, the bundle before, the touch, the code looked up, the
 * customer's other uses, the use claimed, the code set, the bundle after (totals), the totals
 * stored, the audit event, COMMIT. The answer is the bundle the change settled, not a reload.
 */
const PROMO_MAX = 13;
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let cat: CatalogueFixture;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  call = apiClient(ctx.app);
  cat = await createCatalogue(ctx.database.db);
  alice = await createUser(ctx.database.db);
  bob = await createUser(ctx.database.db);
  await seedPromoCodes(ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());

const counted = <T>(work: () => Promise<T>) => withStatementLog(ctx.database, work);

describe('statements per booking request', () => {
  it("a booking's detail with travellers, add-ons, extra nights, an upgrade and payments: at most 2, and the same answer", async () => {
    const dep = await cat.departure({ inDays: 150, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 2);
    const [t1, t2] = booking.traveller_ids as number[];
    const entry = (traveller: number, option: number, day: number | null) => ({ travellerID: traveller, optionID: option, dayID: day, destroy: false });
    expect((await call('POST', `/bookings/bookings/${booking.id}/addons`, alice, { addons: [entry(t1, cat.kayak.standard.apiId, cat.days[1].apiId), entry(t2, cat.gear.skis.apiId, null)] })).statusCode).toBe(200);
    const nights = await call('POST', `/bookings/bookings/${booking.id}/generate_pre_accommodation_options`, alice, {});
    const night = nights.json().accommodations[0];
    const changed = await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { accommodations: [{ id: night.id }], upgrade_accommodations: [{ id: cat.upgrade.id, nights: 2, bed_option: 'King' }] } });
    expect(changed.statusCode).toBe(200);
    await recordPayment(ctx.database.db, booking.id, 50_000);

    const { result, statements } = await counted(() => call('GET', `/bookings/bookings/${booking.id}`, alice));
    expect(result.statusCode).toBe(200);
    const detail = result.json();
    expect(detail.travellers).toHaveLength(2);
    expect(detail.addons).toHaveLength(2);
    expect(detail.accommodations).toEqual([expect.objectContaining({ id: night.id, selected: true })]);
    expect(detail.upgrade_accommodations).toEqual([expect.objectContaining({ id: cat.upgrade.id, nights: 2, bed_option: 'King' })]);
    expect(detail.payments).toEqual([expect.objectContaining({ amount: 500, status: 'succeeded' })]);
    expect(detail.booking.total_paid).toBe(500);
    expect(detail.booking.total).toBe(changed.json().booking.total);
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it("another customer's booking: 404 in at most 2 statements, like a missing one", async () => {
    const dep = await cat.departure({ inDays: 151, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const { result, statements } = await counted(() => call('GET', `/bookings/bookings/${booking.id}`, bob));
    expect(result.statusCode).toBe(404);
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('creation: at most 6 statements, and the answer is the booking as stored', async () => {
    const dep = await cat.departure({ inDays: 152, seats: 16 });
    const { result, statements } = await counted(() => call('POST', '/bookings/bookings', alice, { 'bookings/booking': { departure_id: `departure-${dep.id}`, travellers_count: 3 } }));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(6);
    const created = result.json()['bookings/booking'];
    const stored = (await call('GET', `/bookings/bookings/${created.id}`, alice)).json().booking;
    expect(created).toEqual({ ...stored, days_until_departure: created.days_until_departure });
    expect(created).toMatchObject({ travellers_count: 3, total: 7500, status: stored.status });
  });

  it("the customer's bookings: at most 2 statements, newest first, only their own", async () => {
    const dave = await createUser(ctx.database.db);
    const older = await bookThrough(ctx.app, dave, (await cat.departure({ inDays: 156, seats: 16 })).id, 1);
    const newer = await bookThrough(ctx.app, dave, (await cat.departure({ inDays: 157, seats: 16 })).id, 2);
    await bookThrough(ctx.app, bob, (await cat.departure({ inDays: 158, seats: 16 })).id, 1);
    const { result, statements } = await counted(() => call('GET', '/bookings/bookings', dave));
    expect(result.statusCode).toBe(200);
    expect(result.json()['bookings/bookings'].map((b: { id: number }) => b.id)).toEqual([newer.id, older.id]);
    expect(result.json()['bookings/travellers']).toHaveLength(3);
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('agreeing to the conditions again: at most 2 statements, no audit event, no new version; a stale page and another customer still refused', async () => {
    const dep = await cat.departure({ inDays: 154, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 2);
    const agree = (version?: number) => call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { agree_with_the_conditions: true, ...(version === undefined ? {} : { version }) } });
    const first = await agree();
    expect(first.json().booking.agree_with_the_conditions).toBe(true);
    const events = async () => (await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).length;
    const logged = await events();

    const { result, statements } = await counted(() => agree(first.json().booking.version));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(await events()).toBe(logged);
    const stored = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(result.json()).toEqual(stored);
    expect(stored.booking.version).toBe(first.json().booking.version);

    expect((await agree(first.json().booking.version - 1)).statusCode).toBe(409);
    expect((await call('PUT', `/bookings/bookings/${booking.id}`, bob, { 'bookings/booking': { agree_with_the_conditions: true } })).statusCode).toBe(404);
  });

  it('extra-night options asked again: at most 2 statements, nothing written, the same options with the same ids and the choice kept', async () => {
    const dep = await cat.departure({ inDays: 159, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 2);
    const generate = (who: TestUser, body: object = {}) => call('POST', `/bookings/bookings/${booking.id}/generate_pre_accommodation_options`, who, body);
    const asked = await counted(() => generate(alice));
    // The first ask: the session, the booking, a transaction (begin, lock, delete, insert, commit), the answer.
    expect(asked.statements.length).toBeLessThanOrEqual(8);
    const first = asked.result.json().accommodations;
    expect(first.map((a: { nights: number }) => a.nights)).toEqual([1, 2, 3, 4, 5]);
    expect((await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { accommodations: [{ id: first[2].id }] } })).statusCode).toBe(200);

    const { result, statements } = await counted(() => generate(alice));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(statements.some((s) => /^\s*(insert|update|delete)/i.test(s))).toBe(false);
    const again = result.json().accommodations;
    expect(again.map((a: { id: number; selected: boolean }) => [a.id, a.selected])).toEqual(first.map((a: { id: number }, i: number) => [a.id, i === 2]));

    // Asking for other nights still replaces the unchosen options and keeps the chosen one.
    const three = (await generate(alice, { nights: 1 })).json().accommodations;
    expect(three.map((a: { nights: number; selected: boolean }) => [a.nights, a.selected])).toEqual([[1, false], [3, true]]);
    // Every night again: the chosen 3 is not offered twice.
    const all = (await generate(alice)).json().accommodations;
    expect(all.map((a: { nights: number; selected: boolean }) => [a.nights, a.selected])).toEqual([[1, false], [2, false], [3, true], [4, false], [5, false]]);
    expect((await generate(bob)).statusCode).toBe(404);
  });

  it("upgrade options: at most 2 statements; another customer's booking is a 404", async () => {
    const dep = await cat.departure({ inDays: 160, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 1);
    const path = `/bookings/bookings/${booking.id}/generate_upgrade_accommodation_options`;
    const { result, statements } = await counted(() => call('POST', path, alice, {}));
    expect(result.statusCode).toBe(200);
    expect(result.json().accommodations).toEqual([expect.objectContaining({ id: cat.upgrade.id, bed_options: expect.any(Array) })]);
    expect(statements.length).toBeLessThanOrEqual(2);
    expect((await call('POST', path, bob, {})).statusCode).toBe(404);
  });

  it('a change answers with the booking as stored afterwards', async () => {
    const dep = await cat.departure({ inDays: 155, seats: 16 });
    const carol = await createUser(ctx.database.db); // a promo code is once per customer: alice's is used below
    const booking = await bookThrough(ctx.app, carol, dep.id, 2);
    const changed = await call('PUT', `/bookings/bookings/${booking.id}`, carol, { 'bookings/booking': { agree_with_the_conditions: true, promo_code_string: 'KIAORA10' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual((await call('GET', `/bookings/bookings/${booking.id}`, carol)).json());
    const [t1] = booking.traveller_ids as number[];
    const addons = await call('POST', `/bookings/bookings/${booking.id}/addons`, carol, { addons: [{ travellerID: t1, optionID: cat.gear.skis.apiId, dayID: null, destroy: false }] });
    expect(addons.statusCode).toBe(200);
    const stored = (await call('GET', `/bookings/bookings/${booking.id}`, carol)).json();
    expect(addons.json()).toEqual(stored);
    expect(stored.booking).toMatchObject({ agree_with_the_conditions: true, promo_code_valid: true });
    expect(stored.addons).toHaveLength(1);
  });

  it('a promo code applied to a booking: at most PROMO_MAX statements, and the discount in the answer', async () => {
    const dep = await cat.departure({ inDays: 153, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 2);
    const { result, statements } = await counted(() => call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { promo_code_string: 'kiaora10' } }));
    expect(result.statusCode).toBe(200);
    expect(result.json().booking).toMatchObject({ promo_code_string: 'KIAORA10', promo_code_valid: true, subtotal: 5000, total_discount: 500, total: 4500 });
    expect(statements.length).toBeLessThanOrEqual(PROMO_MAX);
  });
});
