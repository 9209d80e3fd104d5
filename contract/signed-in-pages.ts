/**
 * Signed-in pages the server draws with the visitor's own data (issue 22: their largest paint
 * is that data, which a static page can only draw once the scripts have arrived and asked for
 * it). The browser keeps its session in localStorage and mirrors it into a cookie, which the
 * page request carries; the server reads the pages' API answers for that session, renders the
 * page with them and hands them to the browser's store in a JSON script. Without the cookie, or
 * when the session is no longer valid, the same address is the static page it always was.
 */
import { STAFF_LIST_PER_PAGE } from './staff-rules';

/** How long a session lives after its last use (the server's sessions, the cookie's Max-Age). */
export const SESSION_DAYS = 30;

/** The cookie holding the session for page requests: `<token>.<email, percent-encoded>`. */
export const SESSION_COOKIE = 'kea_session';

/** The id of the JSON script holding a rendered page's data (the store starts from it). */
export const PAGE_SEED_ID = 'kea-seed';

/** The booking wizard's step pages (src/features/booking/booking-steps.ts pre-renders each at its address). */
export const WIZARD_STEP_PAGES = ['details', 'traveller-details', 'essentials', 'add-ons', 'review', 'payment', 'late-request'].map((step) => `/bookings/${step}/`);

/** In a read, today's date in New Zealand when the page is drawn (a list from today on). */
export const TODAY_IN_READ = '{today}';

/** In a page's path, the number of the booking or departure it shows (its pre-rendered frame's path holds `[id]`)... */
export const ID_IN_PAGE = '[id]';
/** ...and in that page's reads, the same number. */
export const ID_IN_READ = '{id}';

/**
 * Each server-drawn page and the API reads (GET, under /api/, for the session) its first
 * render needs, in the order its components read them; a list's read asks for the first page
 * its filters start with (the staff lists' own defaults). A staff page read for a customer is
 * refused by the API, and the page is then sent static.
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/user/': ['users/me', 'bookings/bookings'],
  '/user/favourites/': ['users/me', 'users/favourites'],
  '/staff/bookings/': ['users/me', `staff/bookings?page=1&per_page=${STAFF_LIST_PER_PAGE}`],
  '/staff/departures/': ['users/me', `staff/departures?from=${TODAY_IN_READ}&page=1&per_page=${STAFF_LIST_PER_PAGE}`],
  '/staff/publishing/': ['users/me', 'staff/publishing'],
  '/staff/requests/': ['users/me', 'staff/requests'],
  '/staff/promo-codes/': ['users/me', 'staff/promo_codes'],
  '/staff/leads/': ['users/me', `staff/leads?page=1&per_page=${STAFF_LIST_PER_PAGE}`],
  '/staff/bookings/[id]/': ['users/me', `bookings/bookings/${ID_IN_READ}`, `staff/bookings/${ID_IN_READ}/events`],
  '/staff/departures/[id]/': ['users/me', `staff/departures/${ID_IN_READ}/manifest`, `staff/departures/${ID_IN_READ}/suppliers`],
  '/bookings/receipt/': ['users/me', `bookings/bookings/${ID_IN_READ}`],
  '/bookings/': ['users/me', 'bookings/bookings'],
  // The wizard's steps: the customer's list (where the wizard's guard finds the booking) and the booking in full.
  ...Object.fromEntries(WIZARD_STEP_PAGES.map((page) => [page, ['users/me', 'bookings/bookings', `bookings/bookings/${ID_IN_READ}`]])),
};

/** Pages whose number is in their address's query, not their path: the receipt's and the steps' `?bookingId=`. */
const ID_IN_QUERY: Readonly<Record<string, string>> = Object.fromEntries(['/bookings/receipt/', ...WIZARD_STEP_PAGES].map((page) => [page, 'bookingId']));

/** The pages with their number in their path, split around it once (not per request). */
const PAGES_WITH_ID_IN_PATH = Object.keys(SIGNED_IN_PAGES)
  .filter((page) => page.includes(ID_IN_PAGE))
  .map((page) => {
    const [before, after] = page.split(ID_IN_PAGE);
    return { page, before, after };
  });

/** A drawn page: its path, the number it shows, and the address it is drawn at. */
export interface SignedInPage {
  page: string;
  id?: string;
  location: string;
}

const isPageNumber = (id: string | null): id is string => id !== null && /^[1-9]\d{0,8}$/.test(id);

/**
 * A drawn page's path ('/staff/bookings/[id]/' for '/staff/bookings/42/'), the number it shows
 * (in its path, or in its query: `search` is the address's, '?bookingId=41&tour=x'), and the
 * address it is drawn at; undefined for an address that is not drawn (a receipt without a
 * booking's number among them).
 */
export function signedInPageOf(pathname: string, search = ''): SignedInPage | undefined {
  if (SIGNED_IN_PAGES[pathname]) {
    const param = ID_IN_QUERY[pathname];
    if (!param) return { page: pathname, location: pathname };
    const id = new URLSearchParams(search).get(param);
    return isPageNumber(id) ? { page: pathname, id, location: `${pathname}${search}` } : undefined;
  }
  for (const { page, before, after } of PAGES_WITH_ID_IN_PATH) {
    if (!pathname.startsWith(before) || !pathname.endsWith(after)) continue;
    const id = pathname.slice(before.length, pathname.length - after.length);
    if (isPageNumber(id)) return { page, id, location: pathname };
  }
  return undefined;
}

/** A drawn page's reads as the server makes them on `today` (YYYY-MM-DD in New Zealand). */
export function readsOfPage({ page, id }: SignedInPage, today: string): string[] {
  return SIGNED_IN_PAGES[page].map((read) => read.replaceAll(TODAY_IN_READ, today).replaceAll(ID_IN_READ, id ?? ''));
}

/**
 * A read as its seed reader is registered and given it: its path with the number in it as
 * `{id}` ('staff/bookings/{id}/events'), and its values: its query's (a list's filters and page)
 * and `id`.
 */
export function splitRead(read: string): { path: string; values: Record<string, string> } {
  const mark = read.indexOf('?');
  const values: Record<string, string> = mark < 0 ? {} : Object.fromEntries(new URLSearchParams(read.slice(mark + 1)));
  const path = (mark < 0 ? read : read.slice(0, mark)).replace(/\/(\d+)(?=\/|$)/, (_, id: string) => {
    values.id = id;
    return `/${ID_IN_READ}`;
  });
  return { path, values };
}

/** What the server hands the browser's store: whose session, and each read's JSON answer. */
export interface PageSeed {
  session: { email: string; is_admin: boolean };
  answers: Record<string, unknown>;
}

export interface CookieSession {
  token: string;
  email: string;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export function sessionCookieValue({ token, email }: CookieSession): string {
  return `${token}.${encodeURIComponent(email)}`;
}

/** The session in a Cookie header, or null when it has none or a malformed one. */
export function sessionFromCookieHeader(header: string | undefined): CookieSession | null {
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    const dot = value.indexOf('.');
    if (dot < 0) return null;
    const token = value.slice(0, dot);
    let email: string;
    try {
      email = decodeURIComponent(value.slice(dot + 1));
    } catch {
      return null;
    }
    if (!TOKEN_SHAPE.test(token) || !email || email.length > 320) return null;
    return { token, email };
  }
  return null;
}

/** A `document.cookie` assignment (or Set-Cookie value) that stores the session, or removes it (null). */
export function sessionCookieString(session: CookieSession | null, secure: boolean): string {
  const value = session ? sessionCookieValue(session) : '';
  const maxAge = session ? SESSION_DAYS * 24 * 60 * 60 : 0;
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The JSON script body for a seed: `<` escaped, so no answer can end the script early. */
export function seedScriptBody(seed: PageSeed): string {
  return JSON.stringify(seed).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
