/**
 * No page scrolls sideways (issue 23): every page type at 375, 768, 834, 1024 and 1280 px, the
 * document no wider than the window. One page, resized in place per width (the lists that switch
 * between table and cards follow the width), so the whole walk stays quick.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { hydrated } from './support/pages';
import { authHeaders, daysFromToday, departures, signUp, useSession } from './support/booking';

const WIDTHS = [375, 768, 834, 1024, 1280];

const PUBLIC_PAGES = [
  '/',
  '/tours/',
  '/new-zealand-tours/',
  '/new-zealand-tours/north-island-express/',
  '/tours-search/?location=south-island',
  '/destinations/',
  '/destinations/queenstown/',
  '/activities/',
  '/activities/sky-tower-skywalk/',
  '/discounts/',
  '/departures/',
  '/on-request/',
  '/about-us/',
  '/about-us/reviews/',
  '/about-us/our-people/',
  '/about-us/our-awards/',
  '/about-us/faqs/',
  '/about-us/inbound-operator-services/',
  '/contact-us/',
  '/contact-thank-you/',
  '/itinerary-download/?tour_id=3&after=true',
  '/itinerary-download/?tour_id=999',
  '/privacy/',
  '/win/',
  '/user/sign-in/',
  '/user/sign-up/',
  '/user/reset-password/',
  '/no-such-page/',
];

/** Each width in turn: the widths at which the document is wider than the window. */
async function sidewaysAt(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
      const inner = window.innerWidth;
      // The widest element that sticks out, to say what to fix.
      let worst: { what: string; right: number } | null = null;
      if (document.documentElement.scrollWidth > inner) {
        for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > inner + 0.5 && (!worst || r.right > worst.right)) {
            worst = { what: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`, right: Math.round(r.right) };
          }
        }
      }
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: inner, culprit: worst };
    });
    if (scrollWidth > innerWidth) found.push(`${path} at ${width}px: ${scrollWidth}px wide (${culprit ? `${culprit.what} to ${culprit.right}px` : '?'})`);
  }
  return found;
}

async function walk(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await hydrated(page);
    found.push(...(await sidewaysAt(page, path)));
  }
  return found;
}

test.describe('no page scrolls sideways at 375, 768, 834, 1024 or 1280 px', () => {
  test('public pages', async ({ page }) => {
    test.setTimeout(240_000);
    expect(await walk(page, PUBLIC_PAGES)).toEqual([]);
  });

  test('the account pages and a booking step, signed in', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signUp(request, 'widths');
    const departure = (await departures(request)).find((d) => d.available_seats > 0 && daysFromToday(d.date) > 60)!;
    const created = await request.post('/api/bookings/bookings', { headers: authHeaders(session), data: { 'bookings/booking': { departure_id: departure.id } } });
    expect(created.ok(), await created.text()).toBe(true);
    const booking = ((await created.json()) as { 'bookings/booking': { id: number; tour_slug: string } })['bookings/booking'];
    await useSession(page, session);
    const ref = `bookingId=${booking.id}&tour=${booking.tour_slug}`;
    const found = await walk(page, ['/user/', '/user/favourites/', '/user-edit/', '/bookings/', `/bookings/details/?${ref}`, `/bookings/review/?${ref}`]);
    expect(found).toEqual([]);
  });
});
