/**
 * The catalogue: tour families, tours, days, activities with their options and seasonal
 * prices, accommodation upgrade types, and departures. Seeded from the content pack
 * (`content/`, see server/db/seed); `api_id` columns are the content pack's api ids, the ids
 * the site and the wire use. Money is integer cents NZD; dates are `YYYY-MM-DD` strings.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const tourCategories = pgTable('tour_categories', {
  id: serial('id').primaryKey(),
  /** The content pack's slug id: 'adventure', 'plus', 'snow', 'private'. */
  contentId: text('content_id').notNull().unique(),
  apiId: integer('api_id').notNull().unique(),
  name: text('name').notNull(),
  /** 'Adventure' | 'Plus' | 'Snow' | 'Private' */
  tourType: text('tour_type').notNull(),
  /** '/new-zealand-tours/' */
  absoluteSlug: text('absolute_slug').notNull(),
  /** A swap of tour or dates is free while the departure is more than this many days away. */
  freeSwapDays: integer('free_swap_days').notNull().default(60),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    apiId: integer('api_id').notNull().unique(),
    /** The content pack's slug id, also the tour slug in '/{category slug}/{tour slug}/'. */
    contentId: text('content_id').notNull().unique(),
    name: text('name').notNull(),
    /** Short code such as 'NIX', used for accommodation notices. */
    code: text('code').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id),
    absoluteSlug: text('absolute_slug').notNull(),
    numberOfDays: integer('number_of_days').notNull(),
    startingPriceCents: integer('starting_price_cents').notNull(),
    archived: boolean('archived').notNull().default(false),
    isGermanTour: boolean('is_german_tour').notNull().default(false),
    hiddenInBookingNav: boolean('hidden_in_booking_nav').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    snow: boolean('snow').notNull().default(false),
    mtb: boolean('mtb').notNull().default(false),
    startLocation: text('start_location').notNull(),
    endLocation: text('end_location').notNull(),
    /** Per traveller per night, before or after the tour. */
    extraNightPriceCents: integer('extra_night_price_cents').notNull().default(0),
    /** 'none' | 'limited-availability' | 'no-availability' */
    accommodationNotice: text('accommodation_notice').notNull().default('none'),
    // Availability rules (SPEC 5 calendar): a season window that may wrap the year end
    // (Oct-May is from 10 to 5), weekdays 0 (Sunday) to 6, and a booking cutoff.
    seasonFromMonth: integer('season_from_month'),
    seasonToMonth: integer('season_to_month'),
    offlineWeekdays: integer('offline_weekdays').array().notNull().default(sql`'{}'::integer[]`),
    departureWeekdays: integer('departure_weekdays').array().notNull().default(sql`'{}'::integer[]`),
    cutoffDays: integer('cutoff_days').notNull().default(0),
    seatsPerDeparture: integer('seats_per_departure').notNull().default(16),
    mainImageUrl: text('main_image_url'),
    mapImageUrl: text('map_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tours_season_months', sql`(${t.seasonFromMonth} is null and ${t.seasonToMonth} is null) or (${t.seasonFromMonth} between 1 and 12 and ${t.seasonToMonth} between 1 and 12)`),
  ],
);

/** Closed periods of a tour (e.g. Christmas), inclusive on both ends. */
export const tourInactiveRanges = pgTable(
  'tour_inactive_ranges',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('tour_inactive_ranges_tour_idx').on(t.tourId), check('tour_inactive_ranges_order', sql`${t.fromDate} <= ${t.toDate}`)],
);

export const tourDays = pgTable(
  'tour_days',
  {
    id: serial('id').primaryKey(),
    apiId: integer('api_id').notNull().unique(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** 1-based. */
    ordinalNumber: integer('ordinal_number').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('tour_days_tour_idx').on(t.tourId)],
);

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  apiId: integer('api_id').notNull().unique(),
  contentId: text('content_id').notNull().unique(),
  name: text('name').notNull(),
  destinationName: text('destination_name').notNull(),
  /** 'ski-board-hire' | 'ski-clothing-hire' for snow gear hire (per traveller); null for day activities. */
  generalAddon: text('general_addon'),
});

export const tourDayActivities = pgTable(
  'tour_day_activities',
  {
    dayId: integer('day_id')
      .notNull()
      .references(() => tourDays.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dayId, t.activityId] })],
);

/** General (non-day) add-ons offered on a tour: the snow gear hire activities. */
export const tourGeneralAddons = pgTable(
  'tour_general_addons',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.activityId] })],
);

export const activityOptions = pgTable(
  'activity_options',
  {
    id: serial('id').primaryKey(),
    apiId: integer('api_id').notNull().unique(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Base price; a seasonal price replaces it inside its window (SPEC 5). */
    priceCents: integer('price_cents').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('activity_options_activity_idx').on(t.activityId), check('activity_options_price', sql`${t.priceCents} >= 0`)],
);

export const activityOptionSeasonalPrices = pgTable(
  'activity_option_seasonal_prices',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => activityOptions.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    /** Inclusive window. */
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    availableTo: date('available_to', { mode: 'string' }).notNull(),
  },
  (t) => [index('activity_option_seasonal_prices_option_idx').on(t.optionId), check('activity_option_seasonal_prices_price', sql`${t.priceCents} >= 0`)],
);

export const upgradeAccommodationTypes = pgTable(
  'upgrade_accommodation_types',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The content pack's id of the upgrade, unique within its tour. */
    contentId: text('content_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Per room per night. */
    pricePerNightCents: integer('price_per_night_cents').notNull(),
    bedOptions: text('bed_options').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [unique('upgrade_accommodation_types_tour_content').on(t.tourId, t.contentId)],
);

export const departures = pgTable(
  'departures',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id),
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** When true the trip runs from end_location to start_location. */
    reverse: boolean('reverse').notNull().default(false),
    totalSeats: integer('total_seats').notNull(),
    /** Decremented atomically by booking creation; the CHECK makes overselling impossible. */
    availableSeats: integer('available_seats').notNull(),
    /** Price per person before any discount. */
    basedPriceCents: integer('based_price_cents').notNull(),
    /** Price per person actually charged: based price minus the discount. */
    tourPriceCents: integer('tour_price_cents').notNull(),
    /** Percent, 0-100. */
    discountRate: integer('discount_rate').notNull().default(0),
    /** A last-minute deal. */
    lastDeal: boolean('last_deal').notNull().default(false),
    /** 'open' | 'cancelled' */
    status: text('status').notNull().default('open'),
    /** Staff close a departure for online sale (it stays on the books; existing bookings keep their seats). */
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('departures_tour_date').on(t.tourId, t.date),
    index('departures_date_idx').on(t.date),
    check('departures_available_seats_nonnegative', sql`${t.availableSeats} >= 0`),
    check('departures_seats_within_total', sql`${t.availableSeats} <= ${t.totalSeats}`),
    check('departures_discount_rate', sql`${t.discountRate} between 0 and 100`),
    check('departures_prices', sql`${t.tourPriceCents} >= 0 and ${t.basedPriceCents} >= 0`),
  ],
);

/**
 * The audit log of departures: what staff changed (sale, capacity, discount), who and when,
 * with the values before and after, written in the same transaction as the change.
 */
export const departureEvents = pgTable(
  'departure_events',
  {
    id: serial('id').primaryKey(),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    /** The staff member (users.id); no foreign key here, the catalogue does not depend on accounts. */
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departure_events_departure_idx').on(t.departureId, t.id)],
);

export type TourRow = typeof tours.$inferSelect;
export type DepartureRow = typeof departures.$inferSelect;
export type ActivityOptionRow = typeof activityOptions.$inferSelect;
