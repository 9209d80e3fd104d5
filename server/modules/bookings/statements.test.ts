/**
 * How many SQL statements the booking routes send (issue 22), counted below Drizzle on the
 * driver itself (server/test/statements.ts): every statement of the request, the session check
 * and a transaction's BEGIN and COMMIT included. A booking's detail: at most 2 (the session, the
 * booking with everything it holds). Creation: at most 6. Adding a query to either fails here.
 */
import { createTestApp, type TestContext } from '../../test/app';
import { withStatementLog } from '../../test/statements';
import { seedPromoCodes } from './promo';
import { apiClient, bookThrough, createCatalogue, createUser, recordPayment, type CatalogueFixture, type TestUser } from './test-fixtures';

jest.setTimeout(60_000);
/**
 * Session, BEGIN, the booking locked, the bundle before, the touch, the code looked up, the
 * customer's other uses, the use claimed, the code set, the bundle after (totals), the totals
 * stored, the audit event, COMMIT, the answer's bundle.
 */
const PROMO_MAX = 14;
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

  it('a promo code applied to a booking: at most PROMO_MAX statements, and the discount in the answer', async () => {
    const dep = await cat.departure({ inDays: 153, seats: 16 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 2);
    const { result, statements } = await counted(() => call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { promo_code_string: 'kiaora10' } }));
    expect(result.statusCode).toBe(200);
    expect(result.json().booking).toMatchObject({ promo_code_string: 'KIAORA10', promo_code_valid: true, subtotal: 5000, total_discount: 500, total: 4500 });
    expect(statements.length).toBeLessThanOrEqual(PROMO_MAX);
  });
});
