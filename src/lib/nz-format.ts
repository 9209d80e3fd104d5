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
