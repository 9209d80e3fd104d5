/** The card rules of contract/bookings-rules.ts (pure, safe to import at runtime), under the names the list uses. */
export { DELETE_BOOKING_CONFIRMATION, bookingCardActions as bookingActions, bookingCardStatus } from '../../../contract/bookings-rules';
