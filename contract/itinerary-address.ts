/**
 * The itinerary download's addresses (SPEC 2.6, DECISIONS routes). Forms, emails and old links
 * lead to `/itinerary-download/?tour_id=…&after=true`. Each running tour's itinerary is also
 * pre-rendered at a path of its own (`/itinerary-download/3/`, and `…/3/ready/` for the
 * after-the-form wording), so it paints from its HTML; the server, nginx and the CDN files send
 * the query address there (server/static.ts, src/node/portable-serving.ts).
 */

export const ITINERARY_DOWNLOAD_PATH = '/itinerary-download/';

/** A tour's api id as the address writes it: digits, no leading zero (anything else names no tour). */
export const TOUR_API_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

/** The query of the address: `tour_id` (the tour's api id, as the itinerary form sends it) and `after`. */
export function readItineraryParams(search: string): { tourId: string | null; after: boolean } {
  const params = new URLSearchParams(search);
  const tourId = params.get('tour_id')?.trim() || null;
  return { tourId, after: params.get('after') === 'true' };
}

/** What the ready wording adds to a tour's itinerary path. */
export const READY_SEGMENT = 'ready/';

/** The pre-rendered itinerary of a tour: `ready` is the wording after the download form ("Your itinerary is ready"). */
export const itineraryPagePath = (tourApiId: number | string, ready: boolean) => `${ITINERARY_DOWNLOAD_PATH}${tourApiId}/${ready ? READY_SEGMENT : ''}`;

/**
 * The pre-rendered page a query address stands for, or null when it names no tour. The page
 * exists only for a running tour: whoever redirects checks that it does.
 */
export function itineraryPageFor(search: string): string | null {
  const { tourId, after } = readItineraryParams(search);
  return tourId && TOUR_API_ID_PATTERN.test(tourId) ? itineraryPagePath(tourId, after) : null;
}
