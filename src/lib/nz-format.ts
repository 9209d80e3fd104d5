/**
 * Intl formatters, each built once and only when first used: constructing an Intl object costs
 * about a millisecond on a phone (lists of departures or prices used to build one per row), and
 * the first one with a time zone loads the zone data, some 15 ms more, which a page that shows
 * no date should not pay while it starts.
 */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const nzCalendarDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }));
const nzWhole = once(() => new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 }));
const nzCents = once(() => new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The calendar date in New Zealand (DECISIONS: "today" is Pacific/Auckland) as YYYY-MM-DD. */
export const nzCalendarDate = (date: Date): string => nzCalendarDay().format(date);

/** Today's date in New Zealand as YYYY-MM-DD. */
export const todayInNz = (now: Date = new Date()): string => nzCalendarDate(now);

/** 1234 -> '1,234'; 3145.5 -> '3,145.50' (cents only when the number is not whole). */
export const formatNumber = (value: number): string => (Number.isInteger(value) ? nzWhole() : nzCents()).format(value);
