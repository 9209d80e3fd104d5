/**
 * The booking lifecycle after 'Book' (DECISIONS, "After 'Book'"): one pure function turns a
 * booking's facts into everything derived from them (status, complete, confirmed, balance,
 * credit, whether its seats are held). The server calls it in the transaction of every change
 * and payment and stores the result; the site shows what the server sent and imports the
 * constants and texts from here. No server imports, so the site can import it as it is.
 */

/** An unpaid booking holds its seats this long from creation (the server's default setting). */
export const HOLD_HOURS = 48;
/** The hold reminder goes out this long before the hold ends. */
export const HOLD_REMINDER_HOURS_BEFORE = 12;
/** An expired booking can be revived this long after it expired, if its seats are still free. */
export const REVIVE_DAYS = 30;
/** Staff answer an on-request booking within 1 business day: a 24-hour deadline, then escalation. */
export const REQUEST_ANSWER_HOURS = 24;

/** Per account (staff are not limited); bookings created per hour also per IP. */
export interface BookingLimits {
  unpaidBookings: number;
  heldSeats: number;
  createdPerHour: number;
}
export const BOOKING_LIMITS: Readonly<BookingLimits> = {
  unpaidBookings: 3,
  heldSeats: 32,
  createdPerHour: 10,
};

export type BookingStatus = 'Booked' | 'On Request' | 'Incomplete' | 'Expired' | 'Cancelled' | 'Declined';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['Booked', 'On Request', 'Incomplete', 'Expired', 'Cancelled', 'Declined'];

/** A request's answer: null when the booking is not a request (departure 30 days or more away). */
export type RequestStatus = 'pending' | 'confirmed' | 'declined' | null;

export interface BookingFacts {
  totalCents: number;
  /** Succeeded payments less what was refunded. */
  paidCents: number;
  /** The departure was under 30 days away when the booking was made (or moved). */
  onRequest: boolean;
  requestStatus: RequestStatus;
  /** Set when the hold ended and the seats were released. */
  expired: boolean;
  /** Set when the booking was cancelled (by staff, or declined as a request). */
  cancelled: boolean;
}

export interface BookingState {
  status: BookingStatus;
  /** Paid in full and not cancelled. */
  complete: boolean;
  /** The seats are the customer's: paid something and, for a request, confirmed by staff. */
  confirmed: boolean;
  balanceCents: number;
  /** Paid above the total: owed back to the customer (staff refund it). */
  creditCents: number;
  /** Nothing paid and still live: the seats are held only until the hold ends. */
  held: boolean;
}

/**
 * SPEC 4.3's card status, extended with the lifecycle's ends:
 * - 'Cancelled' / 'Declined' and 'Expired' first: the seats are no longer the booking's;
 * - 'On Request' while a request waits for staff, paid or not (only staff make it 'Booked');
 * - 'Booked' when anything has been paid (a confirmed request that is unpaid is 'Incomplete');
 * - otherwise 'Incomplete'.
 */
export function bookingState(facts: BookingFacts): BookingState {
  const paid = Math.max(0, facts.paidCents);
  const total = Math.max(0, facts.totalCents);
  const balanceCents = facts.cancelled || facts.expired ? 0 : Math.max(0, total - paid);
  const creditCents = facts.cancelled || facts.expired ? paid : Math.max(0, paid - total);
  let status: BookingStatus;
  if (facts.cancelled) status = facts.requestStatus === 'declined' ? 'Declined' : 'Cancelled';
  else if (facts.expired) status = 'Expired';
  else if (facts.onRequest && facts.requestStatus !== 'confirmed') status = 'On Request';
  else if (paid > 0) status = 'Booked';
  else status = 'Incomplete';
  const live = !facts.cancelled && !facts.expired;
  return {
    status,
    complete: live && paid > 0 && paid >= total,
    confirmed: status === 'Booked',
    balanceCents,
    creditCents,
    held: live && paid === 0,
  };
}

/** A booking that no longer holds seats: nothing may change it but staff (and a revival). */
export function isFinished(status: BookingStatus): boolean {
  return status === 'Expired' || status === 'Cancelled' || status === 'Declined';
}

export const LIFECYCLE_MESSAGES = {
  staleVersion: 'This booking was changed in another window or by our team. We have loaded the latest version: please check it and try again.',
  tooManyUnpaid: `You already have ${BOOKING_LIMITS.unpaidBookings} bookings waiting for a deposit. Please pay the deposit on one of them, or delete one, before booking again.`,
  tooManySeats: `Unpaid bookings can hold at most ${BOOKING_LIMITS.heldSeats} seats at once. Please pay the deposit on a booking first.`,
  tooManyCreated: 'You have made a lot of bookings in the last hour. Please try again later or get in touch with us.',
  expired: 'This booking has expired: its seats were released because no deposit was paid in time.',
  finished: 'This booking has ended and can no longer be changed. Please get in touch with us.',
  cannotRevive: 'This booking can no longer be revived. Please make a new booking.',
  reviveNoSeats: 'Sorry, the seats of this booking are no longer free. Please choose another date.',
  promoOncePerCustomer: 'Sorry! This Code is invalid',
  requestNotice:
    'This departure is less than 30 days away, so your booking is a request: our team confirms your seats within 1 business day. You can pay the deposit now; your booking stays On Request until we confirm it.',
  notARequest: 'This booking is not waiting for a confirmation.',
} as const;

/** 'Your seats are held until …' with the hold's end formatted by the caller. */
export function holdNotice(until: string, depositText: string): string {
  return `Your seats are held until ${until} (New Zealand time). Pay the deposit of ${depositText} to keep them.`;
}
