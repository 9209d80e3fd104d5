/**
 * Pre-rendered frames of client-rendered pages. Each booking step has its own page at its own
 * address (`/bookings/traveller-details/`), rendered by the wizard's component with `framed`: the
 * booking header, the steps and the page's title and lead are in its HTML, so they paint before
 * the scripts and the booking arrive (the booking itself is read in the browser, from the query).
 * So is the booking link's sign-in page (`/bookings/extra-details/`), whose words are the same
 * for every booking, and the receipt's (`/bookings/receipt/`: its header and loading note, as the
 * wizard draws it while the booking is read). Every other /bookings/* address is answered by the
 * wizard's client-only shell.
 *
 * So for the staff area's fixed pages (`/staff/departures/`): the staff header, its title and nav
 * (and the dashboard's headings) paint from the HTML while the session and the data are read; and
 * for a booking's and a departure's pages, one frame each that answers every id (a client-only
 * page of its own, more specific than /staff/*: `/staff/bookings/*`).
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import { FRAMED_BOOKING_PAGES, framedPagePath } from '../features/booking/booking-steps';
import { STAFF_FIXED_PAGES, STAFF_ID_PAGES, type StaffFramedPage } from '../features/staff/staff-routes';
import { EDIT_ACCOUNT_PATH } from '../features/account/account';

const WIZARD = path.resolve(process.cwd(), 'src', 'pages', 'bookings', '[...].tsx');
const STAFF = path.resolve(process.cwd(), 'src', 'pages', 'staff', '[...].tsx');

export function createClientFrames(createPage: Actions['createPage']) {
  for (const page of FRAMED_BOOKING_PAGES) {
    createPage({ path: framedPagePath(page), component: WIZARD, context: { framed: page } });
  }
  for (const [page, { path: pagePath }] of Object.entries(STAFF_FIXED_PAGES)) {
    createPage({ path: pagePath, component: STAFF, context: { framed: page as StaffFramedPage } });
  }
  for (const [page, { path: pagePath, matchPath }] of Object.entries(STAFF_ID_PAGES)) {
    createPage({ path: pagePath, matchPath, component: STAFF, context: { framed: page as StaffFramedPage } });
  }
}

/**
 * File pages that draw their own frame until the session is read (Edit Account: its form, empty
 * and disabled). Their largest paint is in their HTML too, so they load as the frames above do:
 * their scripts are not preloaded to share the network with that paint (Edit Account's mobile
 * FCP was 1.5 s with them, its LCP the frame's hint at 2.2 s).
 */
const SELF_FRAMED_PAGES: readonly string[] = [EDIT_ACCOUNT_PATH];

/** The paths of the build's pages that paint from a pre-rendered frame (post-build.ts loads them as such). */
export function framePathsOf(pages: Iterable<{ path: string; context?: { framed?: string } }>): string[] {
  return [...pages].filter((page) => page.context?.framed || SELF_FRAMED_PAGES.includes(page.path)).map((page) => page.path);
}
