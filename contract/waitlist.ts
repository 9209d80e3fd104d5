/**
 * Waitlist wire shapes (beyond SPEC: issue 6). A visitor leaves an email for a sold-out
 * departure and is emailed a booking link when a seat frees up. Path relative to /api:
 *   POST waitlist   JoinWaitlistBody -> { success, data: { departure_id, message } }
 *   GET  waitlist/departure?tour_id&departure_date -> { success, data: { departure_id, joinable } }
 *        (does this date have a departure whose waitlist takes names? 404 when no departure)
 *
 * The departure is named by `departure_id` ('departure-123', '123' or 123), or by `tour_id`
 * (the tour api id) with `departure_date` (D/MM/YYYY as in the availability check, or
 * YYYY-MM-DD): the availability check answers a fully booked date without a departure id.
 * Joining twice is harmless (one entry per departure and email) and answers the same, so the
 * answer never tells whether an email was already on the list. No captcha; limited per IP.
 */
import { Type, type Static } from 'typebox';

export const JoinWaitlistBodySchema = Type.Object(
  {
    departure_id: Type.Optional(
      Type.Union([Type.String({ maxLength: 40 }), Type.Integer({ minimum: 1, maximum: 2147483647 })], { description: "'departure-123', '123' or 123" }),
    ),
    tour_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^[0-9]{1,9}$' })], { description: 'The tour api id (with departure_date).' })),
    departure_date: Type.Optional(Type.String({ maxLength: 10, pattern: '^([0-9]{1,2}/[0-9]{1,2}/[0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})$', description: 'D/MM/YYYY or YYYY-MM-DD (with tour_id).' })),
    email: Type.String({ minLength: 3, maxLength: 320, description: 'Where we write when a seat frees up.' }),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type JoinWaitlistBody = Static<typeof JoinWaitlistBodySchema>;

/** The email shape the waitlist accepts (server/modules/waitlist/service.ts): every part of the domain non-empty. */
export const WAITLIST_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';

/** The waitlist form's fields, with the checks the API applies (the site's form checks them too). */
export const JoinWaitlistFormSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320, pattern: WAITLIST_EMAIL_PATTERN }),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
});

export const JoinWaitlistResponseSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    departure_id: Type.String({ description: "'departure-123'" }),
    message: Type.String(),
  }),
});
export type JoinWaitlistResponse = Static<typeof JoinWaitlistResponseSchema>;

export const WaitlistDepartureQuerySchema = Type.Object(
  {
    tour_id: Type.String({ pattern: '^[0-9]{1,9}$', description: 'The tour api id.' }),
    departure_date: Type.String({ maxLength: 10, pattern: '^([0-9]{1,2}/[0-9]{1,2}/[0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})$', description: 'D/MM/YYYY or YYYY-MM-DD' }),
  },
  { additionalProperties: false },
);
export type WaitlistDepartureQuery = Static<typeof WaitlistDepartureQuerySchema>;

export const WaitlistDepartureResponseSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    departure_id: Type.String({ description: "'departure-123'" }),
    joinable: Type.Boolean({ description: 'True when the departure is sold out, open and has not left: its waitlist takes names.' }),
  }),
});
export type WaitlistDepartureResponse = Static<typeof WaitlistDepartureResponseSchema>;

/** Texts the site shows as they are. */
export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist. We'll email you as soon as a seat frees up on this departure.",
  hasSeats: 'Good news: this departure has seats available, so you can book it now.',
  notFound: 'Departure not found.',
  departed: 'This departure has already left. Please choose another date.',
  cancelled: 'This departure is not running. Please choose another date.',
  invalidEmail: 'Please enter a valid email address.',
  whichDeparture: 'Tell us which departure: departure_id, or tour_id with departure_date.',
  tooMany: 'Too many requests. Please wait a few minutes and try again.',
} as const;
