/**
 * The itinerary of a tour as the itinerary-download page and the PDF generator both read it
 * (SPEC 2.6): the shapes of the GraphQL content they query, and the pure display rules they
 * share, so the printable page and the PDF say the same thing. No React and no browser APIs
 * here: `src/node/itinerary-pdf.ts` runs this at build time in Node.
 */
import { activityPriceLabel } from '../../lib/activities';
import { formatNzd } from '../../../contract/money';
import { readItineraryParams, TOUR_API_ID_PATTERN } from '../../../contract/itinerary-address';

export interface ItineraryActivity {
  name: string;
  absolute_slug: string;
  min_price: number;
  max_price: number;
}

export interface ItineraryDayData {
  api_id: number;
  ordinal_number: number;
  title: string;
  description_html: string;
  overnight: string;
  meals: string;
  activities: ItineraryActivity[];
}

export interface ItineraryTourData {
  contentId: string;
  api_id: number;
  name: string;
  absolute_slug: string;
  number_of_days: number;
  starting_price: number;
  start_location: string;
  end_location: string;
  is_german_tour: boolean;
  short_description_html: string;
  highlights: string[];
  inclusions: string[];
  category: { name: string; full_name: string; tour_type: string; background_color: string; absolute_slug: string };
  days: ItineraryDayData[];
}

/** The operator's contact details from site settings (never from code: DECISIONS, brand). */
export interface OperatorContact {
  brand_name: string;
  tagline: string;
  phone: string;
  phone_href: string;
  email: string;
  address_lines: string[];
}

const MEALS: Record<string, string> = { B: 'Breakfast', L: 'Lunch', D: 'Dinner' };

/** 'B, D' -> 'Breakfast, Dinner' (content writes meals as letters, like the tour page reads them). */
export const mealsText = (meals: string) =>
  meals
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((m) => MEALS[m.toUpperCase()] ?? m)
    .join(', ');

/** 'Return from Christchurch' or 'Auckland to Queenstown', as the tour page words it. */
export const routeText = (tour: Pick<ItineraryTourData, 'start_location' | 'end_location'>) =>
  tour.start_location === tour.end_location ? `Return from ${tour.start_location}` : `${tour.start_location} to ${tour.end_location}`;

/** '/new-zealand-tours/south-island-adventure/' -> 'south-island-adventure' */
export const tourSlug = (absoluteSlug: string) => absoluteSlug.split('/').filter(Boolean).pop() ?? '';

/** Where the build publishes a tour's PDF: `/itineraries/<tour slug>.pdf`. */
export const itineraryPdfPath = (tour: Pick<ItineraryTourData, 'absolute_slug'>) => `/itineraries/${tourSlug(tour.absolute_slug)}.pdf`;

/** The file name the browser saves: 'kea-trails-south-island-adventure-itinerary.pdf'. */
export function itineraryPdfFileName(tour: Pick<ItineraryTourData, 'absolute_slug'>, brandName: string): string {
  const brand = brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${brand ? `${brand}-` : ''}${tourSlug(tour.absolute_slug)}-itinerary.pdf`;
}

/** 'From NZ$5,295 per person' */
export const fromPriceText = (startingPrice: number) => `From ${formatNzd(startingPrice)} per person`;

/** An optional activity's price by the site's rule ('From' when options differ); none when it has no visible option. */
export const activityPriceText = (activity: Pick<ItineraryActivity, 'min_price' | 'max_price'>): string | null =>
  activity.max_price > 0 ? activityPriceLabel(activity.min_price, activity.max_price) : null;

export const sortedDays = <T extends Pick<ItineraryDayData, 'ordinal_number'>>(days: readonly T[]): T[] =>
  [...days].sort((a, b) => a.ordinal_number - b.ordinal_number);

/** Snow-family tours get the snow questionnaire (SPEC 2.6); every other tour the trip questionnaire. */
export const isSnowTour = (tour: Pick<ItineraryTourData, 'category'>) => tour.category.tour_type === 'Snow';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Sanitised content HTML (markdown rendered at build time) as plain paragraphs for the PDF:
 * each block (paragraph, list item, heading) becomes one paragraph, list items get a bullet,
 * inline markup is dropped and entities decoded.
 */
export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\u0000• ')
    .replace(/<\/?(p|ul|ol|li|h[1-6]|blockquote|hr|table|tr|div)[^>]*>/gi, '\u0000')
    .replace(/<[^>]+>/g, '')
    .split('\u0000')
    .map((block) => decodeEntities(block).replace(/[ \t\r\f\v]+/g, ' ').replace(/ ?\n ?/g, '\n').trim())
    .filter(Boolean);
}

export { readItineraryParams };

/** The running tour whose api id is `tourId`; undefined for anything else (unknown, archived, malformed). */
export function findItineraryTour<T extends Pick<ItineraryTourData, 'api_id'>>(tours: readonly T[], tourId: string | null): T | undefined {
  if (!tourId || !TOUR_API_ID_PATTERN.test(tourId)) return undefined;
  const id = Number(tourId);
  return tours.find((tour) => tour.api_id === id);
}
