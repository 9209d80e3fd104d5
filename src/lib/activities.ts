/**
 * Display rules of the activities list and activity page (SPEC 2.2, 5, 9): filters by type
 * and location, the three sorts, the 'From' price rule, paging, and how seasonal prices read.
 * Pure functions: the list page, the cards and the template all use them.
 */
import { formatNzd } from '../../contract/money';
import { compareIsoDates, formatMediumDate } from '../../contract/dates';
import { compareText } from '../../contract/compare-text';

/** The fields of an activity these rules need (a GraphQL Activity node has them all). */
export interface ActivityListItem {
  contentId: string;
  name: string;
  category: string;
  order: number;
  min_price: number;
  max_price: number;
  destination_name: string;
  destination?: { contentId: string } | null;
}

export type ActivitySort = 'popular' | 'price-high-low' | 'price-low-high';

/** SPEC 9 sort options that apply to activities (duration sorts are tour-only). */
export const ACTIVITY_SORT_OPTIONS: { value: ActivitySort; label: string }[] = [
  { value: 'popular', label: 'Popular' },
  { value: 'price-high-low', label: 'Price high-low' },
  { value: 'price-low-high', label: 'Price low-high' },
];

/** SPEC 9: lists show 10 rows at first, Load More adds 10. */
export const ACTIVITY_PAGE_SIZE = 10;

/** '' means "all" for type and location. */
export interface ActivityFilters {
  type: string;
  location: string;
  sort: ActivitySort;
}

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = { type: '', location: '', sort: 'popular' };

export const isSort = (value: unknown): value is ActivitySort => ACTIVITY_SORT_OPTIONS.some((o) => o.value === value);

export function filterActivities<T extends ActivityListItem>(list: readonly T[], filters: Pick<ActivityFilters, 'type' | 'location'>): T[] {
  return list.filter(
    (a) => (!filters.type || a.category === filters.type) && (!filters.location || a.destination?.contentId === filters.location),
  );
}

/** Stable sorts; ties keep the 'Popular' order so the list never jumps about. */
export function sortActivities<T extends ActivityListItem>(list: readonly T[], sort: ActivitySort): T[] {
  const byOrder = (a: T, b: T) => a.order - b.order || compareText(a.name, b.name);
  const sorted = [...list];
  if (sort === 'price-high-low') sorted.sort((a, b) => b.min_price - a.min_price || byOrder(a, b));
  else if (sort === 'price-low-high') sorted.sort((a, b) => a.min_price - b.min_price || byOrder(a, b));
  else sorted.sort(byOrder);
  return sorted;
}

export function applyActivityFilters<T extends ActivityListItem>(list: readonly T[], filters: ActivityFilters): T[] {
  return sortActivities(filterActivities(list, filters), filters.sort);
}

export const filtersAreDefault = (f: ActivityFilters) => !f.type && !f.location && f.sort === 'popular';

/** The Types filter: each activity category once, alphabetically. */
export function activityTypes(list: readonly ActivityListItem[]): string[] {
  return [...new Set(list.map((a) => a.category).filter(Boolean))].sort(compareText);
}

/** The Locations filter: each destination that has activities, by name. */
export function activityLocations(list: readonly ActivityListItem[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const a of list) if (a.destination?.contentId && !seen.has(a.destination.contentId)) seen.set(a.destination.contentId, a.destination_name);
  return [...seen.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
}

/** Reads filters from a query string (`?type=Water&location=queenstown&sort=price-low-high`). */
export function filtersFromSearch(search: string, known: { types: string[]; locations: string[] }): ActivityFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  const location = params.get('location') ?? '';
  const sort = params.get('sort');
  return {
    type: known.types.includes(type) ? type : '',
    location: known.locations.includes(location) ? location : '',
    sort: isSort(sort) ? sort : 'popular',
  };
}

/** The query string that reproduces the filters ('' for the defaults). */
export function searchFromFilters(f: ActivityFilters): string {
  const params = new URLSearchParams();
  if (f.type) params.set('type', f.type);
  if (f.location) params.set('location', f.location);
  if (f.sort !== 'popular') params.set('sort', f.sort);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** SPEC 2.2: the card shows 'From' when the cheapest visible option is below the dearest. */
export const showsFromPrice = (min: number, max: number) => min < max;

/** 'From NZ$175' or 'NZ$175' (the shared money format of the site). */
export function activityPriceLabel(min: number, max: number): string {
  return `${showsFromPrice(min, max) ? 'From ' : ''}${formatNzd(min)}`;
}

export interface SeasonalPricingLike {
  price: number;
  available_from: string;
  available_to: string;
}

/**
 * One line per seasonal window still to come (ending on or after `today`), earliest first:
 * 'Peak season 20 Dec 2026 – 31 Jan 2027: NZ$275'. A window cheaper than the base price reads
 * 'Off-peak season'. Years are shown because windows are dated, not recurring.
 */
export function seasonalPriceLines(basePrice: number, pricings: readonly SeasonalPricingLike[], today: string): string[] {
  return [...pricings]
    .filter((s) => s.available_to >= today)
    .sort((a, b) => compareIsoDates(a.available_from, b.available_from))
    .map((s) => {
      const label = s.price < basePrice ? 'Off-peak season' : 'Peak season';
      return `${label} ${formatMediumDate(s.available_from)} – ${formatMediumDate(s.available_to)}: ${formatNzd(s.price)}`;
    });
}
