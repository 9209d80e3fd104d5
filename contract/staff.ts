/**
 * Wire shapes of the staff area's API (beyond SPEC: issue 18). Every route is under /api/staff,
 * needs the `token` and `email` headers of an account with `is_admin` (a customer gets 403, an
 * anonymous caller 401, from every one of them) and answers `no-store`. Money is NZD dollars
 * in whole cents, like the bookings API; dates are YYYY-MM-DD (departures) or ISO date-times.
 *
 *   GET  staff/dashboard?weeks                       -> DashboardResponse
 *   GET  staff/departures?tour&from&to&page&per_page -> DepartureListResponse
 *   PATCH staff/departures/{id}  UpdateDepartureBody -> DepartureResponse
 *   GET  staff/departures/{id}/events?before         -> DepartureEventsResponse (its audit log, newest AUDIT_PAGE_SIZE first)
 *   GET  staff/departures/{id}/manifest              -> ManifestResponse
 *   GET  staff/departures/{id}/manifest.csv          -> text/csv (UTF-8 BOM, attachment)
 *   GET  staff/departures/{id}/suppliers             -> SupplierListResponse
 *   GET  staff/bookings?q&tour&from&to&status&page&per_page -> BookingSearchResponse
 *   PUT  staff/bookings/{id}/lock        LockBody           -> StaffBookingResponse
 *   POST staff/bookings/{id}/cancel      CancelBody         -> MoneyActionResponse
 *   POST staff/bookings/{id}/refund      RefundBody         -> MoneyActionResponse
 *   POST staff/bookings/{id}/payments    OfflinePaymentBody -> OfflinePaymentResponse
 *   POST staff/bookings/{id}/items       AdHocItemBody      -> AdHocItemResponse
 *   POST staff/bookings/{id}/resend_confirmation            -> StaffBookingResponse
 *   GET  staff/promo_codes                                  -> PromoCodeListResponse
 *   POST staff/promo_codes               CreatePromoCodeBody -> PromoCodeResponse
 *   POST staff/promo_codes/{id}/expire                      -> PromoCodeResponse
 *   GET  staff/leads?delivery&page&per_page                 -> LeadListResponse
 *   POST staff/leads/{id}/retry                             -> LeadResponse
 * (and, from the lifecycle: GET staff/requests, POST staff/bookings/{id}/confirm | decline,
 *  GET staff/bookings/{id}/events?before -> BookingEventsResponse, newest AUDIT_PAGE_SIZE first.)
 */
import { Type, type Static, type TSchema } from 'typebox';
import { BOOKING_STATUSES, LEAD_DELIVERY } from './staff-rules';
import { LiteralUnion } from './literal-union';
import { IDEMPOTENCY_KEY_PATTERN } from './payments';

const Money = (description?: string) => Type.Number(description ? { description } : {});
const DateString = (description?: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10, ...(description ? { description } : {}) });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = () => Type.String({ format: 'date-time' });
const IdempotencyKey = Type.String({
  pattern: IDEMPOTENCY_KEY_PATTERN,
  description: 'One per action (16-100 letters, digits, - or _). Sending it again answers the first result and moves no money twice.',
});
/** A short staff note: no control characters (a tab or a new line is fine). */
const Note = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' });


export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
};

export const PageSchema = Type.Object({ page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });

// ---- departures ----

export const DepartureSummarySchema = Type.Object({
  id: Type.Integer(),
  tour_id: Type.Integer({ description: 'The tour api id' }),
  tour_name: Type.String(),
  tour_slug: Type.String(),
  date: Type.String(),
  end_date: Type.String(),
  status: Type.String({ description: "'open' | 'cancelled'" }),
  on_sale: Type.Boolean({ description: 'Open for online sale' }),
  capacity: Type.Integer(),
  sold: Type.Integer({ description: 'Seats of live bookings with something paid' }),
  held: Type.Integer({ description: 'Seats of live bookings with nothing paid (held until their hold ends)' }),
  free: Type.Integer(),
  waitlist: Type.Integer({ description: 'People still waiting for a seat' }),
  based_price: Money('Per person before the discount'),
  tour_price: Money('Per person charged'),
  discount_rate: Type.Integer({ description: 'Last-minute discount, percent' }),
  last_deal: Type.Boolean(),
});
export type DepartureSummary = Static<typeof DepartureSummarySchema>;

export const DepartureListQuerySchema = Type.Object(
  {
    tour: Type.Optional(Type.String({ maxLength: 100, description: 'Tour slug or api id' })),
    from: Type.Optional(DateString('First departure date (inclusive)')),
    to: Type.Optional(DateString('Last departure date (inclusive)')),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type DepartureListQuery = Static<typeof DepartureListQuerySchema>;

export const DepartureListResponseSchema = Type.Object({ success: Type.Literal(true), departures: Type.Array(DepartureSummarySchema), ...PageSchema.properties });
export type DepartureListResponse = Static<typeof DepartureListResponseSchema>;

export const UpdateDepartureBodySchema = Type.Object(
  {
    on_sale: Type.Optional(Type.Boolean({ description: 'Open (true) or close (false) for online sale' })),
    capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Total seats; never below the seats sold and held' })),
    discount_rate: Type.Optional(Type.Integer({ minimum: 0, maximum: 90, description: 'Last-minute discount in percent; 0 removes it' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateDepartureBody = Static<typeof UpdateDepartureBodySchema>;

export const DepartureResponseSchema = Type.Object({ success: Type.Literal(true), departure: DepartureSummarySchema });
export type DepartureResponse = Static<typeof DepartureResponseSchema>;

// ---- audit logs (a booking's, a departure's), a page at a time ----

/** Events per page of an audit log: a long-lived booking's or departure's log is read a page at a time. */
export const AUDIT_PAGE_SIZE = 50;

export const AuditPageQuerySchema = Type.Object(
  { before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Only events older than this event id (the first id of the page shown)' })) },
  { additionalProperties: false },
);
export type AuditPageQuery = Static<typeof AuditPageQuerySchema>;

const earlierField = () => Type.Boolean({ description: 'Whether older events remain (ask again with before = the first id here)' });

export const BookingEventSchema = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  actor_kind: Type.String(),
  actor_email: Nullable(Type.String()),
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime(),
});
export type BookingEvent = Static<typeof BookingEventSchema>;

export const BookingEventsResponseSchema = Type.Object({
  success: Type.Literal(true),
  events: Type.Array(BookingEventSchema, { description: `Oldest first: the newest ${AUDIT_PAGE_SIZE} (older than \`before\` when given)` }),
  earlier: earlierField(),
});
export type BookingEventsResponse = Static<typeof BookingEventsResponseSchema>;

export const DepartureEventsResponseSchema = Type.Object({
  success: Type.Literal(true),
  events: Type.Array(
    Type.Object({
      id: Type.Integer(),
      action: Type.String(),
      actor_email: Nullable(Type.String()),
      detail: Type.Record(Type.String(), Type.Unknown(), { description: '{ request, before, after }' }),
      created_at: DateTime(),
    }),
    { description: `Oldest first: the newest ${AUDIT_PAGE_SIZE} (older than \`before\` when given)` },
  ),
  earlier: earlierField(),
});
export type DepartureEventsResponse = Static<typeof DepartureEventsResponseSchema>;

// ---- manifest ----

export const ManifestTravellerSchema = Type.Object({
  booking_id: Type.Integer(),
  booking_status: Type.String(),
  booking_balance: Money(),
  customer_email: Type.String(),
  traveller_id: Type.Integer(),
  title: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  date_of_birth: Nullable(Type.String()),
  age_at_departure: Nullable(Type.Integer()),
  nationality: Nullable(Type.String()),
  current_location: Nullable(Type.String()),
  passport_number: Nullable(Type.String()),
  passport_date_of_issue: Nullable(Type.String()),
  passport_date_of_expiry: Nullable(Type.String()),
  passport_problem: Nullable(Type.String({ description: "'missing' | 'expired-before-end' | 'expires-soon' (within 3 months after the tour ends)" })),
  emergency_contact_name: Nullable(Type.String()),
  emergency_contact_relationship: Nullable(Type.String()),
  emergency_contact_number: Nullable(Type.String()),
  insurance_name: Nullable(Type.String()),
  insurance_policy_number: Nullable(Type.String()),
  insurance_contact_number: Nullable(Type.String()),
  medical_condition: Nullable(Type.String()),
  dietary: Nullable(Type.String({ description: 'Allergies and dietary requirements' })),
  snow_ski_size: Nullable(Type.String()),
  snow_ski_height: Nullable(Type.String()),
  snow_ski_weight: Nullable(Type.String()),
  stance: Nullable(Type.String()),
  snow_boot_size: Nullable(Type.String()),
  snow_cloth_size: Nullable(Type.String()),
  activities: Type.Array(Type.Object({ day: Type.Integer(), date: Type.String(), activity: Type.String(), option: Type.String() })),
  gear: Type.Array(Type.Object({ activity: Type.String(), option: Type.String() })),
  extra_nights: Type.Array(Type.Object({ when: Type.Union([Type.Literal('before'), Type.Literal('after')]), nights: Type.Integer() })),
  upgrades: Type.Array(Type.Object({ name: Type.String(), nights: Type.Integer(), bed_option: Type.String() })),
});
export type ManifestTraveller = Static<typeof ManifestTravellerSchema>;

export const ManifestResponseSchema = Type.Object({
  success: Type.Literal(true),
  departure: DepartureSummarySchema,
  travellers: Type.Array(ManifestTravellerSchema),
});
export type ManifestResponse = Static<typeof ManifestResponseSchema>;

export const SupplierListResponseSchema = Type.Object({
  success: Type.Literal(true),
  departure: DepartureSummarySchema,
  days: Type.Array(
    Type.Object({
      day: Type.Integer(),
      date: Type.String({ description: 'The calendar date of the day: departure date + (day - 1)' }),
      title: Type.String(),
      activities: Type.Array(
        Type.Object({
          activity: Type.String(),
          options: Type.Array(Type.Object({ option: Type.String(), travellers: Type.Array(Type.Object({ booking_id: Type.Integer(), traveller_id: Type.Integer(), name: Type.String() })) })),
          count: Type.Integer(),
        }),
      ),
    }),
  ),
});
export type SupplierListResponse = Static<typeof SupplierListResponseSchema>;

// ---- bookings ----

export const BookingSearchQuerySchema = Type.Object(
  {
    q: Type.Optional(Note(200)),
    tour: Type.Optional(Type.String({ maxLength: 100, description: 'Tour slug or api id' })),
    from: Type.Optional(DateString('Departure date from (inclusive)')),
    to: Type.Optional(DateString('Departure date to (inclusive)')),
    status: Type.Optional(LiteralUnion(BOOKING_STATUSES)),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type BookingSearchQuery = Static<typeof BookingSearchQuerySchema>;

export const StaffBookingSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  locked: Type.Boolean(),
  version: Type.Integer(),
  customer_email: Type.String(),
  customer_name: Type.String(),
  tour_name: Type.String(),
  tour_slug: Type.String(),
  departure_id: Type.Integer(),
  departure_date: Type.String(),
  travellers: Type.Integer(),
  total: Money(),
  paid: Money('Paid, less refunds'),
  balance: Money(),
  credit: Money('Paid above the total: ours to refund'),
  hold_expires_at: Nullable(DateTime()),
  request_deadline: Nullable(DateTime()),
  created_at: DateTime(),
});
export type StaffBooking = Static<typeof StaffBookingSchema>;

/**
 * The lists that grow with the years (the bookings search, the leads) count their matches up to
 * this many: past it the answer says "more than" (`total_capped`), so a list over years of
 * history costs no more than one over a season.
 */
export const LIST_COUNT_LIMIT = 1000;

/** `total_capped` of a list counted up to LIST_COUNT_LIMIT. */
const TotalCappedSchema = (noun: string) => Type.Boolean({ description: `More ${noun} match than \`total\` (${LIST_COUNT_LIMIT}): the count stops there` });

export const BookingSearchResponseSchema = Type.Object({
  success: Type.Literal(true),
  bookings: Type.Array(StaffBookingSchema),
  ...PageSchema.properties,
  total_capped: TotalCappedSchema('bookings'),
});
export type BookingSearchResponse = Static<typeof BookingSearchResponseSchema>;

export const StaffBookingResponseSchema = Type.Object({ success: Type.Literal(true), booking: StaffBookingSchema });
export type StaffBookingResponse = Static<typeof StaffBookingResponseSchema>;

export const LockBodySchema = Type.Object({ locked: Type.Boolean() }, { additionalProperties: false });
export type LockBody = Static<typeof LockBodySchema>;

export const CancelBodySchema = Type.Object(
  {
    refund: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'NZD to give back through the payment gateway (0 for none; at most what was paid by card)' }),
    idempotency_key: IdempotencyKey,
    reason: Type.Optional(Note(1000)),
  },
  { additionalProperties: false },
);
export type CancelBody = Static<typeof CancelBodySchema>;

export const RefundBodySchema = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'NZD to give back through the payment gateway' }),
    idempotency_key: IdempotencyKey,
    reason: Type.Optional(Note(1000)),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBodySchema>;

export const MoneyActionResponseSchema = Type.Object({ success: Type.Literal(true), refunded: Money('Given back by this action'), booking: StaffBookingSchema });
export type MoneyActionResponse = Static<typeof MoneyActionResponseSchema>;

export const OfflinePaymentBodySchema = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'NZD received' }),
    received_on: DateString('The day the money arrived'),
    reference: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$', description: "The bank's reference" }),
    idempotency_key: IdempotencyKey,
  },
  { additionalProperties: false },
);
export type OfflinePaymentBody = Static<typeof OfflinePaymentBodySchema>;

export const OfflinePaymentResponseSchema = Type.Object({
  success: Type.Literal(true),
  payment: Type.Object({ id: Type.Integer(), amount: Money(), received_on: Type.String(), reference: Type.String() }),
  booking: StaffBookingSchema,
});
export type OfflinePaymentResponse = Static<typeof OfflinePaymentResponseSchema>;

export const AdHocItemBodySchema = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$' }),
    amount: Type.Number({ minimum: -1_000_000, maximum: 1_000_000, description: 'NZD; positive adds a charge, negative a credit' }),
    idempotency_key: IdempotencyKey,
  },
  { additionalProperties: false },
);
export type AdHocItemBody = Static<typeof AdHocItemBodySchema>;

export const AdHocItemResponseSchema = Type.Object({
  success: Type.Literal(true),
  item: Type.Object({ id: Type.Integer(), description: Type.String(), amount: Money() }),
  booking: StaffBookingSchema,
});
export type AdHocItemResponse = Static<typeof AdHocItemResponseSchema>;

// ---- dashboard ----

export const DashboardQuerySchema = Type.Object({ weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 52, default: 8 })) }, { additionalProperties: false });
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

const BookingRef = {
  booking_id: Type.Integer(),
  tour_name: Type.String(),
  departure_date: Type.String(),
  customer_email: Type.String(),
  travellers: Type.Integer(),
};

export const DashboardResponseSchema = Type.Object({
  success: Type.Literal(true),
  departures: Type.Array(DepartureSummarySchema),
  requests: Type.Array(Type.Object({ ...BookingRef, deadline: Nullable(DateTime()), overdue: Type.Boolean(), paid: Money() })),
  expiring_holds: Type.Array(Type.Object({ ...BookingRef, hold_expires_at: DateTime() })),
  overdue_balances: Type.Array(Type.Object({ ...BookingRef, balance: Money(), due_date: Type.String() })),
  weekly: Type.Array(Type.Object({ week_start: Type.String({ description: 'Monday (New Zealand)' }), bookings: Type.Integer(), revenue: Money('Payments received less refunds') })),
});
export type DashboardResponse = Static<typeof DashboardResponseSchema>;

// ---- promo codes ----

export const PromoCodeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Union([Type.Literal('amount'), Type.Literal('percent')]),
  value: Type.Number({ description: 'NZD off (amount) or percent' }),
  expired_date: Nullable(Type.String({ description: 'Last day it can be applied' })),
  usage_limit: Nullable(Type.Integer()),
  per_customer_limit: Type.Integer(),
  times_used: Type.Integer({ description: 'Live bookings holding it' }),
  active: Type.Boolean(),
  created_at: DateTime(),
});
export type PromoCode = Static<typeof PromoCodeSchema>;

export const PromoCodeListResponseSchema = Type.Object({ success: Type.Literal(true), promo_codes: Type.Array(PromoCodeSchema) });
export type PromoCodeListResponse = Static<typeof PromoCodeListResponseSchema>;

export const CreatePromoCodeBodySchema = Type.Object(
  {
    code: Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'Letters, digits, - and _; stored upper case' }),
    kind: Type.Union([Type.Literal('amount'), Type.Literal('percent')]),
    value: Type.Number({ exclusiveMinimum: 0, maximum: 100_000, description: 'NZD off (amount, whole cents) or percent (1-100, whole)' }),
    expired_date: Type.Optional(Nullable(DateString('Last day it can be applied'))),
    usage_limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
    per_customer_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
  },
  { additionalProperties: false },
);
export type CreatePromoCodeBody = Static<typeof CreatePromoCodeBodySchema>;

export const PromoCodeResponseSchema = Type.Object({ success: Type.Literal(true), promo_code: PromoCodeSchema });
export type PromoCodeResponse = Static<typeof PromoCodeResponseSchema>;

// ---- leads ----

export const LeadListQuerySchema = Type.Object(
  { delivery: Type.Optional(LiteralUnion(LEAD_DELIVERY)), ...PageQuery },
  { additionalProperties: false },
);
export type LeadListQuery = Static<typeof LeadListQuerySchema>;

export const StaffLeadSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  email: Type.String(),
  source_url: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime(),
  delivery: Type.Object({
    status: LiteralUnion(LEAD_DELIVERY, { description: "'failing': at least one attempt failed and it is not delivered yet" }),
    attempts: Type.Integer(),
    last_error: Nullable(Type.String()),
    delivered_at: Nullable(DateTime()),
  }),
});
export type StaffLead = Static<typeof StaffLeadSchema>;

export const LeadListResponseSchema = Type.Object({ success: Type.Literal(true), leads: Type.Array(StaffLeadSchema), ...PageSchema.properties, total_capped: TotalCappedSchema('leads') });
export type LeadListResponse = Static<typeof LeadListResponseSchema>;

export const LeadResponseSchema = Type.Object({ success: Type.Literal(true), lead: StaffLeadSchema });
export type LeadResponse = Static<typeof LeadResponseSchema>;


/** One rebuild of the site by the publishing hook (server/modules/publishing/publisher.ts). */
export const PublishBuildSchema = Type.Object({
  id: Type.String(),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('building'), Type.Literal('live'), Type.Literal('replaced'), Type.Literal('failed')]),
  trigger: Type.String(),
  requested_at: Type.String({ format: 'date-time' }),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error_tail: Type.Union([Type.String(), Type.Null()]),
});
export type PublishBuild = Static<typeof PublishBuildSchema>;
/** GET /api/staff/publishing: whether publishing is on, the live build and the last builds, newest first. */
export const PublishingStatusResponseSchema = Type.Object({
  success: Type.Literal(true),
  enabled: Type.Boolean(),
  current: Type.Union([Type.String(), Type.Null()]),
  building: Type.Boolean(),
  builds: Type.Array(PublishBuildSchema),
});
export type PublishingStatusResponse = Static<typeof PublishingStatusResponseSchema>;

export { BOOKING_STATUSES, LEAD_DELIVERY, STAFF_MESSAGES } from './staff-rules';
