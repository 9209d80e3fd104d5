/** '/bookings/receipt/?bookingId=12&tour=south-island-adventure' (trailing slash, DECISIONS). */
export function receiptPath(bookingId: number | string, tour: string): string {
  return `/bookings/receipt/?${new URLSearchParams({ bookingId: String(bookingId), tour }).toString()}`;
}
