/**
 * Departures wire shapes (SPEC 3 "Departure list item", SPEC 7 departures calls, DECISIONS
 * "Departures"). Paths are relative to /api:
 *   GET  tour_info/departures?valid_departure=true          -> { success, 'tour_info/departures': DepartureItem[] }
 *   GET  tour_info/departures?last_deal=true&minimal_data=true  (discounted ones only)
 *   GET  tour_info/departures/{id}                           -> { success, 'tour_info/departure': DepartureItem }
 *   GET  tour_info/tours/{id}/get_intrepid_departures        -> { success, tours: DepartureItem[] }
 *   POST tour_info/departures/checking_departure             -> { success, data: DepartureCheck }
 *   GET  tour_info/tours/{id}/availability                   -> { success, data: TourAvailability }
 *
 * Display prices (`based_price`, `tour_price`) are NZD dollars as JSON numbers (GST
 * inclusive); the database and every calculation keep integer cents.
 */
import { Type, type Static } from 'typebox';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const DepartureTourDataSchema = Type.Object({
  name: Type.String(),
  number_of_days: Type.Integer(),
  start_location: Type.String(),
  end_location: Type.String(),
  main_image_url: Type.Union([Type.String(), Type.Null()]),
  map_image_url: Type.Union([Type.String(), Type.Null()]),
});

export const DepartureItemSchema = Type.Object(
  {
    id: Type.String({ pattern: '^departure-[0-9]+$', description: "Carries the type prefix, e.g. 'departure-123'; the site strips it." }),
    date: IsoDate,
    end_date: IsoDate,
    reverse: Type.Boolean({ description: 'When true the trip runs from end_location to start_location.' }),
    available_seats: Type.Integer({ minimum: 0 }),
    tour_type: Type.Union([Type.Literal('Adventure'), Type.Literal('Plus'), Type.Literal('Snow'), Type.Literal('Private')]),
    tour_id: Type.Integer({ description: 'The tour api id.' }),
    tour_slug: Type.String({ description: "The tour's slug: the page is /{category_slug}/{tour_slug}/." }),
    category_slug: Type.String(),
    based_price: Type.Number({ description: 'NZD dollars per person before the discount.' }),
    tour_price: Type.Number({ description: 'NZD dollars per person after the discount (what is charged).' }),
    discount_rate: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent.' }),
    last_deal: Type.Boolean({ description: 'A last-minute deal (the others with a discount are early-bird deals).' }),
    tour_data: DepartureTourDataSchema,
  },
  { $id: 'DepartureItem' },
);
export type DepartureItem = Static<typeof DepartureItemSchema>;

export const DepartureListQuerySchema = Type.Object({
  valid_departure: Type.Optional(Type.Boolean({ description: 'true (the default): bookable departures only; sold-out and past ones are never listed.' })),
  last_deal: Type.Optional(Type.Boolean({ description: 'true: only departures with a discount (last-minute and early-bird deals).' })),
  minimal_data: Type.Optional(Type.Boolean({ description: 'Accepted for compatibility; the item shape is the same.' })),
});

export const DepartureListResponseSchema = Type.Object({ success: Type.Literal(true), 'tour_info/departures': Type.Array(DepartureItemSchema) });
export type DepartureListResponse = Static<typeof DepartureListResponseSchema>;

export const DepartureResponseSchema = Type.Object({ success: Type.Literal(true), 'tour_info/departure': DepartureItemSchema });
export type DepartureResponse = Static<typeof DepartureResponseSchema>;

export const TourDeparturesResponseSchema = Type.Object({ success: Type.Literal(true), tours: Type.Array(DepartureItemSchema) });
export type TourDeparturesResponse = Static<typeof TourDeparturesResponseSchema>;

export const DepartureCheckBodySchema = Type.Object(
  {
    tour_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^[1-9][0-9]{0,8}$' })], { description: 'The tour api id.' }),
    departure_date: Type.String({ maxLength: 10, pattern: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$', description: 'D/MM/YYYY' }),
  },
  { additionalProperties: false },
);
export type DepartureCheckBody = Static<typeof DepartureCheckBodySchema>;

export const DepartureCheckSchema = Type.Object({
  available: Type.Boolean(),
  message: Type.String({ description: "Shown after 'Done ! ' or 'Sorry ! '." }),
  departure: Type.Union([Type.Object({ _id: Type.String({ description: "e.g. 'departure-123'" }) }), Type.Null()]),
});
export type DepartureCheck = Static<typeof DepartureCheckSchema>;

export const DepartureCheckResponseSchema = Type.Object({ success: Type.Literal(true), data: DepartureCheckSchema });
export type DepartureCheckResponse = Static<typeof DepartureCheckResponseSchema>;

export const TourAvailabilitySchema = Type.Object({
  date_range: Type.Array(Type.Object({ from: IsoDate, to: IsoDate }), { description: 'Inactive ranges (inclusive): disabled in the calendar.' }),
  offline_days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: 'Weekdays never offered, 0 = Sunday.' }),
  before_date: IsoDate,
  season: Type.Union([Type.Object({ from_month: Type.Integer(), to_month: Type.Integer() }), Type.Null()], {
    description: 'Months 1-12 the tour departs in; from_month > to_month wraps the year end.',
  }),
  departure_dates: Type.Array(IsoDate, { description: 'Dates with a bookable departure.' }),
});
export type TourAvailability = Static<typeof TourAvailabilitySchema>;

export const TourAvailabilityResponseSchema = Type.Object({ success: Type.Literal(true), data: TourAvailabilitySchema });
export type TourAvailabilityResponse = Static<typeof TourAvailabilityResponseSchema>;

export const TourIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 40, description: 'The tour api id.' }) });
export const DepartureIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 40, description: "'departure-123' or '123'." }) });
