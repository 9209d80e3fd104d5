/**
 * Seasonal price display of add-on options (SPEC 5), by the rule the server bills with
 * (contract/seasonal-price.ts). Static content prices are whole NZD dollars.
 */
import { addonPriceDate, seasonalWindowOn } from '../../../contract/seasonal-price';

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


export interface DisplayPrice {
  price: number;
  seasonal: boolean;
}

export function optionPriceOn(option: PricedOption, departureDate: string, dayOrdinal: number | null): DisplayPrice {
  const window = seasonalWindowOn(option.seasonal_pricings, addonPriceDate(departureDate, dayOrdinal), (s) => ({ from: s.available_from, to: s.available_to }));
  return window ? { price: window.price, seasonal: true } : { price: option.price, seasonal: false };
}

/** Hidden or archived options are not shown (SPEC 5). */
export function shownOptions<T extends { hidden?: boolean; archived?: boolean }>(options: readonly T[]): T[] {
  return options.filter((o) => !o.hidden && !o.archived);
}
