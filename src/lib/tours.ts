/**
 * Pure rules of the tour lists (SPEC 2.2, 9): which tours are listed, the filters and sorts of
 * the tours page with their URL query, the search banner's locations and dates, and the
 * departures table's 'Book' / 'On Request' rule (DECISIONS: under 30 days is on request).
 */
import { compareIsoDates, formatSearchDate, isIsoDate, localDateToIso } from '../../contract/dates';
import { isOnRequest } from '../../contract/bookings-rules';
import { compareText } from '../../contract/compare-text';
import { DEFAULT_SEARCH_LOCATION, SEARCH_DATE_PARAM, SEARCH_LOCATIONS, SEARCH_PATH, SEARCH_TYPED_DATE_PARAM, type SearchLocation } from '../../contract/search-address';

export type IslandGroup = 'north-island' | 'south-island';

/** The fields these rules need; the GraphQL tour fragments satisfy it. */
export interface TourLike {
  api_id: number;
  name: string;
  number_of_days: number;
  starting_price: number;
  order: number;
  archived: boolean;
  is_german_tour: boolean;
  destination_groups: readonly string[];
  category: { contentId: string };
}

/* ---------- Which tours are shown ---------- */

/** Archived tours keep their page but are never listed. */
export const listedTours = <T extends Pick<TourLike, 'archived'>>(tours: readonly T[]): T[] => tours.filter((t) => !t.archived);

/** The header's Tours sub-menu: not archived and not German (SPEC 2.1). */
export const menuTours = <T extends Pick<TourLike, 'archived' | 'is_german_tour'>>(tours: readonly T[]): T[] =>
  tours.filter((t) => !t.archived && !t.is_german_tour);

/* ---------- Filters and sorts of the tours page ---------- */

export const LOCATION_GROUPS = [
  { value: 'all', label: 'All Tours' },
  { value: 'both', label: 'North & South Island' },
  { value: 'north', label: 'North Island Only' },
  { value: 'south', label: 'South Island Only' },
  { value: 'german', label: 'German-speaking tours' },
] as const;
export type LocationGroupValue = (typeof LOCATION_GROUPS)[number]['value'];

export const DURATIONS = [
  { value: 'all', label: 'Any duration', min: 1, max: Infinity },
  { value: '1-7', label: '1-7 days', min: 1, max: 7 },
  { value: '8-14', label: '8-14 days', min: 8, max: 14 },
  { value: '15+', label: '15+ days', min: 15, max: 100 },
] as const;
export type DurationValue = (typeof DURATIONS)[number]['value'];

export const SORTS = [
  { value: 'popular', label: 'Popular' },
  { value: 'price-desc', label: 'Price high-low' },
  { value: 'price-asc', label: 'Price low-high' },
  { value: 'duration-desc', label: 'Longest duration' },
  { value: 'duration-asc', label: 'Shortest duration' },
] as const;
export type SortValue = (typeof SORTS)[number]['value'];

export interface TourFilters {
  /** A category content id, or 'all'. */
  type: string;
  location: LocationGroupValue;
  duration: DurationValue;
  sort: SortValue;
}

export const DEFAULT_FILTERS: TourFilters = { type: 'all', location: 'all', duration: 'all', sort: 'popular' };

const only = (groups: readonly string[], group: IslandGroup) => groups.length > 0 && groups.every((g) => g === group);
const covers = (groups: readonly string[], group: IslandGroup) => groups.includes(group);

export function inLocationGroup(tour: Pick<TourLike, 'destination_groups' | 'is_german_tour'>, location: LocationGroupValue): boolean {
  const groups = tour.destination_groups;
  switch (location) {
    case 'both':
      return covers(groups, 'north-island') && covers(groups, 'south-island');
    case 'north':
      return only(groups, 'north-island');
    case 'south':
      return only(groups, 'south-island');
    case 'german':
      return tour.is_german_tour;
    default:
      return true;
  }
}

export function inDuration(days: number, duration: DurationValue): boolean {
  const range = DURATIONS.find((d) => d.value === duration) ?? DURATIONS[0];
  return days >= range.min && days <= range.max;
}

export function sortTours<T extends Pick<TourLike, 'order' | 'starting_price' | 'number_of_days' | 'name'>>(tours: readonly T[], sort: SortValue): T[] {
  const byOrder = (a: T, b: T) => a.order - b.order || compareText(a.name, b.name);
  const compare: Record<SortValue, (a: T, b: T) => number> = {
    popular: byOrder,
    'price-desc': (a, b) => b.starting_price - a.starting_price || byOrder(a, b),
    'price-asc': (a, b) => a.starting_price - b.starting_price || byOrder(a, b),
    'duration-desc': (a, b) => b.number_of_days - a.number_of_days || byOrder(a, b),
    'duration-asc': (a, b) => a.number_of_days - b.number_of_days || byOrder(a, b),
  };
  return [...tours].sort(compare[sort] ?? byOrder);
}

/** The tours page: listed tours that pass every filter, in the chosen order. */
export function filterTours<T extends TourLike>(tours: readonly T[], filters: TourFilters): T[] {
  const kept = listedTours(tours).filter(
    (t) =>
      (filters.type === 'all' || t.category.contentId === filters.type) &&
      inLocationGroup(t, filters.location) &&
      inDuration(t.number_of_days, filters.duration),
  );
  return sortTours(kept, filters.sort);
}

const valueOf = <V extends string>(options: readonly { value: V }[], raw: string | null, fallback: V): V =>
  (options.find((o) => o.value === raw)?.value ?? fallback) as V;

/**
 * Filters from the address (`?type=plus&location=north&duration=8-14&sort=price-asc`), so a
 * filtered list can be shared; unknown values fall back to the defaults. `types` lists the
 * category ids that exist.
 */
export function parseTourFilters(search: string, types: readonly string[]): TourFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    type: type && types.includes(type) ? type : 'all',
    location: valueOf(LOCATION_GROUPS, params.get('location'), 'all'),
    duration: valueOf(DURATIONS, params.get('duration'), 'all'),
    sort: valueOf(SORTS, params.get('sort'), 'popular'),
  };
}

/** The query string for the filters, defaults left out: '' or '?type=plus&sort=price-asc'. */
export function tourFiltersToSearch(filters: TourFilters): string {
  const params = new URLSearchParams();
  (Object.keys(DEFAULT_FILTERS) as (keyof TourFilters)[]).forEach((key) => {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, filters[key]);
  });
  const query = params.toString();
  return query ? `?${query}` : '';
}

/* ---------- Search banner and search results ---------- */

// The search's address and its island groups have their home in contract/ (the server reads them too).
export { SEARCH_LOCATIONS, DEFAULT_SEARCH_LOCATION, SEARCH_PATH, SEARCH_TYPED_DATE_PARAM, type SearchLocation } from '../../contract/search-address';

/** north-island: tours that stay on the North Island; south-island likewise; all-new-zealand: all. */
export function inSearchLocation(tour: Pick<TourLike, 'destination_groups'>, location: SearchLocation): boolean {
  if (location === 'north-island') return only(tour.destination_groups, 'north-island');
  if (location === 'south-island') return only(tour.destination_groups, 'south-island');
  return true;
}

/** 'MM/DD/yyyy' -> 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseSearchDate(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const iso = `${match[3]}-${match[1].padStart(2, '0')}-${match[2].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}


/** 'dd/MM/yyyy' as typed (the banner's display format), or null while it is not a whole valid date. */
export function parsePickerDay(text: string | null | undefined): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getDate() === day && date.getMonth() === month - 1 ? date : null;
}

/** The search route with its query (SPEC 2.2); the date is left out when the visitor chose Anytime. */
export function searchUrl(location: SearchLocation, date: Date | null): string {
  const params = new URLSearchParams({ location });
  let query = params.toString();
  // The slashes stay readable in the address, as the route is documented (MM/DD/yyyy).
  if (date) query += `&${SEARCH_DATE_PARAM}=${formatSearchDate(date)}`;
  return `${SEARCH_PATH}?${query}`;
}

export interface SearchParams {
  location: SearchLocation;
  /** 'YYYY-MM-DD', or null for Anytime. */
  from: string | null;
}

/**
 * The search from the address: `location` and `date_range_from` (MM/DD/yyyy), as the hydrated
 * banner builds it, or, from the banner sent before its scripts arrived, the date as typed
 * (`date`, dd/MM/yyyy), which, as in the banner, counts as Anytime when it is before `today`
 * ('YYYY-MM-DD') or not a whole date.
 */
export function parseSearchParams(search: string, today?: string): SearchParams {
  const params = new URLSearchParams(search);
  let from = parseSearchDate(params.get(SEARCH_DATE_PARAM));
  if (!params.has(SEARCH_DATE_PARAM)) {
    const typed = parsePickerDay(params.get(SEARCH_TYPED_DATE_PARAM));
    const iso = typed && localDateToIso(typed);
    from = iso && (!today || iso >= today) ? iso : null;
  }
  return {
    location: valueOf(SEARCH_LOCATIONS, params.get('location'), DEFAULT_SEARCH_LOCATION),
    from,
  };
}

/** True when the address came from the banner sent before its scripts arrived (the typed date). */
export const isTypedSearch = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has(SEARCH_TYPED_DATE_PARAM) && !params.has(SEARCH_DATE_PARAM);
};


export interface DepartureDate {
  tour_id: number;
  date: string;
  available_seats?: number;
}

/**
 * For each tour api id, its first departure on or after `from` (YYYY-MM-DD) with seats left.
 * Tours without one are absent.
 */
export function nextDepartures(departures: readonly DepartureDate[], from: string): Map<number, string> {
  const next = new Map<number, string>();
  for (const d of departures) {
    if (d.date < from || (d.available_seats !== undefined && d.available_seats <= 0)) continue;
    const current = next.get(d.tour_id);
    if (!current || d.date < current) next.set(d.tour_id, d.date);
  }
  return next;
}

/* ---------- Departures of one tour ---------- */

/** SPEC 3: a departure id carries a type prefix ('departure-123') that the site strips. */
export const stripDepartureId = (id: string | number) => String(id).replace(/^[a-z_]+-/i, '');

/** 'On Request' when the departure is under 30 days away, otherwise 'Book' (DECISIONS). */
export function departureAction(date: string, today: string): 'book' | 'on-request' {
  return isOnRequest(date, today) ? 'on-request' : 'book';
}

/** The dates-and-prices table: departures with seats left, soonest first (SPEC 5: 0 seats are hidden). */
export function bookableDepartures<T extends { date: string; available_seats: number }>(departures: readonly T[]): T[] {
  return departures.filter((d) => d.available_seats > 0).sort((a, b) => compareIsoDates(a.date, b.date));
}

/** The route of a departure: reversed trips run from the end location to the start (SPEC 3). */
export function departureRoute(d: { reverse: boolean; tour_data: { start_location: string; end_location: string } }): { from: string; to: string } {
  const { start_location: start, end_location: end } = d.tour_data;
  return d.reverse ? { from: end, to: start } : { from: start, to: end };
}

/** 'Only 3 seats left' under 5 seats; otherwise 'N seats left'. */
export function seatsLabel(seats: number): string {
  if (seats === 1) return 'Only 1 seat left';
  if (seats < 5) return `Only ${seats} seats left`;
  return `${seats} seats left`;
}
