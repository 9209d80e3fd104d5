import { anyTimeSearchQueries, searchPageFor } from './search-address';

describe('searchPageFor', () => {
  it('sends a search of any time to its island group’s pre-rendered results', () => {
    expect(searchPageFor('')).toBe('/tours-search/all-new-zealand/');
    expect(searchPageFor('?location=north-island')).toBe('/tours-search/north-island/');
    expect(searchPageFor('location=south-island')).toBe('/tours-search/south-island/');
    // The plain form before the scripts arrive sends its empty date field.
    expect(searchPageFor('?location=south-island&date=')).toBe('/tours-search/south-island/');
    expect(searchPageFor('?date=%20&location=all-new-zealand')).toBe('/tours-search/all-new-zealand/');
    expect(searchPageFor('?date_range_from=')).toBe('/tours-search/all-new-zealand/');
  });

  it('leaves a dated search, an unknown group and anything else in the query where it is', () => {
    expect(searchPageFor('?location=north-island&date_range_from=01/15/2027')).toBeNull();
    expect(searchPageFor('?location=south-island&date=15/01/2027')).toBeNull();
    expect(searchPageFor('?location=atlantis')).toBeNull();
    expect(searchPageFor('?location=north-island&location=south-island')).toBeNull();
    expect(searchPageFor('?location=north-island&utm_source=newsletter')).toBeNull();
  });

  it('lists the queries the site writes, each with the page the rule gives it', () => {
    const queries = anyTimeSearchQueries();
    expect(queries).toContainEqual({ query: '', page: '/tours-search/all-new-zealand/' });
    expect(queries).toContainEqual({ query: 'location=north-island', page: '/tours-search/north-island/' });
    expect(queries).toContainEqual({ query: 'location=south-island&date=', page: '/tours-search/south-island/' });
    expect(queries).toHaveLength(7);
  });
});
