import React from 'react';
import type { Booking } from '../../../contract/bookings';
import { useBookingContent } from './content';
import { MessageBanner } from './MessageBanner';

export const LOCKED_MESSAGE = 'This booking is locked. Please get in touch with us to make changes.';
/** SPEC 8 gives the start of this text; the rest is ours (README: booking wizard). */
export const EXPIRED_MESSAGE =
  'This booking has now expired and is available on request only due to the departure date being less than 30 days away. Our team will check availability and confirm your places within 1 business day; please get in touch if you have any questions.';

function ContactLinks() {
  const { settings } = useBookingContent();
  if (!settings) return null;
  return (
    <p>
      Call <a href={settings.phone_href}>{settings.phone}</a> or email <a href={`mailto:${settings.email}`}>{settings.email}</a>, or use our{' '}
      <a href="/contact-us/">contact form</a>.
    </p>
  );
}

/** SPEC 4.3 and 8: a locked booking cannot be modified; get in touch. */
export function LockedNotice() {
  return (
    <MessageBanner kind="warning" title={LOCKED_MESSAGE}>
      <ContactLinks />
    </MessageBanner>
  );
}

/** Expired: departure under 30 days away and nothing paid. */
export function isExpired(booking: Pick<Booking, 'depart_less_than_30_days' | 'total_paid' | 'complete'>): boolean {
  return booking.depart_less_than_30_days && booking.total_paid <= 0 && !booking.complete;
}

export function ExpiredNotice() {
  return (
    <MessageBanner kind="warning" title={EXPIRED_MESSAGE}>
      <ContactLinks />
    </MessageBanner>
  );
}
