/**
 * Dates in New Zealand and numbers as New Zealanders write them. The Intl formatter is built
 * once and only when first used: constructing an Intl object costs about a millisecond on a
 * phone (lists of departures used to build one per row), and the first one with a time zone
 * loads the zone data, some 15 ms more, which a page that shows no date should not pay.
 */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const nzCalendarDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar date in New Zealand (DECISIONS: "today" is Pacific/Auckland) as YYYY-MM-DD. */
export const nzCalendarDate = (date: Date): string => nzCalendarDay().format(date);

/** Today's date in New Zealand as YYYY-MM-DD. */
export const todayInNz = (now: Date = new Date()): string => nzCalendarDate(now);

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * 1234 -> '1,234'; 3145.5 -> '3,145.50' (cents only when the number is not whole), as en-NZ
 * writes them. By hand, not Intl.NumberFormat: the first one built loads the locale's data,
 * some 15 ms on a phone, while the first price of a page renders.
 */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole, cents] = Math.abs(value).toFixed(Number.isInteger(value) ? 0 : 2).split('.');
  return `${sign}${groupThousands(whole)}${cents === undefined ? '' : `.${cents}`}`;
}
