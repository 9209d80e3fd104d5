/**
 * Every page type the bench measures (issue 22): one page of each component the build emitted
 * (each template, each static page, read from public/page-data so a new page type is measured
 * without editing this file), then the client-only screens one by one: the account pages
 * signed out and in, each wizard step with a real booking, the receipt, the staff pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchFixtures } from './fixtures';

export interface BenchPage {
  name: string;
  path: string;
  /** Include in the bytes report. */
  bytes: boolean;
  /** Whose session the browser holds when the page loads (none: signed out). */
  session?: 'customer' | 'staff';
}

/** The pages measured since the first bench, kept under their names so reports compare. */
const NAMED: Record<string, { name: string; bytes: boolean }> = {
  'component---src-pages-index-tsx': { name: 'home', bytes: true },
  'component---src-pages-tours-tsx': { name: 'tours list', bytes: false },
  'component---src-templates-tour-tsx': { name: 'tour page', bytes: true },
  'component---src-templates-activity-tsx': { name: 'activity page', bytes: false },
  'component---src-pages-discounts-tsx': { name: 'deals', bytes: false },
  'component---src-pages-user-sign-in-tsx': { name: 'sign-in', bytes: false },
};

/** Components whose one page is a shell for client-only routes: measured screen by screen below. */
const CLIENT_ONLY = new Set(['component---src-pages-bookings-tsx', 'component---src-pages-staff-tsx', 'component---src-pages-user-tsx']);
/** Pages that only make sense signed in (they send a visitor to sign in otherwise). */
const SIGNED_IN = new Set(['component---src-pages-user-edit-tsx', 'component---src-pages-user-favourites-tsx']);

interface PageData {
  componentChunkName: string;
  path: string;
  matchPath?: string;
}

function pagesByComponent(publicDir: string): Map<string, string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') files.push(full);
    }
  };
  walk(path.join(publicDir, 'page-data'));
  const byComponent = new Map<string, string>();
  for (const file of files.sort()) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as PageData;
    // Gatsby's dev 404 and the `404.html` copy are the same page as /404/.
    if (data.path === '/404.html' || data.path === '/dev-404-page/') continue;
    const current = byComponent.get(data.componentChunkName);
    // The shortest path is the most typical page of a template (a tour, not a tour's sub-page).
    if (!current || data.path.length < current.length) byComponent.set(data.componentChunkName, data.path);
  }
  return byComponent;
}

const componentName = (chunk: string) =>
  chunk
    .replace(/^component---src-/, '')
    .replace(/-tsx$/, '')
    .replace(/^pages-/, 'page: ')
    .replace(/^templates-/, 'template: ');

export function benchPages(publicDir: string, fixtures: BenchFixtures): BenchPage[] {
  const { booking } = fixtures;
  const pages: BenchPage[] = [];
  for (const [component, pagePath] of pagesByComponent(publicDir)) {
    if (CLIENT_ONLY.has(component)) continue;
    const named = NAMED[component];
    pages.push({
      name: named?.name ?? componentName(component),
      path: pagePath,
      bytes: named?.bytes ?? false,
      session: SIGNED_IN.has(component) ? 'customer' : undefined,
    });
  }
  // Named pages first, in the order of earlier reports; the rest by name.
  const order = Object.values(NAMED).map((n) => n.name);
  pages.sort((a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99) || a.name.localeCompare(b.name));

  const ref = `?bookingId=${booking.id}&tour=${booking.tour}`;
  const manifestId = String(booking.departureId).replace(/^\D+-/, '');
  pages.push(
    // The itinerary download's address as forms, emails and links give it: the server's redirect, then the tour's pre-rendered itinerary.
    { name: 'itinerary download by its address', path: `/itinerary-download/?tour_id=${booking.tourId}&after=true`, bytes: false },
    { name: 'account home, signed out', path: '/user/', bytes: false },
    { name: 'account home, signed in', path: '/user/', bytes: false, session: 'customer' },
    { name: 'wizard: bookings list', path: '/bookings/', bytes: false, session: 'customer' },
    { name: 'wizard: details', path: `/bookings/details/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: traveller details', path: `/bookings/traveller-details/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: essentials', path: `/bookings/essentials/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: add-ons', path: `/bookings/add-ons/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: review', path: `/bookings/review/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: payment', path: `/bookings/payment/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: receipt', path: `/bookings/receipt/${ref}`, bytes: false, session: 'customer' },
    { name: 'wizard: booking link signed out', path: `/bookings/extra-details/${ref}`, bytes: false },
    { name: 'staff: dashboard', path: '/staff/', bytes: false, session: 'staff' },
    { name: 'staff: bookings search', path: '/staff/bookings/', bytes: false, session: 'staff' },
    { name: 'staff: a booking', path: `/staff/bookings/${booking.id}/`, bytes: false, session: 'staff' },
    { name: 'staff: requests', path: '/staff/requests/', bytes: false, session: 'staff' },
    { name: 'staff: departures', path: '/staff/departures/', bytes: false, session: 'staff' },
    { name: 'staff: manifest', path: `/staff/departures/${manifestId}/`, bytes: false, session: 'staff' },
    { name: 'staff: promo codes', path: '/staff/promo-codes/', bytes: false, session: 'staff' },
    { name: 'staff: leads', path: '/staff/leads/', bytes: false, session: 'staff' },
    { name: 'staff: publishing', path: '/staff/publishing/', bytes: false, session: 'staff' },
  );
  const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim().toLowerCase());
  return only ? pages.filter((p) => only.some((o) => p.name.toLowerCase().includes(o))) : pages;
}
