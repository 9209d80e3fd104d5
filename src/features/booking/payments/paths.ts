import { RECEIPT_PAGE_PATH } from '../booking-steps';

/** '/bookings/receipt/?bookingId=12&tour=south-island-adventure' (trailing slash, DECISIONS). */
export function receiptPath(bookingId: number | string, tour: string): string {
  return `${RECEIPT_PAGE_PATH}?${new URLSearchParams({ bookingId: String(bookingId), tour }).toString()}`;
}
