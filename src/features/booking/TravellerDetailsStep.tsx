import React, { useState } from 'react';
import { Link } from 'gatsby';
import type { Traveller } from '../../../contract/bookings';
import { todayInNz } from '../../../contract/dates';
import { adjacentSteps, bookingPagePath } from './booking-steps';
import { useAppSelector } from '../../state/store';
import { errorMessages, useUpdateBookingMutation } from './bookings-api';
import type { StepProps } from './BookingShell';
import { MessageBanner } from './MessageBanner';
import { TravellerCard } from './TravellerCard';
import * as styles from './Booking.module.css';

/** The traveller-details step: one card per traveller, add one, remove one (never the last). Its title and lead are the shell's (StepIntro). */
export function TravellerDetailsStep({ booking, bookingRef }: StepProps) {
  const travellers = useAppSelector((state) => state.booking.travellers);
  const [update, { isLoading }] = useUpdateBookingMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const today = todayInNz();
  const { next } = adjacentSteps(booking, 'traveller-details');

  async function addTraveller() {
    setErrors([]);
    setNotice(null);
    const result = await update({ id: booking.id, fields: { travellers: [{}] } });
    if ('error' in result) setErrors(errorMessages(result.error, 'We could not add a traveller. Please try again.'));
    else setNotice(`Traveller ${travellers.length + 1} added. Please fill in their details below.`);
  }

  async function removeTraveller(traveller: Traveller, name: string) {
    if (travellers.length <= 1) return;
    if (!window.confirm(`Remove ${name} from this booking?`)) return;
    setErrors([]);
    setNotice(null);
    const result = await update({ id: booking.id, fields: { travellers: [{ id: traveller.id, _destroy: true }] } });
    if ('error' in result) setErrors(errorMessages(result.error, `We could not remove ${name}. Please try again.`));
    else setNotice(`${name} has been removed from this booking.`);
  }

  const allComplete = travellers.length > 0 && travellers.every((t) => t.step_one_complete && t.step_two_complete);
  return (
    <>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {notice && <MessageBanner kind="success" messages={[notice]} />}
      {travellers.map((traveller, index) => (
        <TravellerCard
          key={traveller.id}
          bookingId={booking.id}
          traveller={traveller}
          index={index}
          departureDate={booking.departure_date}
          today={today}
          canRemove={travellers.length > 1}
          removing={isLoading}
          onRemove={(t, name) => void removeTraveller(t, name)}
        />
      ))}
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => void addTraveller()} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Add a traveller'}
        </button>
        {next && (
          <Link to={bookingPagePath(next.key, bookingRef)} className="button">
            {allComplete ? 'Continue to accommodation' : 'Skip for now: accommodation'}
          </Link>
        )}
      </div>
    </>
  );
}
