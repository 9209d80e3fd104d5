/**
 * Wire shapes of the bookings API (SPEC 3 and 7). Every call carries the `token` and `email`
 * headers. Amounts are NZD dollars as JSON numbers (GST inclusive, at most 2 decimals), like the
 * departures API; the server computes them in integer cents. Dates are `YYYY-MM-DD`.
 *
 *   POST   /api/bookings/bookings                      {"bookings/booking": CreateBooking}  -> {success, "bookings/booking": Booking}
 *   GET    /api/bookings/bookings                      -> {success, "bookings/bookings": Booking[], "bookings/travellers": Traveller[]}
 *   GET    /api/bookings/bookings/{id}                 -> BookingDetail (+ currentBooking for an admin)
 *   PUT    /api/bookings/bookings/{id}                 {"bookings/booking": UpdateBooking} -> BookingDetail
 *   DELETE /api/bookings/bookings/{id}                 -> {success}
 *   POST   /api/bookings/bookings/{id}/generate_pre_accommodation_options   {nights?} -> {success, accommodations}
 *   POST   /api/bookings/bookings/{id}/generate_post_accommodation_options  {nights?} -> {success, accommodations}
 *   POST   /api/bookings/bookings/{id}/generate_upgrade_accommodation_options       -> {success, accommodations}
 *   POST   /api/bookings/bookings/{id}/addons          AddonChange -> BookingDetail
 *   POST   /api/bookings/bookings/{id}/swap            {departure_id} -> BookingDetail
 */
import { Type, type Static } from 'typebox';
import { BOOKING_STATUSES } from './booking-lifecycle';
import { LiteralUnion } from './literal-union';
import { TRAVELLER_MAX_LENGTH as MAX } from './traveller-rules';

const Money = (description: string) => Type.Number({ description: `${description} (NZD dollars)` });
const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
/** Accepts `departure-123` or `123` (or the number 123). */
export const DepartureIdSchema = Type.Union([Type.String({ maxLength: 40 }), Type.Integer({ minimum: 1, maximum: 2147483647 })], { description: "A departure id, 'departure-123' or '123'" });

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  departure_id: Type.String({ description: "'departure-123'" }),
  tour_id: Type.Integer({ description: 'The tour api_id' }),
  tour_name: Type.String(),
  tour_slug: Type.String({ description: "The tour's slug (the booking pages' `tour` query parameter)" }),
  tour_absolute_slug: Type.String(),
  category_slug: Type.String(),
  number_of_days: Type.Integer(),
  tour_price: Money('Price per traveller of the departure, deal discount included'),
  based_price: Money('Price per traveller before the deal discount'),
  travellers_count: Type.Integer(),
  traveller_ids: Type.Array(Type.Integer()),
  departure_date: DateString,
  end_date: DateString,
  check_in_date: DateString,
  check_out_date: DateString,
  days_until_departure: Type.Integer({ description: 'In Pacific/Auckland' }),
  tour_total: Money('tour_price x travellers'),
  accommodations_total: Money('Extra nights'),
  upgrades_total: Money('Accommodation upgrades'),
  addons_total: Money('Add-on activities and gear'),
  ad_hoc_total: Money('Items added by our team'),
  subtotal: Money('Before the promo discount'),
  total_discount: Money('The promo code discount'),
  total: Money('What the booking costs'),
  total_paid: Money('Sum of successful payments'),
  balance_remaining: Money('total - total_paid, never below 0'),
  deposit_due: Money('99 NZD per traveller'),
  minimum_payment: Money('The smallest payment the payment page accepts now'),
  currency: Type.Literal('NZD'),
  complete: Type.Boolean(),
  locked: Type.Boolean(),
  confirmed: Type.Boolean(),
  archived: Type.Boolean(),
  agree_with_the_conditions: Type.Boolean(),
  can_pay_partially: Type.Boolean({ description: 'False inside 56 days of departure' }),
  snow: Type.Boolean(),
  mtb: Type.Boolean(),
  new_booking: Type.Boolean(),
  depart_less_than_30_days: Type.Boolean({ description: 'On request: staff confirm it' }),
  free_swap_days: Type.Integer(),
  can_swap: Type.Boolean(),
  promo_code_string: Nullable(Type.String()),
  promo_code_valid: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  links: Type.Object({ has_extra_night: Type.Boolean() }),
  // ---- the lifecycle (contract/booking-lifecycle.ts) ----
  status: LiteralUnion(BOOKING_STATUSES, { description: "'Booked' | 'On Request' | 'Incomplete' | 'Expired' | 'Cancelled' | 'Declined', computed by the server" }),
  version: Type.Integer({ description: 'Raised by every change and payment; send it back as `version` to refuse a change made from a stale page (409)' }),
  hold_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'While nothing is paid: when the seats are released unless the deposit is paid',
  }),
  expired_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  can_revive: Type.Boolean({ description: 'Expired within 30 days and its departure still bookable: POST …/revive' }),
  request_status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('declined'), Type.Null()], {
    description: 'On-request bookings (departure under 30 days away): staff confirm or decline; null otherwise',
  }),
  request_deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When staff must have answered a pending request' }),
  credit: Money('Paid above the total (staff refund it)'),
});
export type Booking = Static<typeof BookingSchema>;
/**
 * A booking as the signed-in user's details carry it (sign-in, GET users/me): what the account
 * header needs, read from the booking's stored state in the same statement as the user (issue
 * 22: not every booking's full detail). The list and the detail (GET bookings/bookings[/{id}])
 * carry the full Booking.
 */
export const BookingSummarySchema = Type.Object({
  id: Type.Integer(),
  tour_id: Type.Integer({ description: 'Tour api_id' }),
  tour_name: Type.String(),
  departure_date: DateString,
  status: BookingSchema.properties.status,
  total: Money('Total as last settled'),
  balance_remaining: Money('Balance as last settled'),
});
export type BookingSummary = Static<typeof BookingSummarySchema>;

const Text = Nullable(Type.String());
export const TravellerSchema = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Integer(),
  title: Text,
  first_name: Text,
  last_name: Text,
  date_of_birth: Nullable(DateString),
  nationality: Text,
  current_location: Text,
  allergies: Text,
  passport_number: Text,
  passport_date_of_issue: Nullable(DateString),
  passport_date_of_expiry: Nullable(DateString),
  emergency_contact_name: Text,
  emergency_contact_relationship: Text,
  emergency_contact_number: Text,
  insurance_name: Text,
  insurance_policy_number: Text,
  insurance_contact_number: Text,
  medical_condition: Text,
  snow_ski_size: Text,
  snow_ski_height: Text,
  snow_ski_weight: Text,
  stance: Text,
  snow_boot_size: Text,
  snow_cloth_size: Text,
  step_one_complete: Type.Boolean(),
  step_two_complete: Type.Boolean(),
});
export type Traveller = Static<typeof TravellerSchema>;

export const BookingAddonSchema = Type.Object({
  id: Type.Integer({ description: 'db_addon_id' }),
  db_addon_id: Type.Integer(),
  traveller_id: Type.Integer(),
  option_id: Type.Integer({ description: 'Activity option api_id' }),
  activity_id: Type.Integer({ description: 'Activity api_id' }),
  name: Type.String({ description: 'Activity name: option name' }),
  price: Money('Seasonal price when the day falls in a window, else the base price'),
  day_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Tour day api_id; null for a general add-on (snow gear)' }),
  day_ordinal_number: Type.Union([Type.Integer(), Type.Null()]),
});
export type BookingAddon = Static<typeof BookingAddonSchema>;

export const AccommodationSchema = Type.Object({
  id: Type.Integer(),
  is_before: Type.Boolean(),
  nights: Type.Integer(),
  price: Money('Whole price: nights x travellers x the nightly price'),
  customID: Type.String(),
  selected: Type.Boolean(),
  options: Type.Object({
    price_per_traveller_per_night: Money('Extra night price per traveller'),
    travellers: Type.Integer(),
    location: Type.String(),
    check_in_date: DateString,
    check_out_date: DateString,
  }),
});
export type Accommodation = Static<typeof AccommodationSchema>;

export const UpgradeOptionSchema = Type.Object({
  id: Type.Integer({ description: 'Upgrade type id; use it in upgrade_accommodations entries' }),
  name: Type.String(),
  description: Type.String(),
  price_per_night: Money('Per night'),
  bed_options: Type.Array(Type.String()),
  nights_options: Type.Array(Type.Integer()),
  notice: Type.String({ description: "'none' | 'limited-availability' | 'no-availability'" }),
});
export type UpgradeOption = Static<typeof UpgradeOptionSchema>;

export const UpgradeAccommodationSchema = Type.Object({
  id: Type.Integer({ description: 'Upgrade type id' }),
  record_id: Type.Integer(),
  name: Type.String(),
  nights: Type.Integer(),
  bed_option: Type.String(),
  price_per_night: Money('Per night'),
  price: Money('price_per_night x nights'),
});
export type UpgradeAccommodation = Static<typeof UpgradeAccommodationSchema>;

export const AdHocItemSchema = Type.Object({ id: Type.Integer(), description: Type.String(), amount: Money('May be negative for a credit') });
/** A card used to pay (contract/payments.ts): never the number or CVC. */
export const PaymentCardSchema = Type.Object({
  brand: Type.String({ description: "'visa', 'mastercard', 'amex'…" }),
  last4: Type.String({ pattern: '^[0-9]{4}$' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer(),
});
export type PaymentCard = Static<typeof PaymentCardSchema>;
export const PaymentSchema = Type.Object({
  id: Type.Integer(),
  amount: Money('Amount'),
  status: Type.String({ description: "'pending' | 'succeeded' | 'failed' | 'refunded'; only succeeded ones count as paid" }),
  provider: Type.String({ description: "'test' (embedded test gateway) | 'stripe'" }),
  reference: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "The provider's reference (test_pi_… or pi_…)" })),
  card: Type.Optional(Type.Union([PaymentCardSchema, Type.Null()])),
  failure_message: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Why a failed attempt was declined' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type Payment = Static<typeof PaymentSchema>;

export const BookingDetailSchema = Type.Object({
  booking: BookingSchema,
  travellers: Type.Array(TravellerSchema),
  accommodations: Type.Array(AccommodationSchema),
  ad_hoc_items: Type.Array(AdHocItemSchema),
  payment_cards: Type.Array(PaymentCardSchema, { description: 'The cards used for successful payments (brand, last 4 digits, expiry), once each' }),
  payments: Type.Array(PaymentSchema),
  upgrade_accommodations: Type.Array(UpgradeAccommodationSchema),
  addons: Type.Array(BookingAddonSchema),
});
export type BookingDetail = Static<typeof BookingDetailSchema>;

export const BookingDetailResponseSchema = Type.Evaluate(Type.Intersect([
  Type.Object({
    success: Type.Boolean(),
    errors: Type.Optional(Type.Array(Type.String())),
    /** Changes that were saved but the customer should know about (a passport expiring within 3 months after the tour). */
    warnings: Type.Optional(Type.Array(Type.String())),
  }),
  BookingDetailSchema,
  Type.Object({ currentBooking: Type.Optional(BookingDetailSchema) }),
]));
export type BookingDetailResponse = Static<typeof BookingDetailResponseSchema>;

// ---- Requests ----

/** Ids in requests: positive 32-bit integers (anything else is a 400, never a database error). */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const CreateBookingSchema = Type.Object(
  {
    departure_id: DepartureIdSchema,
    travellers_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 16 })),
  },
  { additionalProperties: true, description: 'Other new-booking defaults (SPEC 3) may be sent and are ignored: the server sets them.' },
);
export const CreateBookingBodySchema = Type.Object({ 'bookings/booking': CreateBookingSchema });

const Optional = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(schema);
const Field = (max = 200) => Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

export const TravellerAddonInputSchema = Type.Object(
  {
    option_id: Optional(Id),
    day_id: Optional(Type.Union([Id, Type.Null()])),
    db_addon_id: Optional(Id),
    id: Optional(Id),
    _destroy: Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

export const TravellerInputSchema = Type.Object(
  {
    id: Optional(Id),
    _destroy: Optional(Type.Boolean()),
    title: Field(MAX.title),
    first_name: Field(MAX.first_name),
    last_name: Field(MAX.last_name),
    date_of_birth: Field(MAX.date_of_birth),
    nationality: Field(MAX.nationality),
    current_location: Field(MAX.current_location),
    allergies: Field(MAX.allergies),
    passport_number: Field(MAX.passport_number),
    passport_date_of_issue: Field(MAX.passport_date_of_issue),
    passport_date_of_expiry: Field(MAX.passport_date_of_expiry),
    emergency_contact_name: Field(MAX.emergency_contact_name),
    emergency_contact_relationship: Field(MAX.emergency_contact_relationship),
    emergency_contact_number: Field(MAX.emergency_contact_number),
    insurance_name: Field(MAX.insurance_name),
    insurance_policy_number: Field(MAX.insurance_policy_number),
    insurance_contact_number: Field(MAX.insurance_contact_number),
    medical_condition: Field(MAX.medical_condition),
    snow_ski_size: Field(MAX.snow_ski_size),
    snow_ski_height: Field(MAX.snow_ski_height),
    snow_ski_weight: Field(MAX.snow_ski_weight),
    stance: Field(MAX.stance),
    snow_boot_size: Field(MAX.snow_boot_size),
    snow_cloth_size: Field(MAX.snow_cloth_size),
    addons: Optional(Type.Array(TravellerAddonInputSchema, { maxItems: 100 })),
  },
  { additionalProperties: true },
);
export type TravellerInput = Static<typeof TravellerInputSchema>;

/** The booking's `version` as the page last saw it: a change from a stale page is refused (409). */
const Version = Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: "The booking's version as last seen; stale -> 409" }));

export const UpdateBookingSchema = Type.Object(
  {
    version: Version,
    agree_with_the_conditions: Optional(Type.Boolean()),
    promo_code_string: Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    travellers: Optional(Type.Array(TravellerInputSchema, { maxItems: 32 })),
    accommodations: Optional(
      Type.Array(Type.Object({ id: Id, _destroy: Optional(Type.Boolean()) }, { additionalProperties: true }), { maxItems: 20 }),
    ),
    upgrade_accommodations: Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Upgrade type id (from generate_upgrade_accommodation_options)' }),
            nights: Optional(Type.Integer({ minimum: 1, maximum: 60 })),
            bed_option: Optional(Type.String({ maxLength: 60 })),
            _destroy: Optional(Type.Boolean()),
          },
          { additionalProperties: true },
        ),
        { maxItems: 20 },
      ),
    ),
  },
  { additionalProperties: true, description: 'Unknown fields are ignored; prices and flags are the server’s.' },
);
export type UpdateBooking = Static<typeof UpdateBookingSchema>;
export const UpdateBookingBodySchema = Type.Object({ 'bookings/booking': UpdateBookingSchema });

export const GenerateAccommodationBodySchema = Type.Union([
  Type.Object({ nights: Optional(Type.Integer({ minimum: 1, maximum: 5 })) }, { additionalProperties: true }),
  Type.Null(),
]);

export const AddonChangeBodySchema = Type.Object(
  {
    version: Version,
    addons: Type.Array(
      Type.Object(
        {
          addOnID: Optional(Type.Union([Id, Type.Null()])),
          optionID: Optional(Type.Union([Id, Type.Null()])),
          dayID: Optional(Type.Union([Id, Type.Null()])),
          optionPrice: Optional(Type.Unknown({ description: 'Ignored: the server prices add-ons' })),
          travellerID: Id,
          destroy: Optional(Type.Boolean()),
        },
        { additionalProperties: true },
      ),
      { maxItems: 200 },
    ),
    traveller: Optional(
      Type.Object(
        {
          id: Id,
          snow_ski_size: Field(40),
          snow_ski_height: Field(40),
          snow_ski_weight: Field(40),
          stance: Field(40),
          snow_boot_size: Field(40),
          snow_cloth_size: Field(40),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);
export type AddonChangeBody = Static<typeof AddonChangeBodySchema>;

export const SwapBodySchema = Type.Object({ departure_id: DepartureIdSchema, version: Version }, { additionalProperties: true });

/** What a change would cost, before the customer confirms it (`?preview=true` on PUT, add-ons and swap). */
export const ChangePreviewSchema = Type.Object({
  success: Type.Boolean(),
  preview: Type.Literal(true),
  current_total: Money('The total now'),
  new_total: Money('The total after the change'),
  difference: Money('new_total - current_total'),
  total_paid: Money('Paid so far'),
  new_balance: Money('What would be left to pay'),
  new_credit: Money('What would be owed back'),
  booking: BookingSchema,
});
export type ChangePreview = Static<typeof ChangePreviewSchema>;

export const BOOKING_MESSAGES = {
  locked: 'This booking is locked. Please get in touch with us to make changes.',
  promoInvalid: 'Sorry! This Code is invalid',
  notFound: 'Booking not found.',
  lockStaffOnly: 'Only our team can lock or unlock a booking.',
  cannotDelete: 'This booking cannot be deleted because it is complete or a payment has been made. Please get in touch with us.',
  departureNotFound: 'This departure does not exist.',
  departurePast: 'This departure has already left. Please choose another date.',
  noSeats: 'Sorry, there are not enough seats left on this departure.',
  lastTraveller: 'A booking needs at least one traveller.',
  onePerDay: 'Each traveller can choose only one activity per day.',
  swapClosed: (days: number) => `Free swaps close ${days} days before departure. Please get in touch and we will help.`,
} as const;
