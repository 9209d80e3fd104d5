/**
 * Pre-rendered frames of client-rendered pages. Each booking step has its own page at its own
 * address (`/bookings/traveller-details/`), rendered by the wizard's component with `framed`: the
 * booking header, the steps and the page's title and lead are in its HTML, so they paint before
 * the scripts and the booking arrive (the booking itself is read in the browser, from the query).
 * Every other /bookings/* address is still answered by the wizard's client-only shell.
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import { SHELL_PAGES, bookingPagePath } from '../features/booking/booking-steps';

const WIZARD = path.resolve(process.cwd(), 'src', 'pages', 'bookings', '[...].tsx');

export function createClientFrames(createPage: Actions['createPage']) {
  for (const page of SHELL_PAGES) {
    createPage({ path: bookingPagePath(page), component: WIZARD, context: { framed: page } });
  }
}
