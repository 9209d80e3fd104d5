/**
 * The checks a border officer (and a ski-hire shop) would apply to travellers
 * (contract/traveller-rules.ts): a passport must be valid through the tour's last day (400
 * otherwise); one expiring within 3 months after it is saved with a warning; the issue date
 * comes before the expiry; snow gear sizes are sizes a person has, through both the PUT and
 * the add-on call.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { travellers } from '../../db/schema/bookings';
import { addMonths, formatLongDate } from '../../../contract/dates';
import { addDays } from '../../../contract/dates';
import { apiClient, bookThrough, createCatalogue, createUser, type CatalogueFixture, type TestUser } from './test-fixtures';

jest.setTimeout(60_000);
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let cat: CatalogueFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  call = apiClient(ctx.app);
  cat = await createCatalogue(ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());

let n = 0;
/** A booking of its own customer (a customer may hold only a few unpaid bookings). */
async function newBooking(count = 1): Promise<{ id: number; traveller_ids: number[]; departure_date: string; end_date: string; owner: TestUser }> {
  const owner = await createUser(ctx.database.db);
  return { ...(await bookThrough(ctx.app, owner, (await cat.departure({ inDays: 100 + ++n })).id, count)), owner };
}
type Owned = { id: number; owner: TestUser };
const put = (booking: Owned, fields: unknown) => call('PUT', `/bookings/bookings/${booking.id}`, booking.owner, { 'bookings/booking': fields });
const addons = (booking: Owned, body: unknown) => call('POST', `/bookings/bookings/${booking.id}/addons`, booking.owner, body);
const stored = async (id: number) => (await ctx.database.db.select().from(travellers).where(eq(travellers.id, id)))[0];

const stepOne = { title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-12', nationality: 'New Zealander' };
const stepTwo = {
  passport_number: 'LA123456',
  passport_date_of_issue: '2020-01-15',
  passport_date_of_expiry: '2035-01-15',
  emergency_contact_name: 'Mere Ngata',
  emergency_contact_relationship: 'Mother',
  emergency_contact_number: '+64 21 555 0199',
  insurance_name: 'Kiwi Cover',
  insurance_policy_number: 'KC-998877',
  insurance_contact_number: '+64 9 555 0100',
};

describe('passports against the tour dates', () => {
  it("refuses a passport that expires before the tour's last day, naming the traveller and the date", async () => {
    const booking = await newBooking();
    const end: string = booking.end_date;
    const res = await put(booking, { travellers: [{ id: booking.traveller_ids[0], ...stepOne, ...stepTwo, passport_date_of_expiry: addDays(end, -1) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errors: [`The passport of Aroha Ngata expires before the tour ends (${formatLongDate(end)}). Please use a passport valid until the end of the tour.`],
    });
    // All or nothing: the name was not saved either.
    expect((await stored(booking.traveller_ids[0])).firstName).toBeNull();
  });

  it("says 'traveller N' when the traveller has no name yet", async () => {
    const booking = await newBooking(2);
    const res = await put(booking, { travellers: [{ id: booking.traveller_ids[1], ...stepTwo, passport_date_of_expiry: addDays(booking.departure_date, 1) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.stringMatching(/^The passport of traveller 2 expires before the tour ends/)]);
  });

  it('accepts a passport expiring within 3 months after the tour, with a warning', async () => {
    const booking = await newBooking();
    const end: string = booking.end_date;
    for (const expiry of [end, addDays(addMonths(end, 3), -1)]) {
      const res = await put(booking, { travellers: [{ id: booking.traveller_ids[0], ...stepOne, ...stepTwo, passport_date_of_expiry: expiry }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      expect(res.json().warnings).toEqual([
        `The passport of Aroha Ngata expires on ${formatLongDate(expiry)}, within 3 months of the tour's end (${formatLongDate(end)}). New Zealand requires passports to be valid for at least 3 months beyond your departure from New Zealand.`,
      ]);
      expect(res.json().travellers[0].passport_date_of_expiry).toBe(expiry);
    }
  });

  it('has no warning for a passport valid 3 months and more after the tour, or a change that does not touch the expiry', async () => {
    const booking = await newBooking();
    const ok = await put(booking, { travellers: [{ id: booking.traveller_ids[0], ...stepOne, ...stepTwo, passport_date_of_expiry: addMonths(booking.end_date, 3) }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().warnings).toBeUndefined();
    const other = await put(booking, { agree_with_the_conditions: true });
    expect(other.statusCode).toBe(200);
    expect(other.json().warnings).toBeUndefined();
  });

  it('warns about a new traveller too, and keeps the promo answer', async () => {
    const booking = await newBooking();
    const soon = addMonths(booking.end_date, 1);
    const res = await put(booking, { promo_code_string: 'NOSUCHCODE', travellers: [{ ...stepOne, first_name: 'Hemi', ...stepTwo, passport_date_of_expiry: soon }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(false);
    expect(res.json().errors).toEqual(['Sorry! This Code is invalid']);
    expect(res.json().warnings).toEqual([expect.stringMatching(/^The passport of Hemi Ngata expires on /)]);
    expect(res.json().travellers).toHaveLength(2);
  });

  it('refuses an issue date on or after the expiry date', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    expect((await put(booking, { travellers: [{ id: t, ...stepOne, ...stepTwo }] })).statusCode).toBe(200);
    const same = await put(booking, { travellers: [{ id: t, passport_date_of_issue: '2024-05-01', passport_date_of_expiry: '2024-05-01' }] });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toContain('Traveller 1: Passport date of expiry must be after the date of issue.');
    // An expiry stored before these rules (in the past): a new issue date after it is refused too.
    await ctx.database.db.update(travellers).set({ passportDateOfExpiry: '2021-01-01' }).where(eq(travellers.id, t));
    const res = await put(booking, { travellers: [{ id: t, passport_date_of_issue: '2022-01-01' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Traveller 1: Passport date of issue must be before the date of expiry.']);
  });

  it('refuses a move to dates the passport does not cover, and the booking stays where it was', async () => {
    const booking = await newBooking();
    const later = await cat.departure({ inDays: 400 });
    const expiry = addDays(later.endDate, -1);
    expect((await put(booking, { travellers: [{ id: booking.traveller_ids[0], ...stepOne, ...stepTwo, passport_date_of_expiry: expiry }] })).statusCode).toBe(200);
    const res = await call('POST', `/bookings/bookings/${booking.id}/swap`, booking.owner, { departure_id: later.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`The passport of Aroha Ngata expires before the tour ends (${formatLongDate(later.endDate)}). Please use a passport valid until the end of the tour.`]);
    expect((await call('GET', `/bookings/bookings/${booking.id}`, booking.owner)).json().booking.departure_date).toBe(booking.departure_date);
  });
});

describe('snow gear sizes', () => {
  it('refuses -5 cm and 9,999 kg, naming the field, and stores nothing', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    const res = await addons(booking, { addons: [], traveller: { id: t, snow_ski_height: '-5', snow_ski_weight: '9999' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'Snow gear: Height must be in centimetres, between 100 and 230 (for example 175).',
      'Snow gear: Weight must be in kilograms, between 30 and 200 (for example 70).',
    ]);
    for (const [field, value] of [
      ['snow_ski_height', '-5 cm'],
      ['snow_ski_weight', '9,999 kg'],
      ['snow_boot_size', '99'],
      ['snow_ski_size', '0'],
    ]) {
      const one = await addons(booking, { addons: [], traveller: { id: t, [field]: value } });
      expect([field, value, one.statusCode]).toEqual([field, value, 400]);
    }
    // Through the PUT as well.
    const viaPut = await put(booking, { travellers: [{ id: t, snow_ski_height: '-5' }] });
    expect(viaPut.statusCode).toBe(400);
    expect(viaPut.json().errors).toEqual(['Traveller 1: Height must be in centimetres, between 100 and 230 (for example 175).']);
    expect(await stored(t)).toMatchObject({ snowSkiHeight: null, snowSkiWeight: null, snowBootSize: null, snowSkiSize: null });
  });

  it('accepts what the snow gear form sends, and clearing a size', async () => {
    const booking = await newBooking();
    const t = booking.traveller_ids[0];
    const res = await addons(booking, {
      addons: [{ travellerID: t, optionID: cat.gear.skis.apiId, dayID: null, destroy: false }],
      traveller: { id: t, snow_ski_height: '180 cm', snow_ski_weight: '75 kg', snow_boot_size: 'EU 42', snow_ski_size: '170', stance: 'Skier', snow_cloth_size: 'M' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().travellers[0]).toMatchObject({ snow_ski_height: '180 cm', snow_ski_weight: '75 kg', snow_boot_size: 'EU 42', snow_ski_size: '170' });
    const more = await put(booking, { travellers: [{ id: t, snow_ski_height: '165', snow_ski_weight: '58', snow_boot_size: 'US 9.5', snow_ski_size: '' }] });
    expect(more.statusCode).toBe(200);
    expect(more.json().travellers[0]).toMatchObject({ snow_ski_height: '165', snow_ski_weight: '58', snow_boot_size: 'US 9.5', snow_ski_size: null });
  });
});
