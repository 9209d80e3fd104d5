/**
 * Each booking page's title and lead (SPEC 2.5), drawn by the shell above the page's own
 * content. A step's pre-rendered frame (src/node/client-frames.ts) has them in its HTML before
 * its booking arrives wherever they do not depend on it; those that do follow with the booking.
 */
import React, { useEffect, useState } from 'react';
import type { Booking } from '../../../contract/bookings';
import { formatNzd } from '../../../contract/money';
import { formatWeekdayDate } from '../../../contract/dates';
import { FULL_PAYMENT_DAYS, balanceDueDate } from '../../../contract/payment-rules';
import { SHELL_PAGE_TITLES, hasEnded, type ShellPageKey } from './booking-steps';
import { VaccinationNotice } from './VaccinationNotice';
import * as styles from './Booking.module.css';

/**
 * The review page's lead: what the visitor can still do with the booking. A locked booking
 * cannot be changed (the notice below it says how to reach us); an ended one is only a record.
 */
export const REVIEW_LEAD = {
  editable: 'Check everything before you pay. You can come back and make changes until your balance is due.',
  locked: 'Check everything before you pay. This booking is locked, so it can no longer be changed online.',
  ended: 'This booking has ended. Its details are kept here for your records.',
} as const;

export function reviewLead(booking: { locked: boolean; status?: Booking['status'] }): string {
  return hasEnded(booking) ? REVIEW_LEAD.ended : booking.locked ? REVIEW_LEAD.locked : REVIEW_LEAD.editable;
}

function paymentLead(booking: Booking): string {
  const dueBy = formatWeekdayDate(balanceDueDate(booking.departure_date));
  if (booking.balance_remaining <= 0) return 'Your booking is paid in full. Thank you!';
  if (!booking.can_pay_partially) return `Your tour departs within ${FULL_PAYMENT_DAYS} days, so the full balance is due now.`;
  if (booking.total_paid >= booking.deposit_due) {
    return `Your deposit is paid and your places are secured. The balance of ${formatNzd(booking.balance_remaining)} is due by ${dueBy}, ${FULL_PAYMENT_DAYS} days before departure.`;
  }
  return `Pay the deposit now to secure your places; the balance is due by ${dueBy}, ${FULL_PAYMENT_DAYS} days before departure.`;
}

/** A page's title and lead; `booking` is null while it loads (and in the pre-rendered frame). */
export function StepIntro({ page, booking }: { page: ShellPageKey; booking: Booking | null }) {
  const title = SHELL_PAGE_TITLES[page];
  if (page === 'traveller-details') return <TravellerDetailsIntro title={title} booking={booking} />;
  let lead: string | null = null;
  if (page === 'essentials') lead = 'Add nights before or after your tour, and upgrade your room on tour.';
  if (page === 'add-ons') {
    lead =
      'Pre-book the activities you want on each day. Each traveller can choose one activity per day; prices are per person and include any seasonal pricing for your dates.';
  }
  if (page === 'review' && booking) lead = reviewLead(booking);
  if (page === 'payment' && booking) lead = paymentLead(booking);
  return (
    <div>
      <h2 className={styles.pageTitle}>{title}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

const NOTICE_SEEN_KEY = 'kea-trails-vaccination-notice-seen';

function noticeSeen(): boolean {
  try {
    return window.sessionStorage.getItem(NOTICE_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The traveller-details lead links to the vaccination notice, shown by itself once per visit when the booking is there. */
function TravellerDetailsIntro({ title, booking }: { title: string; booking: Booking | null }) {
  const [open, setOpen] = useState(false);
  const arrived = booking !== null;
  useEffect(() => {
    if (!arrived || noticeSeen()) return undefined;
    // A frame after this commit: on a step reached by a link the router moves the focus to the
    // new page in its own effect, which runs after this one and would take it from the dialog.
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [arrived]);
  const close = () => {
    setOpen(false);
    try {
      window.sessionStorage.setItem(NOTICE_SEEN_KEY, '1');
    } catch {
      // Without storage the notice simply shows again next time.
    }
  };
  return (
    <div>
      <h2 className={styles.pageTitle}>{title}</h2>
      <p className={styles.lead}>
        We need these details for everyone travelling, exactly as they appear on each passport.{' '}
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          Vaccination requirements
        </button>
      </p>
      <VaccinationNotice open={open} onClose={close} />
    </div>
  );
}
