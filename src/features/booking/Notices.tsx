import React, { forwardRef } from 'react';
import { LIFECYCLE_MESSAGES, holdNotice } from '../../../contract/booking-lifecycle';
import type { Booking, BookingDetail } from '../../../contract/bookings';
import { hasEnded } from './booking-steps';
import { useBookingContent } from './content';
import { MessageBanner } from './MessageBanner';
import { ReviveButton } from './ReviveButton';
import { formatNzDateTime } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';

export const LOCKED_MESSAGE = 'This booking is locked. Please get in touch with us to make changes.';

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

/**
 * The hold of an unpaid booking (DECISIONS "After 'Book'"): 'Your seats are held until Tue 25
 * Nov, 7:15 pm (New Zealand time). Pay the deposit of NZ$198 to keep them.' Empty without a hold.
 */
export function holdText(booking: Pick<Booking, 'hold_expires_at' | 'deposit_due'>): string {
  const until = formatNzDateTime(booking.hold_expires_at);
  return until ? holdNotice(until, formatNzd(booking.deposit_due)) : '';
}

/** The seats are released when the hold ends unless the deposit is paid. */
export function HoldNotice({ booking }: { booking: Pick<Booking, 'hold_expires_at' | 'deposit_due'> }) {
  const text = holdText(booking);
  return text ? <MessageBanner kind="warning" messages={[text]} /> : null;
}

/** A departure under 30 days away: the booking is a request our team confirms. */
export function RequestNotice() {
  return <MessageBanner kind="info" messages={[LIFECYCLE_MESSAGES.requestNotice]} />;
}

/** Expired: the seats were released; revived from here while `can_revive`. */
export function ExpiredNotice({ booking, onRevived }: { booking: Pick<Booking, 'id' | 'can_revive'>; onRevived?: (detail: BookingDetail) => void }) {
  return (
    <MessageBanner kind="warning" title={LIFECYCLE_MESSAGES.expired}>
      {booking.can_revive ? <ReviveButton booking={booking} onRevived={onRevived} /> : <p>{LIFECYCLE_MESSAGES.cannotRevive}</p>}
      <ContactLinks />
    </MessageBanner>
  );
}

/** Cancelled or declined: nothing can change it; get in touch. */
export function FinishedNotice() {
  return (
    <MessageBanner kind="warning" title={LIFECYCLE_MESSAGES.finished}>
      <ContactLinks />
    </MessageBanner>
  );
}

export interface LifecycleNoticesProps {
  booking: Booking;
  /** The late-request page explains a request itself: no request notice there. */
  showRequest?: boolean;
  onRevived?: (detail: BookingDetail) => void;
}

/**
 * The lifecycle notices of the booking shell, on every page (the server's status and hold, never
 * computed here): expired (with Revive) or ended; otherwise the hold and the request notices.
 * The region takes focus after a revival (its button is gone by then).
 */
export const LifecycleNotices = forwardRef<HTMLDivElement, LifecycleNoticesProps>(function LifecycleNotices(
  { booking, showRequest = true, onRevived },
  ref,
) {
  let notices: React.ReactNode;
  if (booking.status === 'Expired') notices = <ExpiredNotice booking={booking} onRevived={onRevived} />;
  else if (hasEnded(booking)) notices = <FinishedNotice />;
  else {
    const hold = booking.hold_expires_at ? <HoldNotice booking={booking} /> : null;
    const request = showRequest && booking.request_status === 'pending' ? <RequestNotice /> : null;
    notices = hold || request ? (
      <>
        {request}
        {hold}
      </>
    ) : null;
  }
  return (
    <div ref={ref} tabIndex={-1} className={notices ? styles.notices : undefined}>
      {notices}
    </div>
  );
});
