/**
 * The booking page guard (SPEC 4.3), in its order, as a pure function. The shell calls it on
 * every render with what it knows so far and acts on the decision: wait, redirect, show the
 * not-found message, fetch the booking in full, or show the page.
 *
 * 1. No login but bookingId and tour in the address -> the extra-details page.
 * 2. Logged in: the booking list is loaded (an admin fetches the booking directly by id);
 *    a booking that cannot be had (not in the list, or the fetch fails, 404 included) ->
 *    'Failed to get booking details.' and the bookings list (SPEC 8).
 * 3. Ended (Expired, Cancelled, Declined: the server's status) -> every page but the review
 *    goes to the review page (nothing can change it; an expired one is revived there).
 * 4. Conditions not agreed -> every page except traveller-details goes to the details page.
 * 5. Locked -> traveller-details, essentials and add-ons redirect to the review page.
 * 6. Then the booking is fetched in full; on failure 'Failed to get booking details.' is shown
 *    and the user goes to the bookings list.
 */
import type { BookingStatus } from '../../../contract/booking-lifecycle';
import { bookingPagePath, hasEnded, type BookingPageKey } from './booking-steps';

export const FETCH_FAILED_MESSAGE = 'Failed to get booking details.';

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error';

export interface GuardBooking {
  id: number;
  agree_with_the_conditions: boolean;
  locked: boolean;
  /** The server's status; absent means still live. */
  status?: BookingStatus;
}

export interface GuardInput {
  page: BookingPageKey;
  /** The stored session has been read (until then nobody is known to be signed in or out). */
  restored: boolean;
  session: { is_admin: boolean } | null;
  bookingId: string | null;
  tour: string | null;
  /** The address to come back to after signing in (path and query). */
  currentPath: string;
  /** Step 2: the booking found in the user's list, or fetched by id for an admin. */
  lookup: { status: LoadStatus; booking: GuardBooking | null };
  /** Step 5: the full fetch of the booking. */
  detail: { status: LoadStatus };
}

export type GuardDecision =
  | { action: 'wait' }
  | { action: 'redirect'; to: string; message?: string }
  | { action: 'fetch' }
  | { action: 'show' };

/** Pages a booking must not change once it is locked. */
const LOCKED_OUT: ReadonlySet<BookingPageKey> = new Set(['traveller-details', 'essentials', 'add-ons']);
/** Pages open before the conditions are agreed (the notice page explains an on-request booking). */
const OPEN_BEFORE_AGREEING: ReadonlySet<BookingPageKey> = new Set(['details', 'traveller-details', 'late-request']);

export function signInPath(returnTo: string): string {
  return `/user/sign-in/?return=${encodeURIComponent(returnTo)}`;
}

export function guardBookingPage(input: GuardInput): GuardDecision {
  const { page, session, bookingId, tour } = input;
  if (page === 'list') return { action: 'show' };
  if (!input.restored) return { action: 'wait' };
  const ref = bookingId && tour ? { bookingId, tour } : null;

  if (page === 'extra-details') {
    // A signed-in visitor goes on to the booking itself; the guard then applies there.
    return session && ref ? { action: 'redirect', to: bookingPagePath('details', ref) } : { action: 'show' };
  }

  // 1. Not signed in.
  if (!session) {
    if (ref) return { action: 'redirect', to: bookingPagePath('extra-details', ref) };
    return { action: 'redirect', to: signInPath(input.currentPath) };
  }
  if (!bookingId) return { action: 'redirect', to: bookingPagePath('list') };

  // 2. Find the booking: one that cannot be had is a failed fetch (SPEC 8).
  const failed: GuardDecision = { action: 'redirect', to: bookingPagePath('list'), message: FETCH_FAILED_MESSAGE };
  if (input.lookup.status === 'error') return failed;
  if (input.lookup.status !== 'done') return { action: 'wait' };
  const booking = input.lookup.booking;
  if (!booking) return failed;
  const found = { bookingId: booking.id, tour: tour ?? '' };

  // 3. An ended booking: the review only (agreed or not: it can no longer be agreed to).
  const ended = hasEnded(booking);
  if (ended && page !== 'review') return { action: 'redirect', to: bookingPagePath('review', found) };

  // 4. Conditions first, 5. then the lock.
  if (!ended && !booking.agree_with_the_conditions && !OPEN_BEFORE_AGREEING.has(page)) {
    return { action: 'redirect', to: bookingPagePath('details', found) };
  }
  if (booking.locked && LOCKED_OUT.has(page)) return { action: 'redirect', to: bookingPagePath('review', found) };

  // 6. The full booking.
  switch (input.detail.status) {
    case 'idle':
      return { action: 'fetch' };
    case 'loading':
      return { action: 'wait' };
    case 'error':
      return failed;
    default:
      return { action: 'show' };
  }
}

/**
 * The bookings page with `?departureId=`: a visitor signs in first (and comes back here);
 * a signed-in customer's booking is created.
 */
export type StartDecision = { action: 'wait' } | { action: 'sign-in'; to: string } | { action: 'create' } | { action: 'list' };

export function startBookingDecision(input: { restored: boolean; signedIn: boolean; departureId: string | null }): StartDecision {
  if (!input.departureId) return { action: 'list' };
  if (!input.restored) return { action: 'wait' };
  if (!input.signedIn) return { action: 'sign-in', to: signInPath(`/bookings/?departureId=${encodeURIComponent(input.departureId)}`) };
  return { action: 'create' };
}
