/**
 * A booking with everything its detail and price need in ONE statement (issue 22): the booking,
 * departure, tour, family and promo code as joined columns, and each of its collections
 * (travellers, add-ons with their seasonal prices, extra nights, upgrades, items, payments with
 * their details) as a JSON array built by correlated subqueries. One round trip instead of ten;
 * the single-id form is a prepared statement (parsed and planned once per connection).
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { preparedOnce, type Db } from '../../db/client';
import {
  activities,
  activityOptions,
  activityOptionSeasonalPrices,
  departures,
  tourCategories,
  tourDays,
  tours,
  upgradeAccommodationTypes,
} from '../../db/schema/catalogue';
import { bookingAccommodations, bookingAddons, bookingAdHocItems, bookings, bookingUpgrades, payments, promoCodes, travellers } from '../../db/schema/bookings';
import { paymentDetails } from '../../db/schema/payments';
import { users } from '../../db/schema/accounts';
import { isDb, type DbOrTx } from '../auth/sessions';
import type { SeasonalPrice } from './pricing';

type Json = Record<string, unknown>;

/** A row Postgres sent as JSON (`row_to_json`) -> the table's typed row, mapped as Drizzle maps a selected row. */
export function rowFromJson<T extends PgTable>(table: T, json: Json): T['$inferSelect'] {
  const out: Json = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

/** `coalesce(json_agg(<item> order by <order>), '[]')`: an empty collection is [] rather than null. */
const agg = (item: SQL, order: SQL) => sql`coalesce(json_agg(${item} order by ${order}), '[]'::json)`;

/** A booked day activity with what its price and the detail need (the bundle's `addons`). */
export interface AddonRecord {
  id: number;
  bookingId: number;
  travellerId: number;
  optionId: number;
  optionApiId: number;
  optionName: string;
  basePriceCents: number;
  activityApiId: number;
  activityName: string;
  dayApiId: number | null;
  dayOrdinal: number | null;
}

/** As the statement answers it: with the option's seasonal prices, for the price on the day. */
export interface AddonJson extends AddonRecord {
  seasonal: SeasonalPrice[];
}

export interface UpgradeJson {
  id: number;
  typeId: number;
  name: string;
  nights: number;
  bedOption: string;
  pricePerNightCents: number;
}

const travellersJson = sql<Json[]>`(select ${agg(sql`row_to_json(${travellers})`, sql`${travellers.id}`)} from ${travellers} where ${travellers.bookingId} = ${bookings.id})`;

const seasonalJson = sql`(select ${agg(
  sql`json_build_object('priceCents', ${activityOptionSeasonalPrices.priceCents}, 'availableFrom', ${activityOptionSeasonalPrices.availableFrom}, 'availableTo', ${activityOptionSeasonalPrices.availableTo})`,
  sql`${activityOptionSeasonalPrices.id}`,
)} from ${activityOptionSeasonalPrices} where ${activityOptionSeasonalPrices.optionId} = ${activityOptions.id})`;

const addonsJson = sql<AddonJson[]>`(select ${agg(
  sql`json_build_object('id', ${bookingAddons.id}, 'bookingId', ${bookingAddons.bookingId}, 'travellerId', ${bookingAddons.travellerId},
    'optionId', ${activityOptions.id}, 'optionApiId', ${activityOptions.apiId}, 'optionName', ${activityOptions.name}, 'basePriceCents', ${activityOptions.priceCents},
    'activityApiId', ${activities.apiId}, 'activityName', ${activities.name}, 'dayApiId', ${tourDays.apiId}, 'dayOrdinal', ${tourDays.ordinalNumber},
    'seasonal', ${seasonalJson})`,
  sql`${bookingAddons.id}`,
)}
  from ${bookingAddons}
  join ${activityOptions} on ${activityOptions.id} = ${bookingAddons.optionId}
  join ${activities} on ${activities.id} = ${bookingAddons.activityId}
  left join ${tourDays} on ${tourDays.id} = ${bookingAddons.dayId}
  where ${bookingAddons.bookingId} = ${bookings.id})`;

const accommodationsJson = sql<Json[]>`(select ${agg(sql`row_to_json(${bookingAccommodations})`, sql`${bookingAccommodations.id}`)} from ${bookingAccommodations} where ${bookingAccommodations.bookingId} = ${bookings.id})`;

const upgradesJson = sql<UpgradeJson[]>`(select ${agg(
  sql`json_build_object('id', ${bookingUpgrades.id}, 'typeId', ${bookingUpgrades.upgradeTypeId}, 'name', ${upgradeAccommodationTypes.name},
    'nights', ${bookingUpgrades.nights}, 'bedOption', ${bookingUpgrades.bedOption}, 'pricePerNightCents', ${upgradeAccommodationTypes.pricePerNightCents})`,
  sql`${bookingUpgrades.id}`,
)} from ${bookingUpgrades} join ${upgradeAccommodationTypes} on ${upgradeAccommodationTypes.id} = ${bookingUpgrades.upgradeTypeId} where ${bookingUpgrades.bookingId} = ${bookings.id})`;

const adHocJson = sql<Json[]>`(select ${agg(sql`row_to_json(${bookingAdHocItems})`, sql`${bookingAdHocItems.id}`)} from ${bookingAdHocItems} where ${bookingAdHocItems.bookingId} = ${bookings.id})`;

// A payment without details: the left join's missing row must be null, not a row of nulls.
const paymentsJson = sql<{ payment: Json; details: Json | null }[]>`(select ${agg(
  sql`json_build_object('payment', row_to_json(${payments}), 'details', case when ${paymentDetails.id} is null then null else row_to_json(${paymentDetails}) end)`,
  sql`${payments.id}`,
)} from ${payments} left join ${paymentDetails} on ${paymentDetails.paymentId} = ${payments.id} where ${payments.bookingId} = ${bookings.id})`;

/*
 * The booking, departure, tour and promo code come as one JSON column each rather than 91 columns:
 * node-postgres describes every column of every answer anew (its `addFields` was 7 % of a detail's
 * CPU), and a JSON column is one.
 */
const bundleColumns = {
  row: sql<Json>`row_to_json(${bookings})`,
  departure: sql<Json>`row_to_json(${departures})`,
  tour: sql<Json>`row_to_json(${tours})`,
  category: { absoluteSlug: tourCategories.absoluteSlug, freeSwapDays: tourCategories.freeSwapDays },
  // The left join's missing row must be null, not a row of nulls.
  promo: sql<Json | null>`case when ${promoCodes.id} is null then null else row_to_json(${promoCodes}) end`,
  travellers: travellersJson,
  addons: addonsJson,
  accommodations: accommodationsJson,
  upgrades: upgradesJson,
  adHoc: adHocJson,
  payments: paymentsJson,
};

/** The joins of every bundle statement: the booking's departure, tour, family and promo code. */
function withBundleJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .leftJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId));
}

function bundleSelect(db: DbOrTx) {
  return withBundleJoins(db.select(bundleColumns).from(bookings).$dynamic());
}

export type BundleRow = Awaited<ReturnType<typeof bundleSelect>>[number];

const preparedOne = preparedOnce((db) =>
  bundleSelect(db)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_bundle'),
);

/** The rows of the bookings `ids` (those that exist), one statement. */
export async function selectBundles(db: DbOrTx, ids: number[]): Promise<BundleRow[]> {
  // A transaction has its own connection: it runs the plain form.
  if (ids.length === 1 && isDb(db)) return preparedOne(db).execute({ id: ids[0] });
  return bundleSelect(db).where(ids.length === 1 ? eq(bookings.id, ids[0]) : inArray(bookings.id, ids));
}

const preparedOfUser = preparedOnce((db) =>
  bundleSelect(db)
    .where(eq(bookings.userId, sql.placeholder('userId')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .prepare('booking_bundles_of_user'),
);

/** Every booking of one customer, newest first: one prepared statement (the account's list). */
export async function selectUserBundles(db: DbOrTx, userId: number): Promise<BundleRow[]> {
  if (isDb(db)) return preparedOfUser(db).execute({ userId });
  return bundleSelect(db).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

// The bundle with the customer's email beside it.
const preparedLiveOfDeparture = preparedOnce((db) =>
  withBundleJoins(db.select({ ...bundleColumns, customerEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${bookings.userId})` }).from(bookings).$dynamic())
    .where(and(eq(bookings.departureId, sql.placeholder('departureId')), isNull(bookings.expiredAt), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.id))
    .prepare('booking_bundles_live_of_departure'),
);

/** A departure's live bookings (expired and cancelled ones hold no seat), oldest first, each with its customer's email: one prepared statement (the manifest). */
export async function selectLiveDepartureBundles(db: Db, departureId: number): Promise<(BundleRow & { customerEmail: string })[]> {
  return preparedLiveOfDeparture(db).execute({ departureId });
}
