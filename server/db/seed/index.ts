/**
 * The database seed: the catalogue from the content pack (`content/`, through `loadContent()`,
 * so api ids agree with the site), 18 months of departures, guest reviews, the fallback
 * exchange rate, promo codes and (when configured) the admin account.
 *
 * Idempotent: it records its run in `app_meta` ('seed') with a hash of the content pack and
 * the day, and does nothing when run again on the same content within 30 days, unless forced. When the content changed
 * (or when forced) it upserts the catalogue by api id and adds departures for new dates, but
 * never touches bookings, seats already sold, existing reviews or users. It never creates a
 * default password: the admin exists only when ADMIN_EMAIL and ADMIN_PASSWORD are set (checked
 * on every run, so an admin configured later is created on the next start).
 *
 * Departures already in the database keep their seats; their prices follow a changed starting
 * price only while no seat was sold. Days, upgrade types and departures that no longer match the
 * content are left in place (bookings may refer to them).
 */
import crypto from 'node:crypto';
import { and, eq, getTableColumns, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import type { AppConfig } from '../../config';
import { loadContent, type ContentPack } from '../../../content/load';
import type { Tour } from '../../../contract/content';
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
import { appMeta } from '../schema/meta';
import { exchangeRates } from '../schema/rates';
import { addDays, todayInNz } from '../../../contract/dates';
import { FALLBACK_RATE } from '../../modules/rates/service';
import { generateDepartures } from './generate-departures';
import { seedReviews } from './reviews';
import { ensureAdmin } from '../../modules/auth/service';
import { seedPromoCodes } from '../../modules/bookings/promo';

export const SEED_META_KEY = 'seed';
/** A seed older than this runs again (on the next start), adding the departures of the new months. */
export const HORIZON_REFRESH_DAYS = 30;

export interface SeedOptions {
  /** Today's date (YYYY-MM-DD); defaults to today in Pacific/Auckland. */
  today?: string;
  /** Run even when the seed already ran on this content. */
  force?: boolean;
  /** The content pack; defaults to `loadContent()`. */
  content?: ContentPack;
}

export interface SeedResult {
  skipped: boolean;
  tours: number;
  departuresAdded: number;
  reviewsAdded: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Images of the built site are published under /images/{image id}.jpg (see README). */
export const imageUrl = (imageId: string) => `/images/${imageId}.jpg`;
export const mapImageUrl = (tourId: string) => `/images/map-${tourId}.png`;

/** `set` for an upsert: every column from `excluded`, except the conflict key and the ones named. */
function excludedSet<T extends PgTable>(table: T, except: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (except.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

function contentHash(pack: ContentPack): string {
  const relevant = { categories: pack.categories, tours: pack.tours, activities: pack.activities, destinations: pack.destinations.map((d) => [d.id, d.name]) };
  return crypto.createHash('sha256').update(JSON.stringify(relevant)).digest('hex');
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Upserts the catalogue; returns the database id of every tour by content id. */
async function seedCatalogue(tx: Tx, pack: ContentPack): Promise<Map<string, number>> {
  const categoryRows = await tx
    .insert(tourCategories)
    .values(
      pack.categories.map((c) => ({
        contentId: c.id,
        apiId: c.api_id,
        name: c.name,
        tourType: c.tour_type,
        absoluteSlug: c.absolute_slug,
        freeSwapDays: c.free_swap_days,
        sortOrder: c.order,
      })),
    )
    .onConflictDoUpdate({ target: tourCategories.contentId, set: excludedSet(tourCategories, ['id', 'contentId']) })
    .returning({ id: tourCategories.id, contentId: tourCategories.contentId });
  const categoryId = new Map(categoryRows.map((r) => [r.contentId, r.id]));

  const destinationName = new Map(pack.destinations.map((d) => [d.id, d.name]));
  const activityRows = pack.activities.length
    ? await tx
        .insert(activities)
        .values(
          pack.activities.map((a) => ({
            apiId: a.api_id,
            contentId: a.id,
            name: a.name,
            destinationName: destinationName.get(a.destination_id) ?? '',
            generalAddon: a.general_addon,
          })),
        )
        .onConflictDoUpdate({ target: activities.apiId, set: excludedSet(activities, ['id', 'apiId']) })
        .returning({ id: activities.id, contentId: activities.contentId })
    : [];
  const activityId = new Map(activityRows.map((r) => [r.contentId, r.id]));

  const options = pack.activities.flatMap((a) => a.options.map((o) => ({ activity: a.id, o })));
  const optionRows = options.length
    ? await tx
        .insert(activityOptions)
        .values(
          options.map(({ activity, o }) => ({
            apiId: o.api_id,
            activityId: activityId.get(activity)!,
            name: o.name,
            description: o.description ?? '',
            priceCents: cents(o.price),
            hidden: o.hidden,
            archived: o.archived,
          })),
        )
        .onConflictDoUpdate({ target: activityOptions.apiId, set: excludedSet(activityOptions, ['id', 'apiId']) })
        .returning({ id: activityOptions.id, apiId: activityOptions.apiId })
    : [];
  const optionId = new Map(optionRows.map((r) => [r.apiId, r.id]));
  // Seasonal prices are plain data of their option: replace them.
  if (optionRows.length) await tx.delete(activityOptionSeasonalPrices).where(inArray(activityOptionSeasonalPrices.optionId, optionRows.map((r) => r.id)));
  const seasonal = options.flatMap(({ o }) =>
    (o.seasonal_pricings ?? []).map((s) => ({ optionId: optionId.get(o.api_id)!, priceCents: cents(s.price), availableFrom: s.available_from, availableTo: s.available_to })),
  );
  for (const part of chunks(seasonal, 500)) await tx.insert(activityOptionSeasonalPrices).values(part);

  const tourId = new Map<string, number>();
  for (const t of pack.tours) {
    const row = tourRow(t, categoryId.get(t.category_id)!);
    const [saved] = await tx
      .insert(tours)
      .values(row)
      .onConflictDoUpdate({ target: tours.apiId, set: { ...excludedSet(tours, ['id', 'apiId', 'createdAt']), updatedAt: sql`now()` } })
      .returning({ id: tours.id });
    tourId.set(t.id, saved.id);

    await tx.delete(tourInactiveRanges).where(eq(tourInactiveRanges.tourId, saved.id));
    if (t.availability.inactive_ranges.length) {
      await tx.insert(tourInactiveRanges).values(t.availability.inactive_ranges.map((r) => ({ tourId: saved.id, fromDate: r.from, toDate: r.to })));
    }

    // Days are upserted, never deleted: booked add-ons may refer to them.
    for (const day of t.days) {
      const [savedDay] = await tx
        .insert(tourDays)
        .values({ apiId: day.api_id, tourId: saved.id, ordinalNumber: day.ordinal_number, title: day.title })
        .onConflictDoUpdate({ target: tourDays.apiId, set: excludedSet(tourDays, ['id', 'apiId']) })
        .returning({ id: tourDays.id });
      await tx.delete(tourDayActivities).where(eq(tourDayActivities.dayId, savedDay.id));
      const links = [...new Set(day.activity_ids)].map((a) => ({ dayId: savedDay.id, activityId: activityId.get(a)! })).filter((l) => l.activityId);
      if (links.length) await tx.insert(tourDayActivities).values(links);
    }

    // Snow gear hire (the general add-ons) is offered on every snow tour.
    await tx.delete(tourGeneralAddons).where(eq(tourGeneralAddons.tourId, saved.id));
    const general = t.snow ? pack.activities.filter((a) => a.general_addon) : [];
    if (general.length) await tx.insert(tourGeneralAddons).values(general.map((a) => ({ tourId: saved.id, activityId: activityId.get(a.id)! })));

    for (const u of t.upgrade_accommodations ?? []) {
      await tx
        .insert(upgradeAccommodationTypes)
        .values({ tourId: saved.id, contentId: u.id, name: u.name, description: u.description ?? '', pricePerNightCents: cents(u.price_per_night), bedOptions: u.bed_options })
        .onConflictDoUpdate({
          target: [upgradeAccommodationTypes.tourId, upgradeAccommodationTypes.contentId],
          set: excludedSet(upgradeAccommodationTypes, ['id', 'tourId', 'contentId']),
        });
    }
  }
  return tourId;
}

function tourRow(t: Tour, categoryId: number): typeof tours.$inferInsert {
  const a = t.availability;
  return {
    apiId: t.api_id,
    contentId: t.id,
    name: t.name,
    code: t.code,
    categoryId,
    absoluteSlug: t.absolute_slug,
    numberOfDays: t.number_of_days,
    startingPriceCents: cents(t.starting_price),
    archived: t.archived,
    isGermanTour: t.is_german_tour,
    hiddenInBookingNav: t.hidden_in_booking_nav,
    sortOrder: t.order,
    snow: t.snow,
    mtb: t.mtb,
    startLocation: t.start_location,
    endLocation: t.end_location,
    extraNightPriceCents: cents(t.extra_night_price),
    accommodationNotice: t.accommodation_notice,
    seasonFromMonth: a.season?.from_month ?? null,
    seasonToMonth: a.season?.to_month ?? null,
    offlineWeekdays: a.offline_weekdays,
    departureWeekdays: a.departure_weekdays,
    cutoffDays: a.cutoff_days,
    seatsPerDeparture: a.seats_per_departure,
    mainImageUrl: t.image_ids[0] ? imageUrl(t.image_ids[0]) : null,
    mapImageUrl: mapImageUrl(t.id),
  };
}

/**
 * Adds the departures of the next 18 months that do not exist yet. Existing departures keep
 * their seats; their prices follow a changed starting price only while no seat was sold.
 */
async function seedDepartures(tx: Tx, pack: ContentPack, tourId: Map<string, number>, today: string): Promise<number> {
  let added = 0;
  for (const t of pack.tours) {
    if (t.archived) continue;
    const id = tourId.get(t.id)!;
    const startingCents = cents(t.starting_price);
    const generated = generateDepartures(
      { api_id: t.api_id, number_of_days: t.number_of_days, starting_price_cents: startingCents, start_location: t.start_location, end_location: t.end_location, availability: t.availability },
      today,
    );
    for (const part of chunks(generated, 500)) {
      const inserted = await tx
        .insert(departures)
        .values(
          part.map((d) => ({
            tourId: id,
            date: d.date,
            endDate: d.end_date,
            reverse: d.reverse,
            totalSeats: d.total_seats,
            availableSeats: d.available_seats,
            basedPriceCents: d.based_price_cents,
            tourPriceCents: d.tour_price_cents,
            discountRate: d.discount_rate,
            lastDeal: d.last_deal,
          })),
        )
        .onConflictDoNothing({ target: [departures.tourId, departures.date] })
        .returning({ id: departures.id });
      added += inserted.length;
    }
    await tx
      .update(departures)
      .set({
        basedPriceCents: startingCents,
        tourPriceCents: sql`(round(${startingCents}::numeric * (100 - ${departures.discountRate}) / 10000) * 100)::integer`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(departures.tourId, id),
          gt(departures.date, today),
          sql`${departures.availableSeats} = ${departures.totalSeats}`,
          sql`${departures.basedPriceCents} <> ${startingCents}`,
        ),
      );
  }
  return added;
}

/**
 * Tours and activity options that left the content are archived, never deleted: bookings,
 * departures and booked add-ons refer to them, and an archived tour or option is no longer sold.
 */
async function archiveMissing(tx: Tx, pack: ContentPack): Promise<{ tours: number; options: number }> {
  const tourApiIds = pack.tours.map((t) => t.api_id);
  const optionApiIds = pack.activities.flatMap((a) => a.options.map((o) => o.api_id));
  const archivedTours = await tx
    .update(tours)
    .set({ archived: true, updatedAt: sql`now()` })
    .where(and(eq(tours.archived, false), tourApiIds.length ? notInArray(tours.apiId, tourApiIds) : sql`true`))
    .returning({ id: tours.id });
  const archivedOptions = await tx
    .update(activityOptions)
    .set({ archived: true })
    .where(and(eq(activityOptions.archived, false), optionApiIds.length ? notInArray(activityOptions.apiId, optionApiIds) : sql`true`))
    .returning({ id: activityOptions.id });
  return { tours: archivedTours.length, options: archivedOptions.length };
}

export interface CatalogueImportResult {
  tours: number;
  departuresAdded: number;
  archivedTours: number;
  archivedOptions: number;
}

/** The catalogue import's steps, inside the caller's transaction (the seed's or the import's own). */
async function importInto(tx: Tx, pack: ContentPack, today: string): Promise<CatalogueImportResult & { tourId: Map<string, number> }> {
  const tourId = await seedCatalogue(tx, pack);
  const departuresAdded = await seedDepartures(tx, pack, tourId, today);
  const archived = await archiveMissing(tx, pack);
  return { tourId, tours: tourId.size, departuresAdded, archivedTours: archived.tours, archivedOptions: archived.options };
}

/**
 * The booking API's catalogue from a content pack (the one the site was built from), in one
 * transaction: tours, days, activities, options, seasonal prices and availability rules upserted
 * by api id, departures added for new dates (prices follow a changed starting price while no
 * seat is sold), and what left the content archived, never deleted. `npm run catalogue:import`
 * and the publishing hook run it after every build.
 */
export async function importCatalogue(db: Db, pack: ContentPack, options: { today?: string } = {}): Promise<CatalogueImportResult> {
  const today = options.today ?? todayInNz();
  const { tourId: _ids, ...result } = await db.transaction((tx) => importInto(tx, pack, today));
  return result;
}

export async function seedDatabase(db: Db, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>, options: SeedOptions = {}): Promise<SeedResult> {
  const pack = options.content ?? loadContent();
  const today = options.today ?? todayInNz();
  const hash = contentHash(pack);

  const [previous] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_META_KEY));
  const last = previous ? (JSON.parse(previous.value) as { content_hash?: string; today?: string }) : undefined;
  // Runs again when the content changed, or a month later to roll the 18-month horizon forward.
  const upToDate = last !== undefined && last.content_hash === hash && (last.today ?? '') >= addDays(today, -HORIZON_REFRESH_DAYS);
  if (upToDate && !options.force) {
    // The admin may have been configured after the first seed; ensuring it is idempotent.
    await ensureConfiguredAdmin(db, config);
    return { skipped: true, tours: 0, departuresAdded: 0, reviewsAdded: 0 };
  }

  const result = await db.transaction(async (tx) => {
    const { tourId, departuresAdded } = await importInto(tx, pack, today);
    const reviewsAdded = await seedReviews(tx, pack, tourId, today);
    await tx
      .insert(exchangeRates)
      .values({ base: FALLBACK_RATE.base, currency: FALLBACK_RATE.currency, rate: FALLBACK_RATE.rate, rateDate: FALLBACK_RATE.date, origin: 'seed' })
      .onConflictDoNothing();
    const value = JSON.stringify({ seeded_at: new Date().toISOString(), today, content_hash: hash });
    await tx.insert(appMeta).values({ key: SEED_META_KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    return { skipped: false, tours: tourId.size, departuresAdded, reviewsAdded };
  });

  await seedPromoCodes(db);
  await ensureConfiguredAdmin(db, config);
  return result;
}

/** Creates or promotes the admin only when both ADMIN_EMAIL and ADMIN_PASSWORD are set. */
async function ensureConfiguredAdmin(db: Db, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>): Promise<void> {
  if (config.adminEmail && config.adminPassword) await ensureAdmin(db, config.adminEmail, config.adminPassword);
}
