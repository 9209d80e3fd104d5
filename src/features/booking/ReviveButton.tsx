import React, { useState } from 'react';
import type { Booking, BookingDetail } from '../../../contract/bookings';
import { errorMessages, useReviveBookingMutation } from './bookings-api';
import { MessageBanner } from './MessageBanner';
import * as styles from './Booking.module.css';

export interface ReviveButtonProps {
  booking: Pick<Booking, 'id'>;
  /** After the revival: the booking as the server now has it. */
  onRevived?: (detail: BookingDetail) => void;
  /** The id of what names the booking (a card's title), for the button's description. */
  describedBy?: string;
  className?: string;
}

/**
 * 'Revive booking' on an expired booking that `can_revive` (POST …/revive): the server holds
 * its seats again or answers 409 with the reason (LIFECYCLE_MESSAGES.reviveNoSeats,
 * cannotRevive), shown here. The booking and the list reload on success (bookings-api).
 */
export function ReviveButton({ booking, onRevived, describedBy, className = 'button' }: ReviveButtonProps) {
  const [revive, { isLoading }] = useReviveBookingMutation();
  const [errors, setErrors] = useState<string[]>([]);

  async function click() {
    setErrors([]);
    const result = await revive(booking.id);
    if (result.error || !result.data) {
      setErrors(errorMessages(result.error, 'We could not revive this booking. Please try again.'));
      return;
    }
    onRevived?.(result.data);
  }

  return (
    <div className={styles.revive}>
      <button type="button" className={className} onClick={() => void click()} disabled={isLoading} aria-describedby={describedBy}>
        {isLoading ? 'Reviving…' : 'Revive booking'}
      </button>
      <MessageBanner kind="error" messages={errors} />
    </div>
  );
}
