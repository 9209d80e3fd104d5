/**
 * Pre-rendered frames of client-rendered pages. Each booking step has its own page at its own
 * address (`/bookings/traveller-details/`), rendered by the wizard's component with `framed`: the
 * booking header, the steps and the page's title and lead are in its HTML, so they paint before
 * the scripts and the booking arrive (the booking itself is read in the browser, from the query).
 * So is the booking link's sign-in page (`/bookings/extra-details/`), whose words are the same
 * for every booking. Every other /bookings/* address is answered by the wizard's client-only shell.
 *
 * So for the staff area's fixed pages (`/staff/departures/`): the staff header, its title and nav
 * (and the dashboard's headings) paint from the HTML while the session and the data are read.
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import { FRAMED_BOOKING_PAGES, bookingPagePath } from '../features/booking/booking-steps';
import { STAFF_FIXED_PAGES, type StaffFixedPage } from '../features/staff/staff-routes';

const WIZARD = path.resolve(process.cwd(), 'src', 'pages', 'bookings', '[...].tsx');
const STAFF = path.resolve(process.cwd(), 'src', 'pages', 'staff', '[...].tsx');

export function createClientFrames(createPage: Actions['createPage']) {
  for (const page of FRAMED_BOOKING_PAGES) {
    createPage({ path: bookingPagePath(page), component: WIZARD, context: { framed: page } });
  }
  for (const [page, { path: pagePath }] of Object.entries(STAFF_FIXED_PAGES)) {
    createPage({ path: pagePath, component: STAFF, context: { framed: page as StaffFixedPage } });
  }
}
