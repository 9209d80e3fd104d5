/**
 * Test fixtures for the bookings and accounts tests: a small catalogue (one family, a tour
 * with days, day activities with seasonal prices, a snow-gear general add-on, an upgrade, and
 * departures at chosen distances from today) and users with live sessions. Inserted through
 * the real schema, so the tests exercise the real constraints.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityOptions,
  activityOptionSeasonalPrices,
  departures,
  tourCategories,
  tourDayActivities,
  tourDays,
  tourGeneralAddons,
  tours,
  upgradeAccommodationTypes,
} from '../../db/schema/catalogue';
import { users } from '../../db/schema/accounts';
import { payments } from '../../db/schema/bookings';
import { createSession } from '../auth/sessions';
import { createTestApp, type TestContext } from '../../test/app';
import type { AppConfig } from '../../config';
import { addDays, todayInNz } from '../../../contract/dates';

let counter = 1000 + Math.floor(Math.random() * 1000) * 100;
const next = () => ++counter;

export interface TestUser {
  id: number;
  email: string;
  headers: { token: string; email: string };
}

export async function createUser(db: Db, opts: { isAdmin?: boolean; firstName?: string } = {}): Promise<TestUser> {
  const n = next();
  const email = `traveller${n}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, firstName: opts.firstName ?? `Traveller${n}`, passwordHash: null, isAdmin: opts.isAdmin ?? false })
    .returning({ id: users.id });
  const token = await createSession(db, user.id);
  return { id: user.id, email, headers: { token, email } };
}

export interface DepartureSpec {
  /** Days from today (Pacific/Auckland). */
  inDays: number;
  seats?: number;
  availableSeats?: number;
  tourPriceCents?: number;
  basedPriceCents?: number;
  status?: string;
}

export async function createDeparture(db: Db, tourId: number, numberOfDays: number, spec: DepartureSpec) {
  const date = addDays(todayInNz(), spec.inDays);
  const seats = spec.seats ?? 16;
  const [row] = await db
    .insert(departures)
    .values({
      tourId,
      date,
      endDate: addDays(date, numberOfDays - 1),
      totalSeats: seats,
      availableSeats: spec.availableSeats ?? seats,
      basedPriceCents: spec.basedPriceCents ?? spec.tourPriceCents ?? 250_000,
      tourPriceCents: spec.tourPriceCents ?? 250_000,
      status: spec.status ?? 'open',
    })
    .returning();
  return row;
}

export interface CatalogueFixture {
  category: typeof tourCategories.$inferSelect;
  tour: typeof tours.$inferSelect;
  days: (typeof tourDays.$inferSelect)[];
  /** Offered on day 2: option `standard` (base 120, seasonal 150 in a window), `premium` (200), plus a hidden and an archived option. */
  kayak: { activity: typeof activities.$inferSelect; standard: typeof activityOptions.$inferSelect; premium: typeof activityOptions.$inferSelect; hidden: typeof activityOptions.$inferSelect; archived: typeof activityOptions.$inferSelect };
  /** Offered on day 3. */
  bungy: { activity: typeof activities.$inferSelect; jump: typeof activityOptions.$inferSelect };
  /** A general add-on (snow gear) of the tour. */
  gear: { activity: typeof activities.$inferSelect; skis: typeof activityOptions.$inferSelect; board: typeof activityOptions.$inferSelect };
  /** An activity of no day of this tour. */
  elsewhere: { activity: typeof activities.$inferSelect; option: typeof activityOptions.$inferSelect };
  upgrade: typeof upgradeAccommodationTypes.$inferSelect;
  departure: (spec: DepartureSpec) => ReturnType<typeof createDeparture>;
}

/** One tour family with `freeSwapDays`, one 5-day tour (extra night 150 NZD). */
export async function createCatalogue(db: Db, opts: { freeSwapDays?: number; numberOfDays?: number; seasonalFrom?: string; seasonalTo?: string } = {}): Promise<CatalogueFixture> {
  const n = next();
  const numberOfDays = opts.numberOfDays ?? 5;
  const [category] = await db
    .insert(tourCategories)
    .values({ contentId: `family-${n}`, apiId: n, name: `Family ${n}`, tourType: 'Adventure', absoluteSlug: `/family-${n}/`, freeSwapDays: opts.freeSwapDays ?? 60 })
    .returning();
  const [tour] = await db
    .insert(tours)
    .values({
      apiId: n,
      contentId: `tour-${n}`,
      name: `Tour ${n}`,
      code: `T${n}`,
      categoryId: category.id,
      absoluteSlug: `/family-${n}/tour-${n}/`,
      numberOfDays,
      startingPriceCents: 250_000,
      startLocation: 'Auckland',
      endLocation: 'Wellington',
      extraNightPriceCents: 15_000,
      snow: false,
    })
    .returning();
  const days = await db
    .insert(tourDays)
    .values(Array.from({ length: numberOfDays }, (_, i) => ({ apiId: n * 100 + i + 1, tourId: tour.id, ordinalNumber: i + 1, title: `Day ${i + 1}` })))
    .returning();
  days.sort((a, b) => a.ordinalNumber - b.ordinalNumber);

  const activity = async (name: string, generalAddon: string | null = null) =>
    (await db.insert(activities).values({ apiId: next(), contentId: `${name}-${next()}`, name, destinationName: 'Somewhere', generalAddon }).returning())[0];
  const option = async (activityId: number, name: string, priceCents: number, extra: { hidden?: boolean; archived?: boolean } = {}) =>
    (await db.insert(activityOptions).values({ apiId: next(), activityId, name, priceCents, ...extra }).returning())[0];

  const kayakActivity = await activity('Kayak');
  const kayak = {
    activity: kayakActivity,
    standard: await option(kayakActivity.id, 'Standard', 12_000),
    premium: await option(kayakActivity.id, 'Premium', 20_000),
    hidden: await option(kayakActivity.id, 'Hidden', 1_000, { hidden: true }),
    archived: await option(kayakActivity.id, 'Archived', 1_000, { archived: true }),
  };
  if (opts.seasonalFrom && opts.seasonalTo) {
    await db.insert(activityOptionSeasonalPrices).values({ optionId: kayak.standard.id, priceCents: 15_000, availableFrom: opts.seasonalFrom, availableTo: opts.seasonalTo });
  }
  const bungyActivity = await activity('Bungy');
  const bungy = { activity: bungyActivity, jump: await option(bungyActivity.id, 'Jump', 30_000) };
  const gearActivity = await activity('Ski or board hire', 'ski-board-hire');
  const gear = { activity: gearActivity, skis: await option(gearActivity.id, 'Skis', 9_000), board: await option(gearActivity.id, 'Board', 8_000) };
  const elsewhereActivity = await activity('Elsewhere');
  const elsewhere = { activity: elsewhereActivity, option: await option(elsewhereActivity.id, 'Only', 5_000) };

  await db.insert(tourDayActivities).values([
    { dayId: days[1].id, activityId: kayakActivity.id },
    { dayId: days[2].id, activityId: bungyActivity.id },
  ]);
  await db.insert(tourGeneralAddons).values({ tourId: tour.id, activityId: gearActivity.id });
  const [upgrade] = await db
    .insert(upgradeAccommodationTypes)
    .values({ tourId: tour.id, contentId: `upgrade-${n}`, name: 'Private room upgrade', pricePerNightCents: 8_000, bedOptions: ['King', 'Twin'] })
    .returning();

  return { category, tour, days, kayak, bungy, gear, elsewhere, upgrade, departure: (spec) => createDeparture(db, tour.id, numberOfDays, spec) };
}

export async function recordPayment(db: Db, bookingId: number, amountCents: number, status = 'succeeded') {
  const key = `test-${next()}`;
  await db.insert(payments).values({ bookingId, amountCents, status, provider: 'test', providerReference: key, idempotencyKey: key });
}

export async function seatsLeft(db: Db, departureId: number): Promise<number> {
  const [row] = await db.select({ n: departures.availableSeats }).from(departures).where(eq(departures.id, departureId));
  return row.n;
}

type InjectApp = { inject(opts: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }): Promise<{ statusCode: number; json(): any; body: string; headers: Record<string, unknown> }> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A tiny client: call(method, url, user?, body?). */
export function apiClient(app: InjectApp) {
  return (method: string, url: string, user?: Pick<TestUser, 'headers'> | null, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: user ? user.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Creates a booking through the API and returns its wire booking. */
export async function bookThrough(app: InjectApp, user: TestUser, departureId: number, travellersCount = 1) {
  const res = await apiClient(app)('POST', '/bookings/bookings', user, { 'bookings/booking': { departure_id: `departure-${departureId}`, travellers_count: travellersCount } });
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json()['bookings/booking'];
}

/** What most booking, payment and staff test files start from (bookingWorld). */
export interface BookingWorld {
  ctx: TestContext;
  call: ReturnType<typeof apiClient>;
  cat: CatalogueFixture;
  /** Two customers and an admin; the customers are left out with `{ customers: false }`. */
  alice: TestUser;
  bob: TestUser;
  admin: TestUser;
}

/**
 * An app on a fresh database with a catalogue, two customers and an admin, made once per file:
 *   let { ctx, call, cat, alice } = {} as BookingWorld;
 *   beforeAll(async () => ({ ctx, call, cat, alice } = await bookingWorld()), 60_000);
 *   afterAll(() => ctx.close());
 */
export async function bookingWorld(config: Partial<AppConfig> = {}, options: { customers?: boolean; adminName?: string } = {}): Promise<BookingWorld> {
  const ctx = await createTestApp(config);
  const db = ctx.database.db;
  const cat = await createCatalogue(db);
  const customers = options.customers === false ? null : [await createUser(db), await createUser(db)];
  const admin = await createUser(db, { isAdmin: true, ...(options.adminName ? { firstName: options.adminName } : {}) });
  const none = null as unknown as TestUser;
  return { ctx, call: apiClient(ctx.app), cat, alice: customers?.[0] ?? none, bob: customers?.[1] ?? none, admin };
}
