/**
 * PUT bookings/bookings/{id}: conditions, promo codes, travellers, extra nights, upgrades;
 * the generate_* calls; locked bookings; other customers.
 */
import { eq } from 'drizzle-orm';
import { bookings, promoCodes, travellers } from '../../db/schema/bookings';
import { seedPromoCodes } from './promo';
import { addDays, todayInNz } from '../../../contract/dates';
import { bookingWorld, bookThrough, createCatalogue, seatsLeft, type TestUser, type BookingWorld } from './test-fixtures';


// The project's testTimeout is not applied to projects by Jest; PGlite under a parallel run is slow.
jest.setTimeout(60_000);
let { ctx, call, cat, alice, bob, admin } = {} as BookingWorld;
beforeAll(async () => {
  ({ ctx, call, cat, alice, bob, admin } = await bookingWorld());
  await seedPromoCodes(ctx.database.db);
  await ctx.database.db.insert(promoCodes).values([
    { code: 'ONCEONLY', kind: 'amount', value: 5_000, usageLimit: 1 },
    { code: 'TOOBIG', kind: 'amount', value: 99_999_999 },
  ]);
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const put = (user: TestUser | null, id: number, fields: unknown) => call('PUT', `/bookings/bookings/${id}`, user, { 'bookings/booking': fields });
let n = 0;
const newBooking = async (user = alice, count = 1) => bookThrough(ctx.app, user, (await cat.departure({ inDays: 100 + ++n })).id, count);

const stepOne = { title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-12', nationality: 'New Zealander', current_location: 'Auckland', allergies: 'Peanuts' };
const stepTwo = {
  passport_number: 'LA123456',
  passport_date_of_issue: '2020-01-15',
  passport_date_of_expiry: '2030-01-15',
  emergency_contact_name: 'Mere Ngata',
  emergency_contact_relationship: 'Mother',
  emergency_contact_number: '+64 21 555 0199',
  insurance_name: 'Kiwi Cover',
  insurance_policy_number: 'KC-998877',
  insurance_contact_number: '+64 9 555 0100',
  medical_condition: '',
};

describe('conditions', () => {
  it('records agreement to the conditions and ends the new-booking state', async () => {
    const booking = await newBooking();
    const res = await put(alice, booking.id, { agree_with_the_conditions: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().booking).toMatchObject({ agree_with_the_conditions: true, new_booking: false });
    // It cannot be withdrawn.
    const again = await put(alice, booking.id, { agree_with_the_conditions: false });
    expect(again.json().booking.agree_with_the_conditions).toBe(true);
  });

  it('ignores price and state fields sent by the client', async () => {
    const booking = await newBooking();
    const res = await put(alice, booking.id, { total: 1, locked: false, complete: true, confirmed: true, total_paid: 999999, promo_code_valid: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ total: 2500, complete: false, confirmed: false, total_paid: 0, promo_code_valid: false });
  });
});

describe('promo codes', () => {
  it('applies a valid code case-insensitively and takes it off the subtotal', async () => {
    const booking = await newBooking(alice, 2);
    const res = await put(alice, booking.id, { promo_code_string: ' kiaora10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().booking).toMatchObject({ promo_code_string: 'KIAORA10', promo_code_valid: true, subtotal: 5000, total_discount: 500, total: 4500 });
  });

  it("answers success false with 'Sorry! This Code is invalid' for an unknown or expired code, with no discount", async () => {
    const booking = await newBooking();
    for (const code of ['NOPE', 'WINTER2020']) {
      const res = await put(alice, booking.id, { promo_code_string: code });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(false);
      expect(res.json().errors).toEqual(['Sorry! This Code is invalid']);
      expect(res.json().booking).toMatchObject({ promo_code_string: code, promo_code_valid: false, total_discount: 0, total: 2500 });
    }
  });

  it('respects the usage limit and releases the code when it is replaced or removed', async () => {
    const first = await newBooking();
    const second = await newBooking();
    expect((await put(alice, first.id, { promo_code_string: 'ONCEONLY' })).json().success).toBe(true);
    expect((await put(alice, second.id, { promo_code_string: 'ONCEONLY' })).json().success).toBe(false);
    // Re-applying the same code on the first booking keeps it valid (it is not counted twice).
    expect((await put(alice, first.id, { promo_code_string: 'onceonly' })).json().booking.promo_code_valid).toBe(true);
    const removed = await put(alice, first.id, { promo_code_string: '' });
    expect(removed.json().success).toBe(true);
    expect(removed.json().booking).toMatchObject({ promo_code_string: null, promo_code_valid: false, total_discount: 0 });
    expect((await put(alice, second.id, { promo_code_string: 'ONCEONLY' })).json().success).toBe(true);
  });

  it('never discounts below zero', async () => {
    const booking = await newBooking();
    const res = await put(alice, booking.id, { promo_code_string: 'TOOBIG' });
    expect(res.json().booking).toMatchObject({ total_discount: 2500, total: 0, balance_remaining: 0, minimum_payment: 0 });
  });

  it('gives an amount code its value', async () => {
    const booking = await newBooking();
    expect((await put(alice, booking.id, { promo_code_string: 'EARLYBIRD100' })).json().booking).toMatchObject({ total_discount: 100, total: 2400 });
  });
});

describe('travellers', () => {
  it('saves step 1 and step 2 details', async () => {
    const booking = await newBooking();
    const id = booking.traveller_ids[0];
    const one = await put(alice, booking.id, { travellers: [{ id, ...stepOne }] });
    expect(one.statusCode).toBe(200);
    expect(one.json().travellers[0]).toMatchObject({ ...stepOne, step_one_complete: true, step_two_complete: false });
    const two = await put(alice, booking.id, { travellers: [{ id, ...stepTwo }] });
    expect(two.statusCode).toBe(200);
    expect(two.json().travellers[0]).toMatchObject({ first_name: 'Aroha', passport_number: 'LA123456', medical_condition: null, step_two_complete: true });
  });

  it.each([
    [{ title: 'Sir' }, 'Traveller 1: Title must be one of Mr, Ms, Mrs, Miss, Dr.'],
    [{ first_name: '' }, 'Traveller 1: First name is required.'],
    [{ last_name: '   ' }, 'Traveller 1: Last name is required.'],
    [{ date_of_birth: '1990-02-30' }, 'Traveller 1: Date of birth must be a valid date.'],
    [{ date_of_birth: '1899-12-31' }, `Traveller 1: Year of birth must be between 1900 and ${todayInNz().slice(0, 4)}.`],
    [{ date_of_birth: addDays(todayInNz(), 1) }, 'Traveller 1: Date of birth cannot be in the future.'],
    [{ nationality: null }, 'Traveller 1: Nationality is required.'],
    [{ first_name: '<script>' }, 'Traveller 1: First name cannot contain < or >.'],
  ])('refuses an invalid step 1 (%j) and changes nothing', async (change, message) => {
    const booking = await newBooking();
    const id = booking.traveller_ids[0];
    const res = await put(alice, booking.id, { travellers: [{ id, ...stepOne, ...change }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    const [row] = await db().select().from(travellers).where(eq(travellers.id, id));
    expect(row.firstName).toBeNull();
  });

  it('requires the whole step when a step is submitted', async () => {
    const booking = await newBooking();
    const res = await put(alice, booking.id, { travellers: [{ id: booking.traveller_ids[0], title: 'Mr' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining(['Traveller 1: First name is required.', 'Traveller 1: Last name is required.', 'Traveller 1: Date of birth is required.', 'Traveller 1: Nationality is required.']),
    );
  });

  it.each([
    [{ passport_date_of_expiry: '2019-01-01' }, 'Traveller 1: Passport date of expiry must be after the date of issue.'],
    [{ passport_date_of_issue: '2020-13-01' }, 'Traveller 1: Passport date of issue must be a valid date.'],
    [{ passport_number: '!' }, 'Traveller 1: Passport number must be 3 to 40 letters or digits.'],
    [{ emergency_contact_number: 'call me' }, 'Traveller 1: Emergency contact number must be a phone number, including the international dialling code.'],
    [{ insurance_name: '' }, 'Traveller 1: Insurer name is required.'],
  ])('refuses an invalid step 2 (%j)', async (change, message) => {
    const booking = await newBooking();
    const res = await put(alice, booking.id, { travellers: [{ id: booking.traveller_ids[0], ...stepTwo, ...change }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
  });

  it('applies all changes of a request or none: one invalid traveller keeps the other unchanged', async () => {
    const booking = await newBooking(alice, 2);
    const [a, b] = booking.traveller_ids;
    const res = await put(alice, booking.id, { agree_with_the_conditions: true, travellers: [{ id: a, ...stepOne }, { id: b, ...stepOne, title: 'Captain' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Traveller 2: Title must be one of Mr, Ms, Mrs, Miss, Dr.']);
    const detail = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(detail.travellers.map((t: { first_name: string | null }) => t.first_name)).toEqual([null, null]);
    expect(detail.booking.agree_with_the_conditions).toBe(false);
  });

  it('adds a traveller (taking a seat) and removes one (freeing it), never the last one', async () => {
    const dep = await cat.departure({ inDays: 170, seats: 3 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 1);
    const added = await put(alice, booking.id, { travellers: [{ ...stepOne, first_name: 'Hemi' }] });
    expect(added.statusCode).toBe(200);
    expect(added.json().travellers).toHaveLength(2);
    expect(added.json().booking.total).toBe(5000);
    expect(await seatsLeft(db(), dep.id)).toBe(1);

    const removed = await put(alice, booking.id, { travellers: [{ id: booking.traveller_ids[0], _destroy: true }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().travellers.map((t: { first_name: string }) => t.first_name)).toEqual(['Hemi']);
    expect(await seatsLeft(db(), dep.id)).toBe(2);

    const last = await put(alice, booking.id, { travellers: [{ id: removed.json().travellers[0].id, _destroy: true }] });
    expect(last.statusCode).toBe(400);
    expect(last.json().errors).toEqual(['A booking needs at least one traveller.']);
    expect(await seatsLeft(db(), dep.id)).toBe(2);
  });

  it('refuses a new traveller when the departure is full, and changes nothing', async () => {
    const dep = await cat.departure({ inDays: 171, seats: 1 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 1);
    const res = await put(alice, booking.id, { agree_with_the_conditions: true, travellers: [{ ...stepOne }] });
    expect(res.statusCode).toBe(409);
    const detail = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(detail.travellers).toHaveLength(1);
    expect(detail.booking.agree_with_the_conditions).toBe(false);
  });

  it("refuses a traveller of another booking", async () => {
    const mine = await newBooking();
    const theirs = await newBooking(bob);
    const res = await put(alice, mine.id, { travellers: [{ id: theirs.traveller_ids[0], ...stepOne }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['This traveller is not part of this booking.']);
    const [row] = await db().select().from(travellers).where(eq(travellers.id, theirs.traveller_ids[0]));
    expect(row.firstName).toBeNull();
  });

  it('adds and removes add-ons nested in travellers', async () => {
    const booking = await newBooking();
    const id = booking.traveller_ids[0];
    const res = await put(alice, booking.id, { travellers: [{ id, addons: [{ option_id: cat.kayak.standard.apiId, day_id: cat.days[1].apiId }] }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().addons).toHaveLength(1);
    expect(res.json().booking.addons_total).toBe(120);
    const addonId = res.json().addons[0].db_addon_id;
    const gone = await put(alice, booking.id, { travellers: [{ id, addons: [{ db_addon_id: addonId, _destroy: true }] }] });
    expect(gone.json().addons).toEqual([]);
  });
});

describe('extra nights', () => {
  it('generates 1 to 5 nights before the tour, priced per traveller per night', async () => {
    const booking = await newBooking(alice, 2);
    const res = await call('POST', `/bookings/bookings/${booking.id}/generate_pre_accommodation_options`, alice);
    expect(res.statusCode).toBe(200);
    const options = res.json().accommodations;
    expect(options.map((o: { nights: number }) => o.nights)).toEqual([1, 2, 3, 4, 5]);
    expect(options[1]).toMatchObject({ is_before: true, nights: 2, price: 600, customID: 'pre-2', selected: false });
    expect(options[1].options).toMatchObject({ location: 'Auckland', check_out_date: booking.departure_date, check_in_date: addDays(booking.departure_date, -2) });
  });

  it('generates the requested nights after the tour', async () => {
    const booking = await newBooking();
    const res = await call('POST', `/bookings/bookings/${booking.id}/generate_post_accommodation_options`, alice, { nights: 3 });
    expect(res.json().accommodations).toEqual([expect.objectContaining({ is_before: false, nights: 3, price: 450, customID: 'post-3' })]);
    expect(res.json().accommodations[0].options.location).toBe('Wellington');
    const bad = await call('POST', `/bookings/bookings/${booking.id}/generate_post_accommodation_options`, alice, { nights: 6 });
    expect(bad.statusCode).toBe(400);
  });

  it('chooses one option per side, replaces it, and removes it', async () => {
    const booking = await newBooking();
    const options = (await call('POST', `/bookings/bookings/${booking.id}/generate_pre_accommodation_options`, alice)).json().accommodations;
    const chosen = await put(alice, booking.id, { accommodations: [{ id: options[1].id }] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().accommodations).toEqual([expect.objectContaining({ id: options[1].id, selected: true, nights: 2 })]);
    expect(chosen.json().booking).toMatchObject({ accommodations_total: 300, total: 2800, check_in_date: addDays(booking.departure_date, -2), links: { has_extra_night: true } });

    const replaced = await put(alice, booking.id, { accommodations: [{ id: options[0].id }] });
    expect(replaced.json().accommodations.map((a: { nights: number }) => a.nights)).toEqual([1]);

    // Generating again keeps the choice.
    const regenerated = (await call('POST', `/bookings/bookings/${booking.id}/generate_pre_accommodation_options`, alice)).json().accommodations;
    expect(regenerated.filter((a: { selected: boolean }) => a.selected).map((a: { id: number }) => a.id)).toEqual([options[0].id]);

    const removed = await put(alice, booking.id, { accommodations: [{ id: options[0].id, _destroy: true }] });
    expect(removed.json().accommodations).toEqual([]);
    expect(removed.json().booking.links.has_extra_night).toBe(false);
  });

  it("refuses an option of another booking", async () => {
    const theirs = await newBooking(bob);
    const options = (await call('POST', `/bookings/bookings/${theirs.id}/generate_pre_accommodation_options`, bob)).json().accommodations;
    const mine = await newBooking();
    const res = await put(alice, mine.id, { accommodations: [{ id: options[0].id }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('accommodation upgrades', () => {
  it('lists the upgrades with nights 1 .. days - 1 and bed options', async () => {
    const booking = await newBooking();
    const res = await call('POST', `/bookings/bookings/${booking.id}/generate_upgrade_accommodation_options`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().accommodations).toEqual([
      expect.objectContaining({ id: cat.upgrade.id, name: 'Private room upgrade', price_per_night: 80, bed_options: ['King', 'Twin'], nights_options: [1, 2, 3, 4] }),
    ]);
  });

  it('adds, changes and removes an upgrade at price per night x nights', async () => {
    const booking = await newBooking();
    const added = await put(alice, booking.id, { upgrade_accommodations: [{ id: cat.upgrade.id, nights: 2, bed_option: 'King' }] });
    expect(added.statusCode).toBe(200);
    expect(added.json().upgrade_accommodations).toEqual([expect.objectContaining({ id: cat.upgrade.id, nights: 2, bed_option: 'King', price: 160 })]);
    expect(added.json().booking.upgrades_total).toBe(160);
    const changed = await put(alice, booking.id, { upgrade_accommodations: [{ id: cat.upgrade.id, nights: 4 }] });
    expect(changed.json().upgrade_accommodations[0]).toMatchObject({ nights: 4, bed_option: 'King', price: 320 });
    const removed = await put(alice, booking.id, { upgrade_accommodations: [{ id: cat.upgrade.id, _destroy: true }] });
    expect(removed.json().upgrade_accommodations).toEqual([]);
  });

  it.each([
    [{ nights: 5, bed_option: 'King' }, 'Upgrade nights must be between 1 and 4.'],
    [{ nights: 2, bed_option: 'Waterbed' }, 'Bed option must be one of King, Twin.'],
    [{ bed_option: 'King' }, 'Please choose how many nights to upgrade.'],
    [{ nights: 2 }, 'Please choose a bed option.'],
  ])('refuses %j', async (entry, message) => {
    const booking = await newBooking();
    const res = await put(alice, booking.id, { upgrade_accommodations: [{ id: cat.upgrade.id, ...entry }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([message]);
  });

  it("refuses another tour's upgrade", async () => {
    const other = await createCatalogue(db());
    const booking = await newBooking();
    const res = await put(alice, booking.id, { upgrade_accommodations: [{ id: other.upgrade.id, nights: 1, bed_option: 'King' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['This accommodation upgrade is not offered on your tour.']);
  });
});

describe('who may change a booking', () => {
  it("answers 404 for another customer's booking and changes nothing", async () => {
    const booking = await newBooking();
    const res = await put(bob, booking.id, { agree_with_the_conditions: true, promo_code_string: 'KIAORA10' });
    expect(res.statusCode).toBe(404);
    for (const path of ['generate_pre_accommodation_options', 'generate_post_accommodation_options', 'generate_upgrade_accommodation_options']) {
      expect((await call('POST', `/bookings/bookings/${booking.id}/${path}`, bob)).statusCode).toBe(404);
    }
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ agreeWithTheConditions: false, promoCodeString: null });
  });

  it('lets an admin change a customer booking, answering with currentBooking too', async () => {
    const booking = await newBooking();
    const res = await put(admin, booking.id, { agree_with_the_conditions: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentBooking.booking.agree_with_the_conditions).toBe(true);
  });

  it('needs a session', async () => {
    const booking = await newBooking();
    expect((await put(null, booking.id, { agree_with_the_conditions: true })).statusCode).toBe(401);
    expect((await call('POST', `/bookings/bookings/${booking.id}/generate_pre_accommodation_options`, null)).statusCode).toBe(401);
  });

  it('refuses every change to a locked booking with 423, even from an admin', async () => {
    const booking = await newBooking();
    await db().update(bookings).set({ locked: true }).where(eq(bookings.id, booking.id));
    const locked = { success: false, errors: ['This booking is locked. Please get in touch with us to make changes.'] };
    for (const user of [alice, admin]) {
      const res = await put(user, booking.id, { agree_with_the_conditions: true, travellers: [{ id: booking.traveller_ids[0], ...stepOne }] });
      expect(res.statusCode).toBe(423);
      expect(res.json()).toEqual(locked);
    }
    for (const path of ['generate_pre_accommodation_options', 'generate_post_accommodation_options', 'generate_upgrade_accommodation_options']) {
      const res = await call('POST', `/bookings/bookings/${booking.id}/${path}`, alice);
      expect(res.statusCode).toBe(423);
    }
    const detail = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(detail.booking).toMatchObject({ locked: true, agree_with_the_conditions: false });
    expect(detail.travellers[0].first_name).toBeNull();
  });
});
