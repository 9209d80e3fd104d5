/**
 * The actions of a booking card (My tours and the bookings page): SPEC 4.3's rules
 * (contract/bookings-rules.ts) with the lifecycle's ends (DECISIONS "After 'Book'"), read from
 * the server's status, never computed here:
 * - Delete stays as SPEC 4.3 says (not complete and nothing paid).
 * - 'Make a payment' is not offered once the booking has ended (Expired, Cancelled, Declined).
 * - 'Manage Tour' opens the review of an ended booking (the only page it has).
 * - 'Revive booking' on an expired booking the server says can be revived.
 */
import { bookingCardActions, type BookingCardActions } from '../../../contract/bookings-rules';
import type { Booking } from '../../../contract/bookings';
import { hasEnded } from './booking-steps';

export interface CardActions extends BookingCardActions {
  canRevive: boolean;
}

export function cardActions(
  booking: Pick<Booking, 'complete' | 'total_paid' | 'balance_remaining' | 'agree_with_the_conditions' | 'locked' | 'status' | 'can_revive'>,
): CardActions {
  const rules = bookingCardActions(booking);
  const ended = hasEnded(booking);
  return {
    canDelete: rules.canDelete,
    canMakePayment: rules.canMakePayment && !ended,
    manageTourTarget: ended ? 'review' : rules.manageTourTarget,
    canRevive: booking.status === 'Expired' && booking.can_revive,
  };
}
