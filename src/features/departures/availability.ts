/**
 * Rules of the availability calendar (SPEC 2.5, 3 "Availability inactive days", 4.4, 5): which
 * days can be picked, which are highlighted as departures, and the check's date format.
 * Dates are calendar days ('YYYY-MM-DD'); the date picker hands us local `Date`s, which are
 * read by their local year, month and day only.
 */
import type { TourAvailability } from '../../../contract/departures';

export type { TourAvailability };

/** 'YYYY-MM-DD' as a local Date at midnight (what the date picker expects). */
export function fromIsoDate(date: string): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** SPEC 7: the departure check takes 'D/MM/YYYY' ('2026-12-07' -> '7/12/2026'). */
export function toCheckDate(date: string): string {
  return `${Number(date.slice(8, 10))}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

const weekdayOf = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();

/** SPEC 5: a season of months, wrapping the year end when from > to (October-May is 10 to 5). */
export function inSeason(month: number, season: TourAvailability['season']): boolean {
  if (!season) return true;
  const { from_month: from, to_month: to } = season;
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

export type DisabledReason = 'before-cutoff' | 'inactive-range' | 'offline-weekday' | 'out-of-season';

/** Why a day cannot be picked, or null when it can (SPEC 5). */
export function disabledReason(date: string, availability: TourAvailability): DisabledReason | null {
  if (date < availability.before_date) return 'before-cutoff';
  if (availability.date_range.some((range) => date >= range.from && date <= range.to)) return 'inactive-range';
  if (availability.offline_days.includes(weekdayOf(date))) return 'offline-weekday';
  if (!inSeason(Number(date.slice(5, 7)), availability.season)) return 'out-of-season';
  return null;
}

export const isSelectable = (date: string, availability: TourAvailability) => disabledReason(date, availability) === null;

/** The departures the calendar highlights: only those that can be picked. */
export function highlightedDates(availability: TourAvailability): string[] {
  return availability.departure_dates.filter((date) => isSelectable(date, availability));
}

/** The month the calendar opens on: the first departure, otherwise the first day that can be picked. */
export function openingDate(availability: TourAvailability): string {
  return highlightedDates(availability)[0] ?? availability.before_date;
}

/** The last day worth showing: the last departure, or a year and a half after the cutoff. */
export function lastDate(availability: TourAvailability): string {
  const dates = highlightedDates(availability);
  if (dates.length > 0) return dates[dates.length - 1];
  const y = Number(availability.before_date.slice(0, 4)) + 1;
  const m = Number(availability.before_date.slice(5, 7)) + 6;
  const year = y + Math.floor((m - 1) / 12);
  const month = ((m - 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** SPEC 4.4 / 8 texts: 'Done ! ' or 'Sorry ! ' before the server's message. */
export const availabilityMessage = (available: boolean, message: string) => `${available ? 'Done ! ' : 'Sorry ! '}${message}`;
