/**
 * Display formats of the booking pages: calendar dates (no time zone: they are dates), instants
 * (timestamps, always shown in Pacific/Auckland) and money. The bookings API sends NZD dollars
 * as numbers (contract/bookings.ts), like the content.
 */
import { nzCalendarDate } from '../../lib/nz-format';

export { formatNzd as money, formatNzdExact as moneyExact } from '../../lib/money';
export { formatNzDateTime as formatDateTime } from '../../lib/nz-format';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-07-03' -> 'Sat 3 Jul 2027'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * The New Zealand calendar date of an instant (a payment's or a booking's `created_at`):
 * '2026-11-23T12:30:00Z' -> 'Tue 24 Nov 2026' (Pacific/Auckland), never the UTC date.
 */
export function formatInstantDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(nzCalendarDate(date));
}

export function travellerName(t: { first_name: string | null; last_name: string | null }, index: number): string {
  const name = [t.first_name, t.last_name].filter(Boolean).join(' ').trim();
  return name || `Traveller ${index + 1}`;
}
