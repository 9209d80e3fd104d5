/**
 * The add-on call (POST bookings/bookings/{id}/addons) and swaps (POST .../swap).
 */
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { addDays, todayInNz } from '../../../contract/dates';
import { bookingWorld, bookThrough, createCatalogue, seatsLeft, type CatalogueFixture, type TestUser, type BookingWorld } from './test-fixtures';


// The project's testTimeout is not applied to projects by Jest; PGlite under a parallel run is slow.
jest.setTimeout(60_000);
let { ctx, call, cat, alice, bob, admin } = {} as BookingWorld;
beforeAll(async () => ({ ctx, call, cat, alice, bob, admin } = await bookingWorld()), 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
let n = 0;
const newBooking = async (user = alice, count = 1, c: CatalogueFixture = cat, inDays = 100 + ++n) => bookThrough(ctx.app, user, (await c.departure({ inDays })).id, count);
const addons = (user: TestUser | null, id: number, body: unknown) => call('POST', `/bookings/bookings/${id}/addons`, user, body);
const entry = (travellerID: number, optionID: number, dayID: number | null, extra: object = {}) => ({ travellerID, optionID, dayID, destroy: false, ...extra });

describe('POST /api/bookings/bookings/{id}/addons', () => {
  it('adds a day option at the server price, ignoring the price the client sends', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    const res = await addons(alice, booking.id, { addons: [entry(t, cat.kayak.standard.apiId, cat.days[1].apiId, { optionPrice: 1 })] });
    expect(res.statusCode).toBe(200);
    expect(res.json().addons).toEqual([
      expect.objectContaining({ traveller_id: t, option_id: cat.kayak.standard.apiId, day_id: cat.days[1].apiId, day_ordinal_number: 2, price: 120, name: 'Kayak: Standard' }),
    ]);
    expect(res.json().booking).toMatchObject({ addons_total: 120, total: 2620 });
  });

  it('allows one option per traveller per day, but a replacement in the same request', async () => {
    const booking = await newBooking(alice, 2);
    const [t1, t2] = booking.traveller_ids;
    const day = cat.days[1].apiId;
    await addons(alice, booking.id, { addons: [entry(t1, cat.kayak.standard.apiId, day)] });
    const second = await addons(alice, booking.id, { addons: [entry(t1, cat.kayak.premium.apiId, day)] });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual(['Each traveller can choose only one activity per day.']);
    const twice = await addons(alice, booking.id, { addons: [entry(t2, cat.kayak.standard.apiId, day), entry(t2, cat.kayak.premium.apiId, day)] });
    expect(twice.statusCode).toBe(409);
    // The other traveller may take it; the same traveller may replace it when the first is removed in the same request.
    const swap = await addons(alice, booking.id, {
      addons: [entry(t1, cat.kayak.premium.apiId, day), { travellerID: t1, optionID: cat.kayak.standard.apiId, dayID: day, destroy: true }, entry(t2, cat.kayak.standard.apiId, day)],
    });
    expect(swap.statusCode).toBe(200);
    expect(swap.json().addons.map((a: { traveller_id: number; option_id: number }) => [a.traveller_id, a.option_id]).sort()).toEqual(
      [
        [t1, cat.kayak.premium.apiId],
        [t2, cat.kayak.standard.apiId],
      ].sort(),
    );
    expect(swap.json().booking.addons_total).toBe(320);
  });

  it('adding the same option again changes nothing', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    await addons(alice, booking.id, { addons: [entry(t, cat.bungy.jump.apiId, cat.days[2].apiId)] });
    const again = await addons(alice, booking.id, { addons: [entry(t, cat.bungy.jump.apiId, cat.days[2].apiId)] });
    expect(again.statusCode).toBe(200);
    expect(again.json().addons).toHaveLength(1);
  });

  it.each([
    ['a hidden option', () => [cat.kayak.hidden.apiId, cat.days[1].apiId], 'This activity option is not available.'],
    ['an archived option', () => [cat.kayak.archived.apiId, cat.days[1].apiId], 'This activity option is not available.'],
    ['an unknown option', () => [99_999_999, cat.days[1].apiId], 'This activity option is not available.'],
    ['an option on a day that does not offer it', () => [cat.kayak.standard.apiId, cat.days[2].apiId], 'This activity is not offered on that day of your tour.'],
    ['an activity of no day of the tour', () => [cat.elsewhere.option.apiId, cat.days[0].apiId], 'This activity is not offered on that day of your tour.'],
    ['a day activity without a day', () => [cat.kayak.standard.apiId, null], 'This add-on is not offered on your tour; choose a day for it.'],
    ['a day of another tour', () => [cat.kayak.standard.apiId, 99_999_999], 'That day is not part of this tour.'],
  ])('refuses %s and changes nothing', async (_label, pick, message) => {
    const booking = await newBooking();
    const [optionID, dayID] = pick();
    const res = await addons(alice, booking.id, { addons: [entry(booking.traveller_ids[0], optionID as number, dayID)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([message]);
    expect((await call('GET', `/bookings/bookings/${booking.id}`, alice)).json().addons).toEqual([]);
  });

  it("refuses a traveller of another booking", async () => {
    const mine = await newBooking();
    const theirs = await newBooking(bob);
    const res = await addons(alice, mine.id, { addons: [entry(theirs.traveller_ids[0], cat.kayak.standard.apiId, cat.days[1].apiId)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['This traveller is not part of this booking.']);
    expect((await call('GET', `/bookings/bookings/${theirs.id}`, bob)).json().addons).toEqual([]);
  });

  it('books snow gear as a general add-on (no day) and stores the traveller sizes', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    const res = await addons(alice, booking.id, {
      addons: [entry(t, cat.gear.skis.apiId, null)],
      traveller: { id: t, snow_ski_size: '170', snow_ski_height: '180 cm', snow_ski_weight: '75 kg', stance: 'Regular', snow_boot_size: '10', snow_cloth_size: 'M' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().addons).toEqual([expect.objectContaining({ option_id: cat.gear.skis.apiId, day_id: null, price: 90 })]);
    expect(res.json().travellers[0]).toMatchObject({ snow_ski_size: '170', stance: 'Regular', snow_cloth_size: 'M' });
    const other = await addons(alice, booking.id, { addons: [entry(t, cat.gear.board.apiId, null)] });
    expect(other.statusCode).toBe(409);
  });

  it('refuses snow gear sizes that are too long, and sizes for a traveller of another booking', async () => {
    const booking = await newBooking();
    const theirs = await newBooking(bob);
    const long = await addons(alice, booking.id, { addons: [], traveller: { id: booking.traveller_ids[0], snow_boot_size: 'x'.repeat(41) } });
    expect(long.statusCode).toBe(400);
    const foreign = await addons(alice, booking.id, { addons: [], traveller: { id: theirs.traveller_ids[0], snow_boot_size: '9' } });
    expect(foreign.statusCode).toBe(400);
  });

  it('removes an add-on by its id, but not an add-on of another booking', async () => {
    const booking = await newBooking();
    const theirs = await newBooking(bob);
    const t = booking.traveller_ids[0];
    const added = await addons(alice, booking.id, { addons: [entry(t, cat.kayak.standard.apiId, cat.days[1].apiId)] });
    const theirAdded = await addons(bob, theirs.id, { addons: [entry(theirs.traveller_ids[0], cat.kayak.standard.apiId, cat.days[1].apiId)] });
    const theirId = theirAdded.json().addons[0].db_addon_id;
    const steal = await addons(alice, booking.id, { addons: [{ addOnID: theirId, travellerID: t, destroy: true }] });
    expect(steal.statusCode).toBe(400);
    expect((await call('GET', `/bookings/bookings/${theirs.id}`, bob)).json().addons).toHaveLength(1);
    const removed = await addons(alice, booking.id, { addons: [{ addOnID: added.json().addons[0].db_addon_id, travellerID: t, destroy: true }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().addons).toEqual([]);
  });

  it('prices day N at the seasonal price when departure date + N falls in the window (SPEC 5, literally)', async () => {
    const today = todayInNz();
    // Kayak is offered on day 2; a departure 200 days out puts day 2 on today + 202.
    const seasonal = await createCatalogue(db(), { seasonalFrom: addDays(today, 202), seasonalTo: addDays(today, 202) });
    const inside = await newBooking(alice, 1, seasonal, 200);
    // Departing one day earlier: day 2 is the 201st day; departure + 2 = today + 201, outside.
    const outside = await newBooking(alice, 1, seasonal, 199);
    const price = async (booking: { id: number; traveller_ids: number[] }) =>
      (await addons(alice, booking.id, { addons: [entry(booking.traveller_ids[0], seasonal.kayak.standard.apiId, seasonal.days[1].apiId)] })).json().addons[0].price;
    expect(await price(inside)).toBe(150);
    expect(await price(outside)).toBe(120);
  });

  it('answers 404 for another customer, 401 without a session, 423 when locked, and 400 for bad bodies', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    const body = { addons: [entry(t, cat.kayak.standard.apiId, cat.days[1].apiId)] };
    expect((await addons(bob, booking.id, body)).statusCode).toBe(404);
    expect((await addons(null, booking.id, body)).statusCode).toBe(401);
    for (const bad of [{}, { addons: 'all' }, { addons: [{ optionID: 1 }] }, { addons: [{ travellerID: 'me' }] }, { addons: [{ travellerID: t, destroy: true }] }]) {
      const res = await addons(alice, booking.id, bad);
      expect(res.statusCode).toBe(400);
    }
    await db().update(bookings).set({ locked: true }).where(eq(bookings.id, booking.id));
    const locked = await addons(alice, booking.id, body);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().errors).toEqual(['This booking is locked. Please get in touch with us to make changes.']);
    expect((await call('GET', `/bookings/bookings/${booking.id}`, alice)).json().addons).toEqual([]);
  });

  it('lets an admin add add-ons to a customer booking', async () => {
    const booking = await newBooking();
    const res = await addons(admin, booking.id, { addons: [entry(booking.traveller_ids[0], cat.kayak.standard.apiId, cat.days[1].apiId)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentBooking.addons).toHaveLength(1);
  });
});

describe('POST /api/bookings/bookings/{id}/swap', () => {
  const swap = (user: TestUser | null, id: number, departureId: unknown) => call('POST', `/bookings/bookings/${id}/swap`, user, { departure_id: departureId });

  it('moves the booking and its seats to another departure of the same tour, keeping add-ons', async () => {
    const from = await cat.departure({ inDays: 200 });
    const to = await cat.departure({ inDays: 207 });
    const booking = await bookThrough(ctx.app, alice, from.id, 2);
    await addons(alice, booking.id, { addons: [entry(booking.traveller_ids[0], cat.kayak.standard.apiId, cat.days[1].apiId)] });
    const res = await swap(alice, booking.id, `departure-${to.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ departure_id: `departure-${to.id}`, departure_date: to.date });
    expect(res.json().addons).toHaveLength(1);
    expect(await seatsLeft(db(), from.id)).toBe(16);
    expect(await seatsLeft(db(), to.id)).toBe(14);
  });

  it('moves to another tour, dropping what belonged to the old one', async () => {
    const other = await createCatalogue(db());
    const from = await cat.departure({ inDays: 201 });
    const to = await other.departure({ inDays: 210 });
    const booking = await bookThrough(ctx.app, alice, from.id);
    await addons(alice, booking.id, { addons: [entry(booking.traveller_ids[0], cat.kayak.standard.apiId, cat.days[1].apiId)] });
    const res = await swap(alice, booking.id, to.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ tour_id: other.tour.apiId, addons_total: 0 });
    expect(res.json().addons).toEqual([]);
  });

  it('closes free swaps at the family’s free_swap_days (60, or 45 for the Plus family)', async () => {
    const near = await cat.departure({ inDays: 60 });
    const target = await cat.departure({ inDays: 220 });
    const booking = await bookThrough(ctx.app, alice, near.id);
    const res = await swap(alice, booking.id, target.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['Free swaps close 60 days before departure. Please get in touch and we will help.']);
    expect(await seatsLeft(db(), near.id)).toBe(15);
    expect(await seatsLeft(db(), target.id)).toBe(16);

    const plus = await createCatalogue(db(), { freeSwapDays: 45 });
    const plusNear = await plus.departure({ inDays: 50 });
    const plusTarget = await plus.departure({ inDays: 230 });
    const plusBooking = await bookThrough(ctx.app, alice, plusNear.id);
    expect((await swap(alice, plusBooking.id, plusTarget.id)).statusCode).toBe(200);
  });

  it('refuses a full, past, missing or identical departure and changes nothing', async () => {
    const from = await cat.departure({ inDays: 240 });
    const full = await cat.departure({ inDays: 241, seats: 2, availableSeats: 1 });
    const past = await cat.departure({ inDays: -3 });
    const booking = await bookThrough(ctx.app, alice, from.id, 2);
    expect((await swap(alice, booking.id, full.id)).statusCode).toBe(409);
    expect((await swap(alice, booking.id, past.id)).statusCode).toBe(400);
    expect((await swap(alice, booking.id, 'departure-99999999')).statusCode).toBe(400);
    expect((await swap(alice, booking.id, from.id)).statusCode).toBe(400);
    expect((await swap(alice, booking.id, 'anywhere')).statusCode).toBe(400);
    expect(await seatsLeft(db(), from.id)).toBe(14);
    expect(await seatsLeft(db(), full.id)).toBe(1);
  });

  it("lets an admin swap a customer's booking and generate its options, answering with currentBooking", async () => {
    const from = await cat.departure({ inDays: 260 });
    const to = await cat.departure({ inDays: 261 });
    const booking = await bookThrough(ctx.app, alice, from.id);
    const res = await swap(admin, booking.id, to.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().currentBooking.booking.departure_id).toBe(`departure-${to.id}`);
    for (const path of ['generate_pre_accommodation_options', 'generate_post_accommodation_options', 'generate_upgrade_accommodation_options']) {
      expect((await call('POST', `/bookings/bookings/${booking.id}/${path}`, admin)).statusCode).toBe(200);
    }
  });

  it('answers 404 for another customer, 401 without a session and 423 when locked', async () => {
    const from = await cat.departure({ inDays: 250 });
    const to = await cat.departure({ inDays: 251 });
    const booking = await bookThrough(ctx.app, alice, from.id);
    expect((await swap(bob, booking.id, to.id)).statusCode).toBe(404);
    expect((await swap(null, booking.id, to.id)).statusCode).toBe(401);
    await db().update(bookings).set({ locked: true }).where(eq(bookings.id, booking.id));
    expect((await swap(alice, booking.id, to.id)).statusCode).toBe(423);
    expect(await seatsLeft(db(), to.id)).toBe(16);
  });
});
