/**
 * Seasonal price display of add-on options (SPEC 5): the seasonal price applies when the
 * departure date plus the day's ordinal number falls inside the option's available window
 * (inclusive); otherwise the base price. A general add-on (snow gear, no day) is priced on
 * the departure date. Overlapping windows: the one that starts first wins. This mirrors the
 * server's pricing (server/modules/bookings/pricing.ts), which has the last word on the bill.
 * Static content prices are whole NZD dollars.
 */
import { compareIsoDates } from '../../contract/dates';

export interface SeasonalWindow {
  price: number;
  available_from: string;
  available_to: string;
}

export interface PricedOption {
  price: number;
  seasonal_pricings: readonly SeasonalWindow[];
  hidden?: boolean;
  archived?: boolean;
}

const DAY_MS = 86_400_000;

/** '2027-03-01' + 2 -> '2027-03-03' (calendar arithmetic in UTC: no daylight-saving surprises). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date an option is priced on: departure date + ordinal number, literally as SPEC 5 says. */
export function pricingDate(departureDate: string, dayOrdinal: number | null): string {
  return dayOrdinal === null ? departureDate : addDays(departureDate, dayOrdinal);
}

export function seasonalWindowFor(option: PricedOption, date: string): SeasonalWindow | null {
  return (
    [...option.seasonal_pricings]
      .sort((a, b) => compareIsoDates(a.available_from, b.available_from))
      .find((s) => s.available_from <= date && date <= s.available_to) ?? null
  );
}

export interface DisplayPrice {
  price: number;
  seasonal: boolean;
}

export function optionPriceOn(option: PricedOption, departureDate: string, dayOrdinal: number | null): DisplayPrice {
  const window = seasonalWindowFor(option, pricingDate(departureDate, dayOrdinal));
  return window ? { price: window.price, seasonal: true } : { price: option.price, seasonal: false };
}

/** Hidden or archived options are not shown (SPEC 5). */
export function shownOptions<T extends { hidden?: boolean; archived?: boolean }>(options: readonly T[]): T[] {
  return options.filter((o) => !o.hidden && !o.archived);
}
