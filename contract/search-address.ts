/**
 * The search results' addresses (SPEC 2.2 home search banner, DECISIONS routes):
 * `/tours-search/?location=…&date_range_from=MM/DD/yyyy`. A search of any time needs nothing
 * but the build's tours, so each island group's results are also pre-rendered at a path of
 * their own (`/tours-search/north-island/`) and paint from their HTML; the server and nginx send
 * such an address there (server/static.ts, src/node/portable-serving.ts). A dated search needs
 * the departures from the API and stays at the address, worked out in the browser.
 */

/** The search results route (SPEC 2.2). */
export const SEARCH_PATH = '/tours-search/';

export const SEARCH_LOCATIONS = [
  { value: 'all-new-zealand', label: 'All New Zealand' },
  { value: 'north-island', label: 'North Island' },
  { value: 'south-island', label: 'South Island' },
] as const;
export type SearchLocation = (typeof SEARCH_LOCATIONS)[number]['value'];
export const DEFAULT_SEARCH_LOCATION: SearchLocation = 'all-new-zealand';

/** The date as the address gives it (MM/DD/yyyy), as the hydrated banner writes it. */
export const SEARCH_DATE_PARAM = 'date_range_from';
/**
 * The banner's date field as sent by the browser itself, before the page's scripts arrive: the
 * text as the visitor typed it (dd/MM/yyyy), empty for Anytime. The results page reads both.
 */
export const SEARCH_TYPED_DATE_PARAM = 'date';

/** The pre-rendered results of an island group's tours at any time. */
export const searchPagePath = (location: SearchLocation) => `${SEARCH_PATH}${location}/`;

/**
 * The pre-rendered page a search address stands for: a search of any time (no date, or the empty
 * date the banner sends before its scripts arrive) of one island group, or of none (All New
 * Zealand). Null for a dated search, an unknown group, or anything else in the query (it would
 * be lost on the way).
 */
export function searchPageFor(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) {
    const emptyDate = (name === SEARCH_DATE_PARAM || name === SEARCH_TYPED_DATE_PARAM) && value.trim() === '';
    if (name !== 'location' && !emptyDate) return null;
  }
  const locations = params.getAll('location');
  if (locations.length > 1) return null;
  const location = SEARCH_LOCATIONS.find((l) => l.value === (locations[0] ?? DEFAULT_SEARCH_LOCATION));
  return location ? searchPagePath(location.value) : null;
}

/**
 * The queries of any-time searches as the site's own forms and links write them, for servers that
 * match a query as written (nginx): the bare route, the hydrated banner's and the plain form's.
 */
export function anyTimeSearchQueries(): { query: string; page: string }[] {
  const forms = SEARCH_LOCATIONS.flatMap(({ value }) => [`location=${value}`, `location=${value}&${SEARCH_TYPED_DATE_PARAM}=`]);
  return ['', ...forms].map((query) => ({ query, page: searchPageFor(query)! }));
}
