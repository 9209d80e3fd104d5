/**
 * The card rules of contract/bookings-rules.ts (pure, safe to import at runtime), under the names
 * the list uses. The status a card shows is the server's (`booking.status`); the actions with the
 * lifecycle are src/lib/booking-card.ts.
 */
export { DELETE_BOOKING_CONFIRMATION, bookingCardActions as bookingActions } from '../../../contract/bookings-rules';
