import {
  ALL_DEPARTURES,
  DEFAULT_FILTERS,
  DEPARTING_IN_OPTIONS,
  PAGE_SIZE,
  bookingPath,
  dealAction,
  filterDepartures,
  fromLocations,
  listState,
  nextShown,
  onRequestPath,
  page,
  savingOf,
  seatsLeft,
  sortDepartures,
  specShowsBook,
  splitDeals,
  tourPath,
  type DepartureItem,
} from './deals';
import { departureRoute, stripDepartureId } from './tours';
import { daysBetween } from '../../contract/dates';

const TODAY = '2026-11-22';

let nextId = 1;
function item(overrides: Partial<DepartureItem> & { date: string }, tour: Partial<DepartureItem['tour_data']> = {}): DepartureItem {
  const id = nextId++;
  return {
    id: `departure-${id}`,
    end_date: overrides.date,
    reverse: false,
    available_seats: 8,
    tour_type: 'Adventure',
    tour_id: 1,
    tour_slug: 'south-island-adventure',
    category_slug: 'new-zealand-tours',
    based_price: 5295,
    tour_price: 4766,
    discount_rate: 10,
    last_deal: true,
    ...overrides,
    tour_data: {
      name: 'South Island Adventure',
      number_of_days: 14,
      start_location: 'Christchurch',
      end_location: 'Christchurch',
      main_image_url: null,
      map_image_url: null,
      ...tour,
    },
  };
}

describe('Departing in options (SPEC 9)', () => {
  it('lists All departures first, then 90, 60, 45, 30 and 15 days, and defaults to All departures (1000)', () => {
    expect(DEPARTING_IN_OPTIONS.map((o) => o.label)).toEqual(['All departures', 'Next 90 days', 'Next 60 days', 'Next 45 days', 'Next 30 days', 'Next 15 days']);
    expect(DEPARTING_IN_OPTIONS[0].value).toBe(1000);
    expect(DEFAULT_FILTERS.departingIn).toBe(ALL_DEPARTURES);
  });
});

describe('routes and the From filter', () => {
  it('runs a reversed trip from its end location to its start location', () => {
    expect(departureRoute(item({ date: '2027-01-01' }, { start_location: 'Auckland', end_location: 'Wellington' }))).toEqual({ from: 'Auckland', to: 'Wellington' });
    expect(departureRoute(item({ date: '2027-01-01', reverse: true }, { start_location: 'Auckland', end_location: 'Wellington' }))).toEqual({ from: 'Wellington', to: 'Auckland' });
  });

  it('offers each start location once, using the end location of reversed trips, alphabetically', () => {
    const items = [
      item({ date: '2027-01-01' }, { start_location: 'Queenstown', end_location: 'Christchurch' }),
      item({ date: '2027-01-02', reverse: true }, { start_location: 'Queenstown', end_location: 'Christchurch' }),
      item({ date: '2027-01-03' }, { start_location: 'Auckland', end_location: 'Auckland' }),
      item({ date: '2027-01-04' }, { start_location: 'Queenstown', end_location: 'Queenstown' }),
    ];
    expect(fromLocations(items)).toEqual(['Auckland', 'Christchurch', 'Queenstown']);
  });
});

describe('filterDepartures', () => {
  const soon = item({ date: '2026-12-01' }); // 9 days
  const month = item({ date: '2026-12-22', tour_type: 'Plus' }, { start_location: 'Auckland', end_location: 'Auckland' }); // 30 days
  const later = item({ date: '2027-02-20', tour_type: 'Snow', reverse: true }, { start_location: 'Queenstown', end_location: 'Christchurch' }); // 90 days
  const far = item({ date: '2027-08-01' });
  const soldOut = item({ date: '2026-12-05', available_seats: 0 });
  const past = item({ date: '2026-11-20' });
  const all = [far, later, soldOut, month, soon, past];

  it('hides sold-out and past departures and sorts the rest soonest first', () => {
    expect(filterDepartures(all, DEFAULT_FILTERS, TODAY)).toEqual([soon, month, later, far]);
  });

  it('keeps departures within the Departing in window (inclusive)', () => {
    expect(filterDepartures(all, { ...DEFAULT_FILTERS, departingIn: 15 }, TODAY)).toEqual([soon]);
    expect(filterDepartures(all, { ...DEFAULT_FILTERS, departingIn: 30 }, TODAY)).toEqual([soon, month]);
    expect(filterDepartures(all, { ...DEFAULT_FILTERS, departingIn: 90 }, TODAY)).toEqual([soon, month, later]);
  });

  it('filters by start location (the end location of a reversed trip) and by tour type', () => {
    expect(filterDepartures(all, { ...DEFAULT_FILTERS, from: 'Christchurch' }, TODAY)).toEqual([soon, later, far]);
    expect(filterDepartures(all, { ...DEFAULT_FILTERS, from: 'Queenstown' }, TODAY)).toEqual([]);
    expect(filterDepartures(all, { ...DEFAULT_FILTERS, tourType: 'Snow' }, TODAY)).toEqual([later]);
    expect(filterDepartures(all, { departingIn: 45, from: 'Auckland', tourType: 'Plus' }, TODAY)).toEqual([month]);
  });
});

describe('sortDepartures', () => {
  it('orders by date, then tour name, then id, without changing its input', () => {
    const b = item({ date: '2027-01-05' }, { name: 'Ultimate New Zealand' });
    const a = item({ date: '2027-01-05' }, { name: 'North Island Explorer' });
    const first = item({ date: '2027-01-01' }, { name: 'Top of the South' });
    const input = [b, a, first];
    expect(sortDepartures(input)).toEqual([first, a, b]);
    expect(input).toEqual([b, a, first]);
  });
});

describe('splitDeals', () => {
  it('puts departures within 60 days in Last Minute and later ones in Early Bird', () => {
    const d60 = item({ date: '2027-01-21' });
    const d61 = item({ date: '2027-01-22' });
    const d10 = item({ date: '2026-12-02' });
    expect(daysBetween(TODAY, d60.date)).toBe(60);
    expect(splitDeals([d10, d60, d61], TODAY)).toEqual({ lastMinute: [d10, d60], earlyBird: [d61] });
  });
});

describe('Load More', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);
  it('shows 10 rows first and adds 10 per click until none remain', () => {
    expect(page(rows, PAGE_SIZE)).toEqual({ rows: rows.slice(0, 10), hasMore: true, remaining: 13 });
    expect(page(rows, nextShown(PAGE_SIZE)).rows).toHaveLength(20);
    expect(page(rows, nextShown(nextShown(PAGE_SIZE)))).toEqual({ rows, hasMore: false, remaining: 0 });
    expect(page(rows.slice(0, 4), PAGE_SIZE)).toEqual({ rows: rows.slice(0, 4), hasMore: false, remaining: 0 });
  });
});

describe('Book or On Request (SPEC 9, DECISIONS)', () => {
  it('SPEC 9 literally: Book only for a Departing in value above 30 (All departures), otherwise On Request', () => {
    expect(specShowsBook(ALL_DEPARTURES)).toBe(true);
    expect(specShowsBook(45)).toBe(true);
    expect(specShowsBook(30)).toBe(false);
    expect(specShowsBook(15)).toBe(false);
  });

  it('shows On Request for any departure under 30 days away, even under All departures', () => {
    expect(dealAction(ALL_DEPARTURES, { date: '2026-12-21' }, TODAY)).toBe('on-request'); // 29 days
    expect(dealAction(ALL_DEPARTURES, { date: '2026-12-22' }, TODAY)).toBe('book'); // 30 days
    expect(dealAction(ALL_DEPARTURES, { date: '2027-05-01' }, TODAY)).toBe('book');
  });

  it('shows On Request under the 15 and 30 day filters whatever the date', () => {
    expect(dealAction(30, { date: '2026-12-22' }, TODAY)).toBe('on-request');
    expect(dealAction(15, { date: '2027-05-01' }, TODAY)).toBe('on-request');
  });
});

describe('links and labels', () => {
  it('strips the id prefix for the booking and on-request links', () => {
    const d = item({ date: '2027-01-01', id: 'departure-123' });
    expect(stripDepartureId('departure-123')).toBe('123');
    expect(stripDepartureId('123')).toBe('123');
    expect(bookingPath(d)).toBe('/bookings/?departureId=123');
    expect(onRequestPath(d)).toBe('/on-request/?departureId=123');
  });

  it("links 'View tour' to /{category_slug}/{tour_slug}/ whatever slashes the slugs carry", () => {
    expect(tourPath({ category_slug: 'new-zealand-tours', tour_slug: 'south-island-adventure' })).toBe('/new-zealand-tours/south-island-adventure/');
    expect(tourPath({ category_slug: '/new-zealand-tours/', tour_slug: 'south-island-adventure' })).toBe('/new-zealand-tours/south-island-adventure/');
  });

  it('computes the saving in cents (no floating point crumbs) and never below zero', () => {
    expect(savingOf({ based_price: 5295, tour_price: 4766 })).toBe(529);
    expect(savingOf({ based_price: 3145.1, tour_price: 3000.2 })).toBe(144.9);
    expect(savingOf({ based_price: 100, tour_price: 120 })).toBe(0);
  });

  it('says how many seats are left, in the singular for one', () => {
    expect(seatsLeft(1)).toBe('1 seat left');
    expect(seatsLeft(3)).toBe('3 seats left');
  });
});

describe('listState (SPEC 4.7)', () => {
  it('is loading, then empty without deals, no-match when filters hide all, otherwise rows', () => {
    expect(listState({ loading: true, error: false, total: 0, matching: 0 })).toBe('loading');
    expect(listState({ loading: false, error: true, total: 0, matching: 0 })).toBe('error');
    expect(listState({ loading: false, error: false, total: 0, matching: 0 })).toBe('empty');
    expect(listState({ loading: false, error: false, total: 5, matching: 0 })).toBe('no-match');
    expect(listState({ loading: false, error: false, total: 5, matching: 2 })).toBe('rows');
  });
});
