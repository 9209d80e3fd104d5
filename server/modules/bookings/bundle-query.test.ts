/**
 * The bundle's departure, tour and promo code travel as JSON (one column each): what comes out
 * must be the same typed rows a plain select of their tables gives (dates, timestamps, arrays,
 * numbers), on the prepared single-booking form and the plain form a transaction runs.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { departures, tours } from '../../db/schema/catalogue';
import { promoCodes } from '../../db/schema/bookings';
import { loadBundle } from './load';
import { seedPromoCodes } from './promo';
import { apiClient, bookThrough, createCatalogue, createUser } from './test-fixtures';
import { todayInNz } from '../../../contract/dates';

jest.setTimeout(60_000);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

it('a loaded booking holds its departure, tour and promo code exactly as their tables hold them, and no code as null', async () => {
  const db = ctx.database.db;
  const cat = await createCatalogue(db);
  const alice = await createUser(db);
  await seedPromoCodes(db);
  const dep = await cat.departure({ inDays: 150, seats: 16 });
  const booking = await bookThrough(ctx.app, alice, dep.id, 1);
  const today = todayInNz();

  const [departure] = await db.select().from(departures).where(eq(departures.id, dep.id));
  const [tour] = await db.select().from(tours).where(eq(tours.id, departure.tourId));
  const without = await loadBundle(db, booking.id, today);
  expect(without?.departure).toEqual(departure);
  expect(without?.tour).toEqual(tour);
  expect(without?.tour.createdAt).toBeInstanceOf(Date);
  expect(without?.promo).toBeNull();

  expect((await apiClient(ctx.app)('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { promo_code_string: 'kiaora10' } })).statusCode).toBe(200);
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'KIAORA10'));
  expect((await loadBundle(db, booking.id, today))?.promo).toEqual(promo);
  // The plain form, as inside a transaction.
  await db.transaction(async (tx) => {
    const inTx = await loadBundle(tx, booking.id, today);
    expect(inTx?.promo).toEqual(promo);
    expect(inTx?.departure).toEqual(departure);
    expect(inTx?.tour).toEqual(tour);
  });
});
