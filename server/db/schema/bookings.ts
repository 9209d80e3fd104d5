/**
 * Bookings: a customer's booking of a departure, its travellers (one seat each), chosen
 * add-ons, extra nights, accommodation upgrades, items our team adds, payments, and promo
 * codes. Prices are not stored here: the server computes them from the catalogue
 * (server/modules/bookings/pricing.ts), so the client can never set one.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities, activityOptions, departures, tourDays, upgradeAccommodationTypes } from './catalogue';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case: codes match case-insensitively. */
    code: text('code').notNull().unique(),
    /** 'amount' (value in cents) | 'percent' (value 0-100) */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** Last day the code can be applied (inclusive); null never expires. */
    expiredDate: date('expired_date', { mode: 'string' }),
    /** How many bookings may use it; null is unlimited. */
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    /** How many live bookings of one customer may hold the code (DECISIONS: 1 by default). */
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** The staff member who created it (null for seeded codes). */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_per_customer', sql`${t.perCustomerLimit} >= 1`),
    check('promo_codes_kind', sql`${t.kind} in ('amount', 'percent')`),
    check('promo_codes_value', sql`${t.value} >= 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('promo_codes_times_used', sql`${t.timesUsed} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id),
    agreeWithTheConditions: boolean('agree_with_the_conditions').notNull().default(false),
    complete: boolean('complete').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    newBooking: boolean('new_booking').notNull().default(true),
    /** Created less than 30 days before departure: staff confirm it (DECISIONS). */
    onRequest: boolean('on_request').notNull().default(false),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCodeString: text('promo_code_string'),
    promoCodeValid: boolean('promo_code_valid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // ---- the lifecycle (server/modules/bookings/lifecycle.ts; contract/booking-lifecycle.ts) ----
    /** Raised by every change and payment; a change sent with an older version is refused. */
    version: integer('version').notNull().default(1),
    /** While nothing is paid: when the seats are released. Null once paid (and for old rows). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The hold ended: seats and promo use released. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Cancelled by staff or declined as a request: seats released. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** On-request bookings: 'pending' | 'confirmed' | 'declined'; null for the others. */
    requestStatus: text('request_status'),
    /** When staff must have answered a pending request (then every staff member is emailed again). */
    requestDeadline: timestamp('request_deadline', { withTimezone: true }),
    requestAnsweredBy: integer('request_answered_by').references(() => users.id),
    requestAnsweredAt: timestamp('request_answered_at', { withTimezone: true }),
    /** Derived by bookingState() in the transaction of every change; stored for lists and sweeps. */
    status: text('status').notNull().default('Incomplete'),
    totalCents: integer('total_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    balanceCents: integer('balance_cents').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    /** Seats this booking holds (its travellers; 0 once expired or cancelled). */
    seats: integer('seats').notNull().default(0),
    /**
     * The per-person tour price this booking keeps when staff change the departure's discount
     * (pinned then, so a last-minute deal never reprices bookings already made); null: the
     * departure's live price. Cleared when the booking moves to another departure.
     */
    tourPriceCents: integer('tour_price_cents'),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    index('bookings_departure_idx').on(t.departureId),
    // A departure's seats sold and held (staff lists, the dashboard), read from the index alone:
    // expired holds and cancellations, which pile up on a departure, are not in it.
    index('bookings_live_seats_idx').on(t.departureId, t.paidCents, t.seats).where(sql`${t.expiredAt} is null and ${t.cancelledAt} is null`),
    // Newest first (the staff search's order) and the dashboard's last weeks: a range, not a scan of every booking ever.
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_hold_idx').on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null and ${t.expiredAt} is null and ${t.cancelledAt} is null`),
    index('bookings_request_idx').on(t.requestDeadline).where(sql`${t.requestStatus} = 'pending'`),
    check('bookings_request_status', sql`${t.requestStatus} is null or ${t.requestStatus} in ('pending', 'confirmed', 'declined')`),
  ],
);

/**
 * The audit log: every change to a booking, its travellers and payments, with who made it
 * (a customer, a staff member, or a system job) and what changed, written in the same
 * transaction as the change.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    /** 'customer' | 'staff' | 'system' */
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** e.g. 'created', 'changed', 'paid', 'expired', 'revived', 'swapped', 'request_confirmed' */
    action: text('action').notNull(),
    /** What changed: the derived state before and after, and the request's summary. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.id),
    // The hourly creation limit counts one account's recent 'created' entries, not the whole log.
    index('booking_events_actor_idx').on(t.actorUserId, t.action, t.createdAt),
    check('booking_events_actor', sql`${t.actorKind} in ('customer', 'staff', 'system')`),
  ],
);

export const travellers = pgTable(
  'travellers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality'),
    currentLocation: text('current_location'),
    allergies: text('allergies'),
    passportNumber: text('passport_number'),
    passportDateOfIssue: date('passport_date_of_issue', { mode: 'string' }),
    passportDateOfExpiry: date('passport_date_of_expiry', { mode: 'string' }),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactNumber: text('emergency_contact_number'),
    insuranceName: text('insurance_name'),
    insurancePolicyNumber: text('insurance_policy_number'),
    insuranceContactNumber: text('insurance_contact_number'),
    medicalCondition: text('medical_condition'),
    snowSkiSize: text('snow_ski_size'),
    snowSkiHeight: text('snow_ski_height'),
    snowSkiWeight: text('snow_ski_weight'),
    stance: text('stance'),
    snowBootSize: text('snow_boot_size'),
    snowClothSize: text('snow_cloth_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('travellers_booking_idx').on(t.bookingId)],
);

export const bookingAddons = pgTable(
  'booking_addons',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    travellerId: integer('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => activityOptions.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** Null for a general add-on (snow gear hire), which is per traveller, not per day. */
    dayId: integer('day_id').references(() => tourDays.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_addons_booking_idx').on(t.bookingId),
    // One option per traveller per day (SPEC 4.3), and one of each general add-on.
    uniqueIndex('booking_addons_one_per_day').on(t.travellerId, t.dayId).where(sql`${t.dayId} is not null`),
    uniqueIndex('booking_addons_one_general').on(t.travellerId, t.activityId).where(sql`${t.dayId} is null`),
  ],
);

/** Extra nights before (is_before) or after the tour: generated options, one selectable per side. */
export const bookingAccommodations = pgTable(
  'booking_accommodations',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    isBefore: boolean('is_before').notNull(),
    nights: integer('nights').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_accommodations_booking_idx').on(t.bookingId),
    uniqueIndex('booking_accommodations_one_per_side').on(t.bookingId, t.isBefore).where(sql`${t.selected}`),
    check('booking_accommodations_nights', sql`${t.nights} between 1 and 5`),
  ],
);

export const bookingUpgrades = pgTable(
  'booking_upgrades',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    upgradeTypeId: integer('upgrade_type_id')
      .notNull()
      .references(() => upgradeAccommodationTypes.id),
    nights: integer('nights').notNull(),
    bedOption: text('bed_option').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('booking_upgrades_booking_type').on(t.bookingId, t.upgradeTypeId), check('booking_upgrades_nights', sql`${t.nights} >= 1`)],
);

/** Items our team adds to a booking (a transfer, a credit); read-only through the API. */
export const bookingAdHocItems = pgTable(
  'booking_ad_hoc_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** Negative for a credit. */
    amountCents: integer('amount_cents').notNull(),
    /** The staff request's key: sending the same charge twice adds it once. */
    idempotencyKey: text('idempotency_key').unique(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_ad_hoc_items_booking_idx').on(t.bookingId)],
);

/**
 * Payment attempts. Only 'succeeded' ones count as paid. The booking reference survives as
 * null if a (never paid) booking is deleted, so no attempt record is lost.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** 'pending' | 'succeeded' | 'failed' | 'refunded' */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refunded part of a succeeded payment (cents); status becomes 'refunded' when it is all of it. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Offline payments (provider 'offline', recorded by staff): the day the money arrived and the bank's reference. */
    receivedOn: date('received_on', { mode: 'string' }),
    offlineReference: text('offline_reference'),
    recordedBy: integer('recorded_by').references(() => users.id),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    // The dashboard's revenue of the last weeks: by the day the money arrived, else the day it was taken.
    index('payments_received_idx').on(t.receivedOn),
    index('payments_created_idx').on(t.createdAt),
    check('payments_status', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
    check('payments_amount', sql`${t.amountCents} > 0`),
    check('payments_refunded', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type TravellerRow = typeof travellers.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
