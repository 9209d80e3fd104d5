/**
 * Booking rules the site shows and the API agrees with (SPEC 4.3, 5). Pure functions with no
 * server imports, so the site can import them as they are.
 */
import { daysBetween } from './dates';

/** DECISIONS: a departure under 30 days away is booked on request: our team confirms the seats. */
export const ON_REQUEST_DAYS = 30;

/** Whether a booking for a departure (YYYY-MM-DD) made today is a request staff confirm. */
export function isOnRequest(departureDate: string, today: string): boolean {
  return daysBetween(today, departureDate) < ON_REQUEST_DAYS;
}

export type BookingCardStatus = 'Booked' | 'On Request' | 'Incomplete';

export interface BookingStatusInput {
  complete: boolean;
  /** Amount paid so far (any unit; only compared with 0). */
  total_paid: number;
  depart_less_than_30_days: boolean;
}

/**
 * 'Booked' when complete or anything has been paid; 'On Request' when nothing is paid, the
 * booking is not complete and departure is under 30 days away; otherwise 'Incomplete'.
 */
export function bookingCardStatus(booking: BookingStatusInput): BookingCardStatus {
  if (booking.complete || booking.total_paid > 0) return 'Booked';
  if (booking.depart_less_than_30_days) return 'On Request';
  return 'Incomplete';
}

export interface BookingActionsInput {
  complete: boolean;
  total_paid: number;
  balance_remaining: number;
  agree_with_the_conditions: boolean;
  locked: boolean;
}

export type ManageTourTarget = 'review' | 'details';

export interface BookingCardActions {
  /** Delete is offered only when not complete and nothing has been paid (after confirmation). */
  canDelete: boolean;
  /** 'Make a payment' shows when a balance remains and the conditions are agreed. */
  canMakePayment: boolean;
  /** 'Manage Tour' goes to the review page when locked, otherwise to the details page. */
  manageTourTarget: ManageTourTarget;
}

export function bookingCardActions(booking: BookingActionsInput): BookingCardActions {
  return {
    canDelete: !booking.complete && booking.total_paid <= 0,
    canMakePayment: booking.balance_remaining > 0 && booking.agree_with_the_conditions,
    manageTourTarget: booking.locked ? 'review' : 'details',
  };
}

export const DELETE_BOOKING_CONFIRMATION = 'Are you sure you want to delete this booking? It cannot be undone';

/** One option per traveller per day (SPEC 4.3): the options of a day a traveller cannot pick. */
export function isOptionDisabled(
  addons: readonly { traveller_id: number; day_id: number | null; option_id: number }[],
  travellerId: number,
  dayId: number,
  optionId: number,
): boolean {
  return addons.some((a) => a.traveller_id === travellerId && a.day_id === dayId && a.option_id !== optionId);
}

/** Age in whole years on a date (both YYYY-MM-DD); for the under-18 warning (on the departure date). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const UNDER_18_WARNING =
  'Please note, guests need to be aged 18 by the date of tour departure. Thank you for your understanding.';

export function isUnder18OnDeparture(dateOfBirth: string, departureDate: string): boolean {
  return ageOn(dateOfBirth, departureDate) < 18;
}
