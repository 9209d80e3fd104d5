/**
 * Dates in New Zealand and numbers as New Zealanders write them, without Intl: the first
 * Intl.DateTimeFormat or NumberFormat a page builds loads ICU's calendar or locale data, some
 * 12 ms on a laptop and four times that on a phone, inside the render of whatever first shows a
 * date or a price (a tour's dates, an activity's options, every card's price). Both are tested
 * against Intl (dates around every clock change from 2008 to 2099).
 */

const HOUR = 3_600_000;

/** Day of the month of the last Sunday of a month (month from 0). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Day of the month of the first Sunday of a month (month from 0). */
function firstSunday(year: number, month: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7);
}

/**
 * New Zealand's offset from UTC at an instant, in hours. NZ Daylight Time Order 2007: daylight
 * time (UTC+13) from 2 am on the last Sunday of September to 3 am on the first Sunday of April;
 * both changes happen at 14:00 UTC on the Saturday before.
 */
function nzOffsetHours(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const daylightEnds = Date.UTC(year, 3, firstSunday(year, 3)) - 10 * HOUR;
  const daylightStarts = Date.UTC(year, 8, lastSunday(year, 8)) - 10 * HOUR;
  return instant < daylightEnds || instant >= daylightStarts ? 13 : 12;
}

/** The calendar date in New Zealand (DECISIONS: "today" is Pacific/Auckland) as YYYY-MM-DD. */
export function nzCalendarDate(date: Date): string {
  const instant = date.getTime();
  return new Date(instant + nzOffsetHours(instant) * HOUR).toISOString().slice(0, 10);
}

/** Today's date in New Zealand as YYYY-MM-DD. */
export const todayInNz = (now: Date = new Date()): string => nzCalendarDate(now);

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** 1234 -> '1,234'; 3145.5 -> '3,145.50' (cents only when the number is not whole), as en-NZ writes them. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole, cents] = Math.abs(value).toFixed(Number.isInteger(value) ? 0 : 2).split('.');
  return `${sign}${groupThousands(whole)}${cents === undefined ? '' : `.${cents}`}`;
}

/**
 * Sorts ISO dates (YYYY-MM-DD), whose string order is their order in time. Not localeCompare:
 * its first call loads ICU's collation data, some 50 ms on a phone, for nothing a date needs.
 */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Built on first use only (see the top of this file: ICU's data costs a render its time), so
 * only a page that shows a time of day (a hold's end) pays for it. Numeric parts only: the
 * words are ours, the same on every browser and locale.
 */
let nzClock: Intl.DateTimeFormat | null = null;
function nzClockParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  nzClock ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of nzClock.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  // Some engines write midnight as 24 with h23.
  parts.hour %= 24;
  return parts;
}

/**
 * An instant (ISO date-time from the API) as a New Zealand date and time of day:
 * '2025-11-25T06:15:00Z' -> 'Tue 25 Nov, 7:15 pm' (Pacific/Auckland, daylight time included).
 * An unreadable value gives ''.
 */
export function formatNzDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = nzClockParts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${SHORT_WEEKDAYS[weekday]} ${day} ${SHORT_MONTHS[month - 1]}, ${clock}`;
}
