/**
 * The staff area's addresses (client-rendered /staff/*). Pure: the router reads them, and the
 * build pre-renders each fixed page's frame at its own address (src/node/client-frames.ts).
 */
export type StaffRoute =
  | { page: 'dashboard' }
  | { page: 'requests' }
  | { page: 'bookings' }
  | { page: 'booking'; id: number }
  | { page: 'departures' }
  | { page: 'manifest'; id: number }
  | { page: 'promo-codes' }
  | { page: 'leads' }
  | { page: 'publishing' }
  | { page: 'not-found' };

/** The pages at one fixed address each, with their titles (the pages of one booking or departure take theirs from the id). */
export const STAFF_FIXED_PAGES = {
  dashboard: { path: '/staff/', title: 'Dashboard' },
  requests: { path: '/staff/requests/', title: 'On-request bookings' },
  bookings: { path: '/staff/bookings/', title: 'Bookings' },
  departures: { path: '/staff/departures/', title: 'Departures' },
  'promo-codes': { path: '/staff/promo-codes/', title: 'Promo codes' },
  leads: { path: '/staff/leads/', title: 'Leads' },
  publishing: { path: '/staff/publishing/', title: 'Publishing' },
} as const satisfies Partial<Record<StaffRoute['page'], { path: string; title: string }>>;

export type StaffFixedPage = keyof typeof STAFF_FIXED_PAGES;

export const isStaffFixedPage = (page: StaffRoute['page']): page is StaffFixedPage => Object.prototype.hasOwnProperty.call(STAFF_FIXED_PAGES, page);

/**
 * The pages of one booking or one departure, each pre-rendered once as a frame (the staff header
 * and a loading note) that answers every address under `matchPath` (`/staff/bookings/41/`); their
 * frame's title leaves the id out, as the HTML is the same for every id.
 */
export const STAFF_ID_PAGES = {
  booking: { path: '/staff/bookings/[id]/', matchPath: '/staff/bookings/*', frameTitle: 'Booking' },
  manifest: { path: '/staff/departures/[id]/', matchPath: '/staff/departures/*', frameTitle: 'Departure manifest' },
} as const satisfies Partial<Record<StaffRoute['page'], { path: string; matchPath: string; frameTitle: string }>>;

export type StaffIdPage = keyof typeof STAFF_ID_PAGES;

export const isStaffIdPage = (page: string): page is StaffIdPage => Object.prototype.hasOwnProperty.call(STAFF_ID_PAGES, page);

/** The staff pages the build pre-renders with a frame. */
export type StaffFramedPage = StaffFixedPage | StaffIdPage;

const ID = '([1-9][0-9]{0,8})';
const BY_PATH = new Map(Object.entries(STAFF_FIXED_PAGES).map(([page, { path }]) => [path.replace(/\/$/, ''), page as StaffFixedPage]));

/** '/staff/' -> the dashboard; '/staff/bookings/41/' -> booking 41; '/staff/departures/7/' -> its manifest. */
export function staffRoute(pathname: string): StaffRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed = BY_PATH.get(path);
  if (fixed) return { page: fixed };
  const booking = new RegExp(`^/staff/bookings/${ID}$`).exec(path);
  if (booking) return { page: 'booking', id: Number(booking[1]) };
  const departure = new RegExp(`^/staff/departures/${ID}$`).exec(path);
  if (departure) return { page: 'manifest', id: Number(departure[1]) };
  return { page: 'not-found' };
}
