import {
  activityLocations,
  activityPriceLabel,
  activityTypes,
  applyActivityFilters,
  filterActivities,
  filtersFromSearch,
  searchFromFilters,
  seasonalPriceLines,
  showsFromPrice,
  sortActivities,
  type ActivityListItem,
} from './activities';

const act = (contentId: string, category: string, location: string, order: number, min: number, max = min): ActivityListItem => ({
  contentId,
  name: contentId,
  category,
  order,
  min_price: min,
  max_price: max,
  destination_name: location[0].toUpperCase() + location.slice(1),
  destination: { contentId: location },
});

const list = [
  act('bungy', 'Adventure', 'queenstown', 3, 205, 275),
  act('jet', 'Water', 'queenstown', 1, 169),
  act('kayak', 'Water', 'wanaka', 2, 99, 140),
  act('spa', 'Relax', 'rotorua', 4, 45),
  act('cruise', 'Water', 'milford', 5, 99),
];

describe('activity filters', () => {
  it('keeps only the chosen type', () => {
    expect(filterActivities(list, { type: 'Water', location: '' }).map((a) => a.contentId)).toEqual(['jet', 'kayak', 'cruise']);
  });

  it('keeps only the chosen location', () => {
    expect(filterActivities(list, { type: '', location: 'queenstown' }).map((a) => a.contentId)).toEqual(['bungy', 'jet']);
  });

  it('combines type and location, and can match nothing', () => {
    expect(filterActivities(list, { type: 'Water', location: 'queenstown' }).map((a) => a.contentId)).toEqual(['jet']);
    expect(filterActivities(list, { type: 'Relax', location: 'queenstown' })).toEqual([]);
  });

  it('returns everything with no filter', () => {
    expect(filterActivities(list, { type: '', location: '' })).toHaveLength(5);
  });
});

describe('activity sorts', () => {
  it('Popular follows the content order', () => {
    expect(sortActivities(list, 'popular').map((a) => a.contentId)).toEqual(['jet', 'kayak', 'bungy', 'spa', 'cruise']);
  });

  it('Price high-low puts the dearest starting price first, ties by popularity', () => {
    expect(sortActivities(list, 'price-high-low').map((a) => a.contentId)).toEqual(['bungy', 'jet', 'kayak', 'cruise', 'spa']);
  });

  it('Price low-high puts the cheapest first, ties by popularity', () => {
    expect(sortActivities(list, 'price-low-high').map((a) => a.contentId)).toEqual(['spa', 'kayak', 'cruise', 'jet', 'bungy']);
  });

  it('does not change the list it was given', () => {
    const before = list.map((a) => a.contentId);
    sortActivities(list, 'price-low-high');
    expect(list.map((a) => a.contentId)).toEqual(before);
  });

  it('filters then sorts', () => {
    expect(applyActivityFilters(list, { type: 'Water', location: '', sort: 'price-low-high' }).map((a) => a.contentId)).toEqual(['kayak', 'cruise', 'jet']);
  });
});

describe('filter choices', () => {
  it('lists each type once, alphabetically', () => {
    expect(activityTypes(list)).toEqual(['Adventure', 'Relax', 'Water']);
  });

  it('lists each location once with its name, by name', () => {
    expect(activityLocations(list)).toEqual([
      { value: 'milford', label: 'Milford' },
      { value: 'queenstown', label: 'Queenstown' },
      { value: 'rotorua', label: 'Rotorua' },
      { value: 'wanaka', label: 'Wanaka' },
    ]);
  });

  it('reads known filters from the address and ignores unknown values', () => {
    const known = { types: ['Water'], locations: ['queenstown'] };
    expect(filtersFromSearch('?type=Water&location=queenstown&sort=price-high-low', known)).toEqual({ type: 'Water', location: 'queenstown', sort: 'price-high-low' });
    expect(filtersFromSearch('?type=Golf&location=mars&sort=cheap', known)).toEqual({ type: '', location: '', sort: 'popular' });
  });

  it('writes the address back, leaving defaults out', () => {
    expect(searchFromFilters({ type: '', location: '', sort: 'popular' })).toBe('');
    expect(searchFromFilters({ type: 'Food & Wine', location: '', sort: 'price-low-high' })).toBe('?type=Food+%26+Wine&sort=price-low-high');
  });
});

describe("the 'From' price rule", () => {
  it("says 'From' only when the cheapest option is below the dearest", () => {
    expect(showsFromPrice(99, 140)).toBe(true);
    expect(showsFromPrice(99, 99)).toBe(false);
    expect(activityPriceLabel(99, 140)).toBe('From NZ$99');
    expect(activityPriceLabel(169, 169)).toBe('NZ$169');
    expect(activityPriceLabel(1250, 1400)).toBe('From NZ$1,250');
  });
});

describe('seasonal prices', () => {
  const pricings = [
    { price: 275, available_from: '2027-12-15', available_to: '2028-02-29' },
    { price: 275, available_from: '2026-12-20', available_to: '2027-01-31' },
    { price: 199, available_from: '2026-05-01', available_to: '2026-09-30' },
  ];

  it('explains each window still to come, earliest first', () => {
    expect(seasonalPriceLines(255, pricings, '2026-11-22')).toEqual([
      'Peak season 20 Dec 2026 – 31 Jan 2027: NZ$275',
      'Peak season 15 Dec 2027 – 29 Feb 2028: NZ$275',
    ]);
  });

  it('calls a cheaper window off-peak and keeps a window that ends today', () => {
    expect(seasonalPriceLines(255, pricings, '2026-09-30')[0]).toBe('Off-peak season 1 May 2026 – 30 Sep 2026: NZ$199');
  });
});
