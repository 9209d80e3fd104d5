/**
 * Dates, the one module the site and the server read and write them with (DECISIONS: "today"
 * is Pacific/Auckland). Two kinds:
 * - calendar dates, 'YYYY-MM-DD' strings (departures, dates of birth): no time zone can shift
 *   them, so they are worked on as local midnights, date-fns' model of a day;
 * - instants (a payment's or a booking's timestamp): read in New Zealand with offsets from the
 *   platform's time zone database (never a hand-written rule), so a payment made on 23 November
 *   at 12:30 UTC is dated 24 November everywhere. Their New Zealand date ("today" among them)
 *   comes from nz-offsets.ts, a table of the offsets from 2020 to 2060 written from that
 *   database by scripts/nz-offsets.ts and checked against it by the tests; a time of day, and
 *   any instant outside the table, goes through TZDate, which asks Intl.
 * Names (Mon, March, pm) come from date-fns' English locale, not Intl: building a first
 * Intl.DateTimeFormat loads ICU's data inside whatever render first shows a date (30-60 ms of a
 * browser tab's main thread, 4 times that on a throttled phone's).
 * Numeric dates use lightFormat, so a page that shows no names does not carry the locale.
 */
import { addDays as addDaysTo, addMonths as addMonthsTo, differenceInCalendarDays, format, lightFormat } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { NZ_OFFSETS_UNTIL, NZ_OFFSET_CHANGES } from './nz-offsets';

export const NZ_TIME_ZONE = 'Pacific/Auckland';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as a local midnight; null when it is not a real calendar date. */
function toDay(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const day = new Date(2000, 0, 1);
  day.setFullYear(y, m, d);
  return day.getFullYear() === y && day.getMonth() === m && day.getDate() === d ? day : null;
}

function day(date: string): Date {
  const parsed = toDay(date);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return parsed;
}

const toIso = (date: Date) => lightFormat(date, 'yyyy-MM-dd');
/** A local calendar day (a date picker's Date) as 'YYYY-MM-DD'. */
export const localDateToIso = toIso;

/** True for a real calendar date written 'YYYY-MM-DD' ('2027-02-30' is not). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && toDay(value) !== null;
}

/** Sorts 'YYYY-MM-DD' dates, whose string order is their order in time (no collation data needed). */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** '2027-03-01' + 2 -> '2027-03-03'. */
export const addDays = (date: string, days: number): string => toIso(addDaysTo(day(date), days));

/** Whole months; the day is clamped to the month's last (30 Nov + 3 months = 29 Feb in a leap year). */
export const addMonths = (date: string, months: number): string => toIso(addMonthsTo(day(date), months));

/** Whole days from `from` to `to`, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(day(to), day(from));

/** 0 (Sunday) to 6 (Saturday). */
export const weekday = (date: string): number => day(date).getDay();

/** New Zealand's offset from UTC in minutes at an instant (ms), from the table; null outside it. */
function nzOffsetFromTable(time: number): number | null {
  const minute = Math.floor(time / 60_000);
  if (!(minute >= NZ_OFFSET_CHANGES[0][0] && minute < NZ_OFFSETS_UNTIL)) return null;
  let offset = NZ_OFFSET_CHANGES[0][1];
  for (const [from, value] of NZ_OFFSET_CHANGES) {
    if (from > minute) break;
    offset = value;
  }
  return offset;
}

/** The New Zealand calendar date of an instant, 'YYYY-MM-DD'. */
export function nzDateOf(instant: Date | string | number): string {
  const time = new Date(instant).getTime();
  const offset = nzOffsetFromTable(time);
  if (offset === null) return lightFormat(new TZDate(time, NZ_TIME_ZONE), 'yyyy-MM-dd');
  return new Date(time + offset * 60_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as the local Date a date picker holds; null when it is not a real date. */
export const isoToLocalDate = (date: string): Date | null => toDay(date);

/** Today's date in New Zealand, 'YYYY-MM-DD'. */
export const todayInNz = (now: Date = new Date()): string => nzDateOf(now);

// ---- calendar dates for people (SPEC's formats); an unreadable date gives '' ----

const formatDay =
  (pattern: string, write: (date: Date, pattern: string) => string = format) =>
  (date: string | null | undefined): string => {
    const parsed = date ? toDay(date) : null;
    return parsed ? write(parsed, pattern) : '';
  };

/** '2027-03-05' -> 'Fri 5 Mar 2027' */
export const formatWeekdayDate = /* @__PURE__ */ formatDay('EEE d MMM yyyy');
/** '2027-03-05' -> '5 Mar 2027' */
export const formatMediumDate = /* @__PURE__ */ formatDay('d MMM yyyy');
/** '2027-03-05' -> '5 Mar' */
export const formatDayMonth = /* @__PURE__ */ formatDay('d MMM');
/** '2027-03-05' -> '5 March 2027' */
export const formatLongDate = /* @__PURE__ */ formatDay('d MMMM yyyy');

/** '2027-03-05' to '2027-03-14' -> '5 Mar – 14 Mar 2027' (the year once when both share it). */
export function formatDateRange(from: string, to: string): string {
  if (!to || from === to) return formatMediumDate(from);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${formatDayMonth(from)} – ${formatMediumDate(to)}`;
  return `${formatMediumDate(from)} – ${formatMediumDate(to)}`;
}
/** '2027-03-05' -> '05/03/2027', the way New Zealanders write dates. */
export const formatNumericDate = /* @__PURE__ */ formatDay('dd/MM/yyyy', lightFormat);

// ---- a date picker's date (a local Date) ----

/** As typed in the search banner: 'dd/MM/yyyy'. */
export const formatPickerDate = (date: Date): string => lightFormat(date, 'dd/MM/yyyy');
/** In the search address (SPEC 9): 'MM/dd/yyyy'. */
export const formatSearchDate = (date: Date): string => lightFormat(date, 'MM/dd/yyyy');

// ---- instants, as a reader in New Zealand sees them; an unreadable instant gives '' ----

const instantTime = (instant: Date | string | null | undefined): number =>
  instant === null || instant === undefined || instant === '' ? Number.NaN : new Date(instant).getTime();

/** A time of day: TZDate gives date-fns the New Zealand clock's reading. */
const formatInstant = (pattern: string) => (instant: Date | string | null | undefined): string => {
  const time = instantTime(instant);
  return Number.isNaN(time) ? '' : format(new TZDate(time, NZ_TIME_ZONE), pattern);
};

/** A date alone: the instant's New Zealand calendar date, written as any calendar date is. */
const formatNzDay = (pattern: string) => {
  const write = formatDay(pattern);
  return (instant: Date | string | null | undefined): string => {
    const time = instantTime(instant);
    return Number.isNaN(time) ? '' : write(nzDateOf(time));
  };
};

/** '2026-11-23T12:30:00Z' -> 'Tue 24 Nov 2026' */
export const formatNzWeekdayDate = /* @__PURE__ */ formatNzDay('EEE d MMM yyyy');
/** '2026-11-23T12:30:00Z' -> '24 November 2026' */
export const formatNzLongDate = /* @__PURE__ */ formatNzDay('d MMMM yyyy');
/** '2025-03-14T09:15:00Z' -> 'March 2025' */
export const formatNzMonthYear = /* @__PURE__ */ formatNzDay('MMMM yyyy');
/** '2025-11-25T06:15:00Z' -> 'Tue 25 Nov, 7:15 pm' */
export const formatNzDateTime = /* @__PURE__ */ formatInstant('EEE d MMM, h:mm aaa');
/** '2026-11-25T06:15:00Z' -> 'Wednesday 25 November 2026, 7:15 pm' (emails). */
export const formatNzDateTimeLong = /* @__PURE__ */ formatInstant('EEEE d MMMM yyyy, h:mm aaa');
