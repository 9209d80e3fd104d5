/**
 * Seasonal prices of add-on options (SPEC 5), the rule the site shows and the server bills by:
 * an option's seasonal price applies when the departure date plus the day's ordinal number
 * falls inside one of its windows (both ends included); a general add-on (snow gear, no day) is
 * priced on the departure date. Where windows overlap, the one that starts first wins.
 */
import { addDays, compareIsoDates } from './dates';

/** A window's first and last day, 'YYYY-MM-DD'. */
export interface DateRange {
  from: string;
  to: string;
}

/** The date an option is priced on: departure date + ordinal number (literally SPEC 5), or the departure date. */
export function addonPriceDate(departureDate: string, dayOrdinal: number | null): string {
  return dayOrdinal === null ? departureDate : addDays(departureDate, dayOrdinal);
}

/**
 * The window that covers `date`, or undefined. `range` reads a window's dates, so the server's
 * rows (availableFrom) and the content's (available_from) share the rule.
 */
export function seasonalWindowOn<T>(windows: readonly T[], date: string, range: (window: T) => DateRange): T | undefined {
  return [...windows]
    .sort((a, b) => compareIsoDates(range(a).from, range(b).from))
    .find((window) => range(window).from <= date && date <= range(window).to);
}
