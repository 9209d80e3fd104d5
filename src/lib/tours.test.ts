import {
  bookableDepartures,
  departureAction,
  departureRoute,
  filterTours,
  inDuration,
  inLocationGroup,
  inSearchLocation,
  listedTours,
  menuTours,
  nextDepartures,
  parseSearchDate,
  isTypedSearch,
  parsePickerDay,
  parseSearchParams,
  parseTourFilters,
  searchUrl,
  seatsLabel,
  sortTours,
  stripDepartureId,
  tourFiltersToSearch,
  DEFAULT_FILTERS,
  type TourLike,
} from './tours';

const tour = (over: Partial<TourLike> & { name: string }): TourLike => ({
  api_id: 1,
  number_of_days: 7,
  starting_price: 2000,
  order: 1,
  archived: false,
  is_german_tour: false,
  destination_groups: ['north-island'],
  category: { contentId: 'adventure' },
  ...over,
});

const TOURS: TourLike[] = [
  tour({ name: 'Ultimate', api_id: 1, order: 1, number_of_days: 23, starting_price: 7995, destination_groups: ['north-island', 'south-island'] }),
  tour({ name: 'South Adventure', api_id: 3, order: 2, number_of_days: 14, starting_price: 5295, destination_groups: ['south-island'] }),
  tour({ name: 'North Explorer', api_id: 2, order: 3, number_of_days: 9, starting_price: 3495, destination_groups: ['north-island'] }),
  tour({ name: 'Snow Safari', api_id: 11, order: 4, number_of_days: 12, starting_price: 4295, destination_groups: ['south-island'], category: { contentId: 'snow' } }),
  tour({ name: 'North Plus', api_id: 12, order: 5, number_of_days: 8, starting_price: 4195, category: { contentId: 'plus' } }),
  tour({ name: 'Entdecker', api_id: 8, order: 6, number_of_days: 21, starting_price: 7695, is_german_tour: true, destination_groups: ['north-island', 'south-island'] }),
  tour({ name: 'Express', api_id: 7, order: 7, number_of_days: 5, starting_price: 1895, archived: true }),
];
const names = (list: TourLike[]) => list.map((t) => t.name);

describe('which tours are shown', () => {
  it('never lists archived tours', () => {
    expect(names(listedTours(TOURS))).not.toContain('Express');
    expect(listedTours(TOURS)).toHaveLength(6);
  });

  it('leaves archived and German tours out of the menu', () => {
    expect(names(menuTours(TOURS))).toEqual(['Ultimate', 'South Adventure', 'North Explorer', 'Snow Safari', 'North Plus']);
  });
});

describe('tours page filters', () => {
  it('filters by type (category)', () => {
    expect(names(filterTours(TOURS, { ...DEFAULT_FILTERS, type: 'plus' }))).toEqual(['North Plus']);
    expect(names(filterTours(TOURS, { ...DEFAULT_FILTERS, type: 'snow' }))).toEqual(['Snow Safari']);
    expect(filterTours(TOURS, DEFAULT_FILTERS)).toHaveLength(6);
  });

  it('filters by location group', () => {
    const by = (location: Parameters<typeof inLocationGroup>[1]) => names(filterTours(TOURS, { ...DEFAULT_FILTERS, location }));
    expect(by('all')).toHaveLength(6);
    expect(by('both')).toEqual(['Ultimate', 'Entdecker']);
    expect(by('north')).toEqual(['North Explorer', 'North Plus']);
    expect(by('south')).toEqual(['South Adventure', 'Snow Safari']);
    expect(by('german')).toEqual(['Entdecker']);
  });

  it('filters by duration: 1-7, 8-14 and 15+ (15 to 100) days', () => {
    expect(inDuration(7, '1-7')).toBe(true);
    expect(inDuration(8, '1-7')).toBe(false);
    expect(inDuration(8, '8-14')).toBe(true);
    expect(inDuration(14, '8-14')).toBe(true);
    expect(inDuration(15, '15+')).toBe(true);
    expect(inDuration(100, '15+')).toBe(true);
    expect(inDuration(101, '15+')).toBe(false);
    expect(names(filterTours(TOURS, { ...DEFAULT_FILTERS, duration: '15+' }))).toEqual(['Ultimate', 'Entdecker']);
    expect(names(filterTours(TOURS, { ...DEFAULT_FILTERS, duration: '8-14' }))).toEqual(['South Adventure', 'North Explorer', 'Snow Safari', 'North Plus']);
  });

  it('combines filters, and can match nothing', () => {
    expect(names(filterTours(TOURS, { ...DEFAULT_FILTERS, type: 'adventure', location: 'north', duration: '8-14' }))).toEqual(['North Explorer']);
    expect(filterTours(TOURS, { ...DEFAULT_FILTERS, type: 'snow', location: 'north' })).toEqual([]);
  });
});

describe('tours page sorts', () => {
  const listed = listedTours(TOURS);
  it('sorts by popularity (the content order)', () => {
    expect(names(sortTours([...listed].reverse(), 'popular'))).toEqual(['Ultimate', 'South Adventure', 'North Explorer', 'Snow Safari', 'North Plus', 'Entdecker']);
  });
  it('sorts by price both ways', () => {
    expect(names(sortTours(listed, 'price-desc'))[0]).toBe('Ultimate');
    expect(names(sortTours(listed, 'price-asc'))).toEqual(['North Explorer', 'North Plus', 'Snow Safari', 'South Adventure', 'Entdecker', 'Ultimate']);
  });
  it('sorts by duration both ways, ties by popularity', () => {
    expect(names(sortTours(listed, 'duration-desc'))).toEqual(['Ultimate', 'Entdecker', 'South Adventure', 'Snow Safari', 'North Explorer', 'North Plus']);
    const tie = [tour({ name: 'B', order: 2, number_of_days: 5 }), tour({ name: 'A', order: 1, number_of_days: 5 })];
    expect(names(sortTours(tie, 'duration-asc'))).toEqual(['A', 'B']);
  });
  it('does not change the list it is given', () => {
    const copy = [...listed];
    sortTours(listed, 'price-asc');
    expect(listed).toEqual(copy);
  });
});

describe('filters in the address', () => {
  const types = ['adventure', 'plus', 'snow'];
  it('reads the filters from the query string', () => {
    expect(parseTourFilters('?type=plus&location=north&duration=8-14&sort=price-asc', types)).toEqual({
      type: 'plus',
      location: 'north',
      duration: '8-14',
      sort: 'price-asc',
    });
  });
  it('falls back to the defaults for unknown values', () => {
    expect(parseTourFilters('?type=cruise&location=moon&duration=3-4&sort=random', types)).toEqual(DEFAULT_FILTERS);
    expect(parseTourFilters('', types)).toEqual(DEFAULT_FILTERS);
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(tourFiltersToSearch(DEFAULT_FILTERS)).toBe('');
    const filters = { ...DEFAULT_FILTERS, type: 'snow', duration: '15+' as const };
    const search = tourFiltersToSearch(filters);
    expect(search).toBe('?type=snow&duration=15%2B');
    expect(parseTourFilters(search, types)).toEqual(filters);
  });
});

describe('search banner and results', () => {
  it('formats the date as MM/DD/yyyy in the address and leaves it out for Anytime', () => {
    expect(searchUrl('south-island', new Date(2027, 11, 24))).toBe('/tours-search/?location=south-island&date_range_from=12/24/2027');
    expect(searchUrl('all-new-zealand', null)).toBe('/tours-search/?location=all-new-zealand');
  });

  it('parses the address date, rejecting impossible dates', () => {
    expect(parseSearchDate('03/05/2027')).toBe('2027-03-05');
    expect(parseSearchDate('3/5/2027')).toBe('2027-03-05');
    expect(parseSearchDate('02/30/2027')).toBeNull();
    expect(parseSearchDate('2027-03-05')).toBeNull();
    expect(parseSearchDate(null)).toBeNull();
    expect(parseSearchParams('?location=north-island&date_range_from=12%2F24%2F2027')).toEqual({ location: 'north-island', from: '2027-12-24' });
    expect(parseSearchParams('?location=mars')).toEqual({ location: 'all-new-zealand', from: null });
  });

  it('reads the date as typed (dd/MM/yyyy) from a banner sent before its scripts ran, Anytime when past or unfinished', () => {
    expect(parseSearchParams('?location=south-island&date=24%2F12%2F2027', '2027-06-01')).toEqual({ location: 'south-island', from: '2027-12-24' });
    expect(parseSearchParams('?location=south-island&date=24%2F12%2F2027', '2028-01-01')).toEqual({ location: 'south-island', from: null });
    expect(parseSearchParams('?location=north-island&date=', '2027-06-01')).toEqual({ location: 'north-island', from: null });
    expect(parseSearchParams('?date=31%2F02%2F2027', '2027-01-01').from).toBeNull();
    // The hydrated banner's own address wins when both are there.
    expect(parseSearchParams('?date_range_from=12%2F24%2F2027&date=01%2F01%2F2028').from).toBe('2027-12-24');
    expect(isTypedSearch('?location=north-island&date=')).toBe(true);
    expect(isTypedSearch('?location=north-island&date_range_from=12%2F24%2F2027')).toBe(false);
    expect(parsePickerDay('5/3/2027')?.getMonth()).toBe(2);
    expect(parsePickerDay('32/01/2027')).toBeNull();
  });

  it('keeps the tours of the chosen island only', () => {
    const both = { destination_groups: ['north-island', 'south-island'] };
    expect(inSearchLocation(both, 'north-island')).toBe(false);
    expect(inSearchLocation(both, 'all-new-zealand')).toBe(true);
    expect(inSearchLocation({ destination_groups: ['south-island'] }, 'south-island')).toBe(true);
    expect(inSearchLocation({ destination_groups: ['south-island'] }, 'north-island')).toBe(false);
  });

  it('finds each tour’s first departure on or after the date, ignoring full ones', () => {
    const next = nextDepartures(
      [
        { tour_id: 1, date: '2027-01-10' },
        { tour_id: 1, date: '2027-03-01' },
        { tour_id: 1, date: '2027-02-01' },
        { tour_id: 2, date: '2027-02-20', available_seats: 0 },
        { tour_id: 3, date: '2027-02-15' },
      ],
      '2027-02-15',
    );
    expect(next.get(1)).toBe('2027-03-01');
    expect(next.has(2)).toBe(false);
    expect(next.get(3)).toBe('2027-02-15');
  });
});

describe('departures table rules', () => {
  it('strips the type prefix of a departure id', () => {
    expect(stripDepartureId('departure-123')).toBe('123');
    expect(stripDepartureId('123')).toBe('123');
    expect(stripDepartureId(45)).toBe('45');
  });

  it('books departures 30 days or more away, and puts nearer ones on request', () => {
    expect(departureAction('2027-01-31', '2027-01-01')).toBe('book');
    expect(departureAction('2027-01-30', '2027-01-01')).toBe('on-request');
    expect(departureAction('2027-01-02', '2027-01-01')).toBe('on-request');
  });

  it('hides full departures and lists the rest soonest first', () => {
    const list = bookableDepartures([
      { date: '2027-05-01', available_seats: 3 },
      { date: '2027-04-01', available_seats: 0 },
      { date: '2027-03-01', available_seats: 12 },
    ]);
    expect(list.map((d) => d.date)).toEqual(['2027-03-01', '2027-05-01']);
  });

  it('runs reversed trips from the end location', () => {
    const tourData = { start_location: 'Auckland', end_location: 'Wellington' };
    expect(departureRoute({ reverse: false, tour_data: tourData })).toEqual({ from: 'Auckland', to: 'Wellington' });
    expect(departureRoute({ reverse: true, tour_data: tourData })).toEqual({ from: 'Wellington', to: 'Auckland' });
  });

  it('words the seats left', () => {
    expect(seatsLabel(1)).toBe('Only 1 seat left');
    expect(seatsLabel(3)).toBe('Only 3 seats left');
    expect(seatsLabel(12)).toBe('12 seats left');
  });
});
