/**
 * The staff area's plain values, apart from the wire schemas of contract/staff.ts so the staff
 * pages read them without loading the schema library (the forms fetch their schemas when first
 * checked: src/components/form-kit/resolver.ts). contract/staff.ts re-exports them for the API.
 */

/** Rows on a page of the staff lists (bookings, departures, leads). */
export const STAFF_LIST_PER_PAGE = 25;

/** A booking's statuses as the staff search filters them. */
export const BOOKING_STATUSES = ['Booked', 'On Request', 'Incomplete', 'Expired', 'Cancelled', 'Declined'] as const;

/** A lead's delivery to the team's inbox. */
export const LEAD_DELIVERY = ['pending', 'delivered', 'failing'] as const;

/** Texts the staff pages show as they are. */
export const STAFF_MESSAGES = {
  staffOnly: 'This page is for our team only.',
  bookingNotFound: 'Booking not found.',
  departureNotFound: 'Departure not found.',
  promoNotFound: 'Promo code not found.',
  leadNotFound: 'Lead not found.',
  alreadyCancelled: 'This booking is already cancelled.',
  notLive: 'This booking is expired or cancelled: nothing can be paid or charged on it.',
  refundTooMuch: (maxCents: string) => `The refund is more than was paid by card: at most ${maxCents} can be refunded through the payment gateway.`,
  keyReused: 'This idempotency key was already used for a different action. Use a new key for a new action.',
  capacityBelowTaken: (taken: number) => `The capacity cannot be below the ${taken} seats already sold or held.`,
  nothingPaid: 'Nothing has been paid on this booking yet, so there is no confirmation to send.',
  zeroAmount: 'The amount must not be 0.',
  wholeCents: 'Amounts must be in whole cents.',
  receivedInFuture: 'The payment cannot have been received in the future.',
  promoExists: 'A promo code with this code already exists.',
  percentRange: 'A percent code takes a whole number from 1 to 100.',
  expiryPast: 'The expiry date is in the past.',
  datesOrder: "'from' must not be after 'to'.",
} as const;
