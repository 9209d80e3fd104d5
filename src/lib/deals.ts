/**
 * Display rules of the deals and departures lists (SPEC 2.3, 4.7, 5, 9; DECISIONS): filters,
 * order, Load More, the Last Minute / Early Bird split and the Book / On Request rule. Pure
 * functions of the API's departure list items (SPEC 3) and today's date in New Zealand.
 */
import type { DepartureItem } from '../../contract/departures';
import { compareIsoDates, daysBetween } from '../../contract/dates';
import { isOnRequest, ON_REQUEST_DAYS } from '../../contract/bookings-rules';
import { departureRoute, stripDepartureId } from './tours';
import { compareNatural, compareText } from '../../contract/compare-text';

export type { DepartureItem };

/** SPEC 9: lists show 10 rows at first, Load More adds 10. */
export const PAGE_SIZE = 10;
/** Last Minute deals depart within this many days; later ones are Early Bird deals. */
export const LAST_MINUTE_DAYS = 60;
/** SPEC 9: the 'All departures' value of 'Departing in', and the default. */
export const ALL_DEPARTURES = 1000;
/**
 * The deals and departures lists are cards at this width or less, a table above it. SPEC 2.3 / 9
 * say 768 px, but the table needs about 960 px: from 769 px on a tablet in portrait it ran off the
 * screen and took the Book button with it (issue 23). Cards up to 1023 px; iPads in landscape and
 * wider screens get the table.
 */
export const MOBILE_MAX_WIDTH = 1023;

export const TOUR_TYPES = ['Adventure', 'Plus', 'Snow'] as const;
export type TourTypeFilter = (typeof TOUR_TYPES)[number] | '';

export interface DepartingInOption {
  value: number;
  label: string;
}

/** SPEC 9: next 15, 30, 45, 60, 90 days or all departures, listed in reverse order. */
export const DEPARTING_IN_OPTIONS: readonly DepartingInOption[] = [15, 30, 45, 60, 90, ALL_DEPARTURES]
  .map((value) => ({ value, label: value === ALL_DEPARTURES ? 'All departures' : `Next ${value} days` }))
  .reverse();

export interface DepartureFilters {
  /** Days ahead, ALL_DEPARTURES for no limit. */
  departingIn: number;
  /** A start location ('' for any): the end location for a reversed trip. */
  from: string;
  tourType: TourTypeFilter;
}

export const DEFAULT_FILTERS: DepartureFilters = { departingIn: ALL_DEPARTURES, from: '', tourType: '' };


/** SPEC 9: the From filter lists distinct start locations (end locations for reversed trips). */
export function fromLocations(items: readonly DepartureItem[]): string[] {
  return [...new Set(items.map((item) => departureRoute(item).from))].sort(compareText);
}

/** SPEC 5: departures with 0 available seats are hidden. */
export const hasSeats = (item: DepartureItem) => item.available_seats > 0;

/** The rows a visitor sees: bookable, matching every filter, soonest first. */
export function filterDepartures(items: readonly DepartureItem[], filters: DepartureFilters, today: string): DepartureItem[] {
  return sortDepartures(
    items.filter((item) => {
      if (!hasSeats(item)) return false;
      const days = daysBetween(today, item.date);
      if (days < 0) return false;
      if (filters.departingIn !== ALL_DEPARTURES && days > filters.departingIn) return false;
      if (filters.from && departureRoute(item).from !== filters.from) return false;
      if (filters.tourType && item.tour_type !== filters.tourType) return false;
      return true;
    }),
  );
}

/** Soonest first; on the same day by tour name, then id, so the order never jumps. */
export function sortDepartures(items: readonly DepartureItem[]): DepartureItem[] {
  return [...items].sort(
    (a, b) => compareIsoDates(a.date, b.date) || compareText(a.tour_data.name, b.tour_data.name) || compareNatural(a.id, b.id),
  );
}

/** SPEC 2.3: Last Minute deals depart within 60 days, Early Bird deals later. */
export function splitDeals(items: readonly DepartureItem[], today: string): { lastMinute: DepartureItem[]; earlyBird: DepartureItem[] } {
  const lastMinute: DepartureItem[] = [];
  const earlyBird: DepartureItem[] = [];
  for (const item of items) (daysBetween(today, item.date) <= LAST_MINUTE_DAYS ? lastMinute : earlyBird).push(item);
  return { lastMinute, earlyBird };
}

/** Load More: the first `shown` rows, and whether more remain. */
export function page<T>(items: readonly T[], shown: number): { rows: T[]; hasMore: boolean; remaining: number } {
  const rows = items.slice(0, Math.max(0, shown));
  return { rows, hasMore: items.length > rows.length, remaining: items.length - rows.length };
}

export const nextShown = (shown: number) => shown + PAGE_SIZE;

/**
 * SPEC 9, literally: "The deals page shows Book only for the 'All departures' value above 30;
 * otherwise it shows 'On Request'" - a rule on the Departing in value.
 */
export function specShowsBook(departingIn: number): boolean {
  return departingIn > ON_REQUEST_DAYS;
}

export type DealAction = 'book' | 'on-request';

/**
 * The deals page's action for one row: the SPEC 9 rule above, and (DECISIONS) 'On Request' for
 * any departure under 30 days away, whatever the filter.
 */
export function dealAction(departingIn: number, item: Pick<DepartureItem, 'date'>, today: string): DealAction {
  return specShowsBook(departingIn) && !isOnRequest(item.date, today) ? 'book' : 'on-request';
}

/** The booking wizard's start for a departure (DECISIONS: `/bookings/?departureId=`). */
export const bookingPath = (item: Pick<DepartureItem, 'id'>) => `/bookings/?departureId=${encodeURIComponent(stripDepartureId(item.id))}`;
export const onRequestPath = (item: Pick<DepartureItem, 'id'>) => `/on-request/?departureId=${encodeURIComponent(stripDepartureId(item.id))}`;
/** SPEC 2.3: 'View tour' goes to /{category_slug}/{tour_slug}/. */
export const tourPath = (item: Pick<DepartureItem, 'category_slug' | 'tour_slug'>) =>
  `/${[item.category_slug, item.tour_slug].map((s) => s.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}/`;

/** SPEC 2.3: the saving is the based price minus the tour price (NZD dollars, never negative). */
export function savingOf(item: Pick<DepartureItem, 'based_price' | 'tour_price'>): number {
  return Math.max(0, Math.round(item.based_price * 100) - Math.round(item.tour_price * 100)) / 100;
}

/** "1 seat left", "3 seats left": the real count, never rounded or inflated. */
export function seatsLeft(seats: number): string {
  return seats === 1 ? '1 seat left' : `${seats} seats left`;
}

/** Total, and the list-level state to show (SPEC 4.7). */
export type ListState = 'loading' | 'error' | 'empty' | 'no-match' | 'rows';

export function listState(opts: { loading: boolean; error: boolean; total: number; matching: number }): ListState {
  if (opts.loading) return 'loading';
  if (opts.error) return 'error';
  if (opts.total === 0) return 'empty';
  if (opts.matching === 0) return 'no-match';
  return 'rows';
}

/**
 * SPEC 4.7 texts. The empty text is SPEC's for the deals lists; the departures list, which
 * lists dates rather than deals, has its own (README, product decisions).
 */
export const LIST_TEXT = {
  loading: 'Loading ...',
  empty: {
    deals: 'There are no deals available right now, check back soon.',
    departures: 'There are no departures open for booking right now. New dates are added regularly, so check back soon.',
  },
  noMatch: 'No matching tours.',
} as const;
