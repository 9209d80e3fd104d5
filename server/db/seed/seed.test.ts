import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../test/app';
import type { Database } from '../client';
import { loadContent } from '../../../content/load';
import { seedDatabase } from './index';
import { fixturePack } from './fixtures';
import { generateDepartures } from './generate-departures';
import {
  activities,
  activityOptionSeasonalPrices,
  activityOptions,
  departures,
  tourCategories,
  tourDayActivities,
  tourDays,
  tourGeneralAddons,
  tourInactiveRanges,
  tours,
  upgradeAccommodationTypes,
} from '../schema/catalogue';
import { importedReviews, reviews } from '../schema/reviews';
import { exchangeRates } from '../schema/rates';
import { users } from '../schema/accounts';
import { promoCodes } from '../schema/bookings';
import { appMeta } from '../schema/meta';

const TODAY = '2026-06-10';
const noAdmin = { adminEmail: '', adminPassword: '' };

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
}, 60000);
afterAll(() => drop());

const db = () => database.db;
const countOf = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0].n;

async function tourId(contentId: string): Promise<number> {
  const [row] = await db().select({ id: tours.id }).from(tours).where(eq(tours.contentId, contentId));
  return row.id;
}

async function reviewCount(id: number): Promise<number> {
  const [a] = await db().select({ n: count() }).from(reviews).where(eq(reviews.tourId, id));
  const [b] = await db().select({ n: count() }).from(importedReviews).where(eq(importedReviews.tourId, id));
  return a.n + b.n;
}

describe('seedDatabase on the fixture pack', () => {
  beforeAll(async () => {
    const result = await seedDatabase(db(), noAdmin, { today: TODAY, content: fixturePack() });
    expect(result.skipped).toBe(false);
  }, 60000);

  it('stores every category, tour (archived too), day, activity and option', async () => {
    expect(await countOf(tourCategories)).toBe(3);
    expect(await countOf(tours)).toBe(4);
    expect(await countOf(tourDays)).toBe(5 + 7 + 6 + 3);
    expect(await countOf(activities)).toBe(3);
    expect(await countOf(activityOptions)).toBe(4);
    expect(await countOf(activityOptionSeasonalPrices)).toBe(1);
    const [archived] = await db().select().from(tours).where(eq(tours.apiId, 904));
    expect(archived.archived).toBe(true);
    const [option] = await db().select().from(activityOptions).where(eq(activityOptions.apiId, 5012));
    expect(option).toMatchObject({ priceCents: 9900, archived: true });
  });

  it('converts dollars to cents and keeps the availability rules', async () => {
    const [loop] = await db().select().from(tours).where(eq(tours.apiId, 902));
    expect(loop).toMatchObject({
      startingPriceCents: 415000,
      extraNightPriceCents: 14500,
      seasonFromMonth: 11,
      seasonToMonth: 4,
      departureWeekdays: [1],
      offlineWeekdays: [0],
      cutoffDays: 5,
      seatsPerDeparture: 12,
      mainImageUrl: '/images/summer-loop-1.jpg',
      mapImageUrl: '/images/map-summer-loop.png',
    });
    const ranges = await db().select().from(tourInactiveRanges).where(eq(tourInactiveRanges.tourId, loop.id));
    expect(ranges.map((r) => [r.fromDate, r.toDate])).toEqual([['2026-12-20', '2027-01-05']]);
    const upgrades = await db().select().from(upgradeAccommodationTypes).where(eq(upgradeAccommodationTypes.tourId, loop.id));
    expect(upgrades).toEqual([expect.objectContaining({ contentId: 'private-room', pricePerNightCents: 9500, bedOptions: ['Double', 'Twin'] })]);
  });

  it('links day activities, and snow gear hire as general add-ons of snow tours only', async () => {
    expect(await countOf(tourDayActivities)).toBe(4); // day 2 of each tour
    const snowAddons = await db().select().from(tourGeneralAddons).where(eq(tourGeneralAddons.tourId, await tourId('powder-week')));
    expect(snowAddons).toHaveLength(2);
    expect(await countOf(tourGeneralAddons)).toBe(2);
  });

  it('generates the departures of running tours only, exactly as the generator says', async () => {
    const pack = fixturePack();
    const coast = pack.tours[0];
    const expected = generateDepartures({ ...coast, starting_price_cents: coast.starting_price * 100 }, TODAY);
    const rows = await db().select().from(departures).where(eq(departures.tourId, await tourId('coast-to-coast'))).orderBy(departures.date);
    expect(rows.map((r) => [r.date, r.availableSeats, r.tourPriceCents, r.discountRate, r.lastDeal])).toEqual(
      expected.map((d) => [d.date, d.available_seats, d.tour_price_cents, d.discount_rate, d.last_deal]),
    );
    const archivedRows = await db().select().from(departures).where(eq(departures.tourId, await tourId('old-favourite')));
    expect(archivedRows).toHaveLength(0);
  });

  it('seeds the content pack\'s reviews of each tour, and none for a tour the pack has none for', async () => {
    const pack = fixturePack();
    for (const id of ['coast-to-coast', 'summer-loop']) {
      expect(await reviewCount(await tourId(id))).toBeGreaterThan(0);
      expect(await reviewCount(await tourId(id))).toBe(pack.reviews.filter((r) => r.tour_id === id).length);
    }
    expect(await reviewCount(await tourId('powder-week'))).toBe(0);
    expect(await reviewCount(await tourId('old-favourite'))).toBe(0);
  });

  it('stores the fallback exchange rate', async () => {
    const rows = await db().select().from(exchangeRates);
    expect(rows).toEqual([expect.objectContaining({ base: 'NZD', currency: 'EUR', origin: 'seed' })]);
  });

  it('does nothing when run again on the same content', async () => {
    const before = { departures: await countOf(departures), reviews: await countOf(reviews), imported: await countOf(importedReviews) };
    const result = await seedDatabase(db(), noAdmin, { today: TODAY, content: fixturePack() });
    expect(result.skipped).toBe(true);
    expect({ departures: await countOf(departures), reviews: await countOf(reviews), imported: await countOf(importedReviews) }).toEqual(before);
  });

  it('forced on the same content, adds nothing twice', async () => {
    const before = { departures: await countOf(departures), reviews: await countOf(reviews), days: await countOf(tourDays), links: await countOf(tourDayActivities) };
    const result = await seedDatabase(db(), noAdmin, { today: TODAY, content: fixturePack(), force: true });
    expect(result).toMatchObject({ skipped: false, departuresAdded: 0, reviewsAdded: 0 });
    expect({ departures: await countOf(departures), reviews: await countOf(reviews), days: await countOf(tourDays), links: await countOf(tourDayActivities) }).toEqual(before);
  });

  it('after a content change updates the catalogue without touching sold seats or reviews', async () => {
    const coastId = await tourId('coast-to-coast');
    const future = await db().select().from(departures).where(eq(departures.tourId, coastId)).orderBy(departures.date);
    const full = future.filter((d) => d.availableSeats === d.totalSeats && d.discountRate === 0);
    const booked = full[0];
    const untouched = full[1];
    // A booking took two seats.
    await db().update(departures).set({ availableSeats: booked.availableSeats - 2 }).where(eq(departures.id, booked.id));
    const reviewsBefore = await countOf(reviews);

    const pack = fixturePack();
    pack.tours[0] = { ...pack.tours[0], name: 'Coast to Coast Classic', starting_price: 3195 };
    const result = await seedDatabase(db(), noAdmin, { today: TODAY, content: pack });
    expect(result.skipped).toBe(false);

    const [tour] = await db().select().from(tours).where(eq(tours.id, coastId));
    expect(tour).toMatchObject({ name: 'Coast to Coast Classic', startingPriceCents: 319500 });
    const [bookedAfter] = await db().select().from(departures).where(eq(departures.id, booked.id));
    expect(bookedAfter).toMatchObject({ availableSeats: booked.availableSeats - 2, basedPriceCents: booked.basedPriceCents, tourPriceCents: booked.tourPriceCents });
    const [untouchedAfter] = await db().select().from(departures).where(eq(departures.id, untouched.id));
    expect(untouchedAfter).toMatchObject({ availableSeats: untouched.availableSeats, basedPriceCents: 319500, tourPriceCents: 319500 });
    expect(await countOf(reviews)).toBe(reviewsBefore);
  });

  it('runs again a month later on the same content, extending the horizon', async () => {
    await seedDatabase(db(), noAdmin, { today: '2026-07-01', content: fixturePack() });
    expect((await seedDatabase(db(), noAdmin, { today: '2026-07-31', content: fixturePack() })).skipped).toBe(true);
    const before = await countOf(departures);
    const result = await seedDatabase(db(), noAdmin, { today: '2026-08-01', content: fixturePack() });
    expect(result.skipped).toBe(false);
    expect(result.departuresAdded).toBeGreaterThan(0);
    expect(await countOf(departures)).toBe(before + result.departuresAdded);
    const [meta] = await db().select().from(appMeta).where(eq(appMeta.key, 'seed'));
    expect(JSON.parse(meta.value)).toMatchObject({ today: '2026-08-01' });
  });

  it('creates no user without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    expect(await countOf(users)).toBe(0);
  });

  it('stores the demo promo codes', async () => {
    expect(await countOf(promoCodes)).toBeGreaterThan(0);
  });

  it('creates the admin when both are configured, even on a run that has nothing else to do', async () => {
    const result = await seedDatabase(db(), { adminEmail: 'Ops@KeaTrails.test', adminPassword: 'a-long-secret-1' }, { today: '2026-08-02', content: fixturePack() });
    expect(result.skipped).toBe(true);
    const admins = await db().select().from(users).where(and(eq(users.email, 'ops@keatrails.test'), eq(users.isAdmin, true)));
    expect(admins).toHaveLength(1);
  });
});

describe('seedDatabase on the real content pack', () => {
  let real: Database;
  let dropReal: () => Promise<void>;
  beforeAll(async () => {
    ({ database: real, drop: dropReal } = await openTestDatabase());
  }, 60000);
  afterAll(() => dropReal());

  it('stores the api ids the site uses and departures for every running tour', async () => {
    const pack = loadContent();
    await seedDatabase(real.db, noAdmin, { today: TODAY, content: pack });
    const rows = await real.db.select({ apiId: tours.apiId, id: tours.id, archived: tours.archived }).from(tours);
    expect(rows.map((r) => r.apiId).sort((a, b) => a - b)).toEqual(pack.tours.map((t) => t.api_id).sort((a, b) => a - b));
    const optionIds = (await real.db.select({ apiId: activityOptions.apiId }).from(activityOptions)).map((r) => r.apiId).sort((a, b) => a - b);
    expect(optionIds).toEqual(pack.activities.flatMap((a) => a.options.map((o) => o.api_id)).sort((a, b) => a - b));
    for (const t of rows.filter((r) => !r.archived)) {
      const [n] = await real.db.select({ n: count() }).from(departures).where(eq(departures.tourId, t.id));
      expect(n.n).toBeGreaterThan(0);
    }
  }, 60000);
});
