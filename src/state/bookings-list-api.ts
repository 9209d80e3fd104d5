/**
 * The signed-in customer's bookings for the user home (SPEC 7): `GET bookings/bookings` reads
 * `bookings/bookings` and `bookings/travellers`; `DELETE bookings/bookings/{id}` then reloads the
 * list (and the menu's count). Both endpoints are defined once, in bookings-api.ts (the booking
 * wizard's calls): a second definition under the same name would override it, so the account
 * area uses the same endpoints and shares their cache.
 */
export { useListBookingsQuery as useBookingsListQuery, useDeleteBookingMutation, type BookingList as BookingsList } from './bookings-api';
