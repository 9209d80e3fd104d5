/**
 * The signed-in pages the server draws with the visitor's own data (contract/signed-in-pages.ts,
 * issue 22): the user home arrives with the customer's bookings in its HTML, so it shows them
 * before any script runs, and the browser's store starts from the same data, so the page
 * hydrates without an error or a second read and works as before. Signing out removes the
 * cookie; a cookie without a valid session gets the static page. The staff lists (bookings,
 * departures, requests, promo codes, leads) and publishing arrive with their first page for staff, a booking's and a
 * departure's staff pages with that booking or manifest, and a booking's receipt and the wizard's
 * steps with the booking their address names.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { SESSION_COOKIE, sessionCookieValue } from '../contract/signed-in-pages';
import { BASE_URL } from '../playwright.config';
import { authHeaders, daysFromToday, departures, incompleteBooking, paidBooking, signInAsAdmin, signUp as signUpThroughApi, useSession, type Session } from './support/booking';
import { getRequests, pageErrors } from './support/pages';

const PASSWORD = 'kea-trails-2031';

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

/** The session's cookie, as the browser's store writes it. */
const cookieOf = (session: { token: string; email: string }): Cookie => ({ name: SESSION_COOKIE, value: sessionCookieValue(session), url: BASE_URL });

/** The browser signed in as a returning visitor is: the stored session and its cookie. */
async function signedInWithCookie(page: Page, session: Session) {
  await useSession(page, session);
  await page.context().addCookies([cookieOf(session)]);
}

/** A page that runs no script, with the session's cookie: what the HTML holds as sent. */
async function withoutScripts(browser: Browser, cookie: Cookie) {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies([cookie]);
  return { noScript, plain: await noScript.newPage() };
}

async function signUp(page: Page, email: string) {
  await page.goto('/user/sign-up/');
  const field = (label: string) => page.getByRole('main').getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Wiremu');
  await field('Email').fill(email);
  await field('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You have no tours booked yet.')).toBeVisible();
}

test('the user home is drawn by the server with the customer’s bookings, and hydrates from them', async ({ page, browser, request }) => {
  const email = `rendered-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;
  await signUp(page, email);
  const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('kea-trails-session'))) ?? '{}');
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the session mirrored into a cookie').toBeTruthy();
  expect(cookie!.sameSite).toBe('Lax');

  const booking = await incompleteBooking(request, session);

  // Before any script: the HTML itself holds the customer's booking.
  const { plain, noScript } = await withoutScripts(browser, cookie!);
  const answer = await plain.goto('/user/');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  const plainCard = plain.getByRole('article').filter({ hasText: booking.tour_name });
  await expect(plainCard).toBeVisible();
  await expect(plainCard.getByText('2 travellers')).toBeVisible();
  await expect(plain.getByText('Loading your bookings…')).toHaveCount(0);
  await noScript.close();

  // With scripts: no hydration error, no early or second read of the user, and the page works.
  const errors = pageErrors(page);
  const userReads = getRequests(page, (url) => url.includes('/api/users/me'));
  await page.goto('/user/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const card = page.getByRole('article').filter({ hasText: booking.tour_name });
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(userReads).toEqual([]);
  expect(errors).toEqual([]);
  // Drawn from its HTML: the page's data is preloaded, its scripts are not (they would share the network with its first paint).
  expect(await page.locator('link[rel="preload"][as="script"]').count()).toBe(0);
  expect(await page.locator('link[rel="preload"][as="fetch"]').count()).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete booking' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have no tours booked yet.')).toBeVisible();

  // Signing out removes the cookie with the session.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
});

test('favourites are drawn by the server with the customer’s activities, hearts on, and hydrate from them', async ({ page, browser }) => {
  await signUp(page, `rendered-favourites-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`);
  const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('kea-trails-session'))) ?? '{}');
  const saved = await page.request.post('/api/users/favourites', { headers: { token: session.token, email: session.email }, data: { activity_id: 1 } });
  expect(saved.ok()).toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;

  const { plain, noScript } = await withoutScripts(browser, cookie);
  await plain.goto('/user/favourites/');
  const plainCard = plain.getByRole('main').getByRole('article');
  await expect(plainCard).toHaveCount(1);
  const name = (await plainCard.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await expect(plainCard.getByRole('button', { name: `Favourited: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await noScript.close();

  const errors = pageErrors(page);
  await page.goto('/user/favourites/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const card = page.getByRole('main').getByRole('article');
  await card.getByRole('button', { name: `Favourited: ${name}` }).click();
  await expect(page.getByText('You have no favourite activities yet.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a session cookie the server does not know gets the static page, and is removed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: SESSION_COOKIE, value: `${'z'.repeat(43)}.nobody%40example.nz`, url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  const answer = await page.goto('/user/');
  expect(answer?.status()).toBe(200);
  await expect(page.getByText('Loading your bookings…')).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  await context.close();
});

test('the staff lists, publishing, requests, promo codes and leads are drawn by the server for staff, and hydrate from their first page', async ({ page, browser, request }) => {
  const staff = await signInAsAdmin(request);
  const cookie = cookieOf(staff);

  // Before any script: each list's count and rows, and the publishing notice, are in the HTML.
  const { plain, noScript } = await withoutScripts(browser, cookie);
  await plain.goto('/staff/bookings/');
  await expect(plain.getByText(/^\d+ bookings? found\.$/)).toBeVisible();
  await plain.goto('/staff/departures/');
  await expect(plain.getByText(/^\d+ departures found\.$/)).toBeVisible();
  expect(await plain.getByRole('main').getByRole('row').count()).toBeGreaterThan(1);
  await plain.goto('/staff/publishing/');
  await expect(plain.getByText('Publishing from Contentful is off on this server', { exact: false })).toBeVisible();
  // The requests queue, the promo codes and the leads: their lists, not their loading lines.
  await plain.goto('/staff/requests/');
  await expect(plain.getByText(/^No on-request bookings are waiting\.$/).or(plain.locator('#requests-title ~ table'))).toBeVisible();
  await expect(plain.getByText('Loading the requests…')).toHaveCount(0);
  await plain.goto('/staff/promo-codes/');
  await expect(plain.getByText('No promo codes yet.').or(plain.locator('#promo-list ~ table'))).toBeVisible();
  await expect(plain.getByText('Loading the promo codes…')).toHaveCount(0);
  await plain.goto('/staff/leads/');
  await expect(plain.getByText(/^\d+ leads? found\.$/)).toBeVisible();
  await expect(plain.getByText('Loading the leads…')).toHaveCount(0);
  await noScript.close();

  // With scripts: no hydration error, the first page is not asked again, and the filters work.
  await signedInWithCookie(page, staff);
  const errors = pageErrors(page);
  const listReads = getRequests(page, (url) => url.includes('/api/staff/departures'));
  await page.goto('/staff/departures/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(listReads).toEqual([]);
  expect(errors).toEqual([]);
  const search = page.getByRole('search', { name: 'Filter departures' });
  await search.getByLabel('Tour').selectOption({ label: 'South Island Adventure' });
  await search.getByRole('button', { name: 'Show departures' }).click();
  await expect.poll(() => listReads.length).toBe(1);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toContainText('South Island Adventure');
});

test('a booking’s and a departure’s staff pages are drawn by the server at their own number, and hydrate from them', async ({ page, browser, request }) => {
  const customer = await signUpThroughApi(request, 'staff-drawn');
  const booking = await incompleteBooking(request, customer);
  const detail = await (await request.get(`/api/bookings/bookings/${booking.id}`, { headers: authHeaders(customer) })).json();
  const departureNumber = String(detail.booking.departure_id).replace(/^\D+-/, '');
  const staff = await signInAsAdmin(request);
  const cookie = cookieOf(staff);

  // Before any script: the booking, its lock and its audit log; the departure's manifest with its traveller count.
  const { plain, noScript } = await withoutScripts(browser, cookie);
  await plain.goto(`/staff/bookings/${booking.id}/`);
  await expect(plain.getByRole('heading', { level: 2, name: new RegExp(`^${booking.tour_name}, `) })).toBeVisible();
  await expect(plain.getByRole('heading', { level: 3, name: 'Not locked' })).toBeVisible();
  await expect(plain.getByText('Loading the booking…')).toHaveCount(0);
  await plain.goto(`/staff/departures/${departureNumber}/`);
  await expect(plain.locator('#manifest-title')).toContainText(`${booking.tour_name}, `);
  await expect(plain.getByRole('heading', { level: 2, name: 'Travellers' })).toBeVisible();
  await noScript.close();

  // With scripts: no hydration error, the booking is not asked again, and its actions work.
  await signedInWithCookie(page, staff);
  const errors = pageErrors(page);
  const bookingReads = getRequests(page, (url) => url.includes(`/api/bookings/bookings/${booking.id}`));
  await page.goto(`/staff/bookings/${booking.id}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(bookingReads).toEqual([]);
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Lock the booking' }).click();
  await expect(page.getByText('Locked: the customer can no longer change it online.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Locked', exact: true })).toBeVisible();
});

test('a receipt is drawn by the server with the booking its address names, and hydrates from it', async ({ page, browser, request }) => {
  const customer = await signUpThroughApi(request, 'receipt-drawn');
  const booking = await incompleteBooking(request, customer);
  const cookie = cookieOf(customer);
  const address = `/bookings/receipt/?bookingId=${booking.id}&tour=${booking.tour_slug}`;

  const { plain, noScript } = await withoutScripts(browser, cookie);
  await plain.goto(address);
  await expect(plain.getByRole('heading', { level: 1, name: booking.tour_name })).toBeVisible();
  await expect(plain.getByText(`Booking reference ${booking.id}`, { exact: true })).toBeVisible();
  await expect(plain.getByText('No payments yet.')).toBeVisible();
  await expect(plain.getByText('Loading your receipt…')).toHaveCount(0);
  await noScript.close();

  await signedInWithCookie(page, customer);
  const errors = pageErrors(page);
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: booking.tour_name })).toBeVisible();
  // A client-side link into the wizard: this booking's conditions are not agreed yet, so its guard shows them first.
  await page.getByRole('link', { name: '← Back to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/details/\\?bookingId=${booking.id}`));
  await expect(page.getByRole('heading', { level: 3, name: 'Before you book: the short version' })).toBeVisible();
});

test('a wizard step is drawn by the server with the booking its address names, and works once hydrated', async ({ page, browser, request }) => {
  const customer = await signUpThroughApi(request, 'step-drawn');
  const booking = await incompleteBooking(request, customer);
  const cookie = cookieOf(customer);
  const address = `/bookings/details/?bookingId=${booking.id}&tour=${booking.tour_slug}`;

  // Before any script: the booking's header and its conditions, with this booking's deposit.
  const { plain, noScript } = await withoutScripts(browser, cookie);
  await plain.goto(address);
  await expect(plain.getByRole('heading', { level: 1, name: booking.tour_name })).toBeVisible();
  await expect(plain.getByRole('heading', { level: 3, name: 'Before you book: the short version' })).toBeVisible();
  await expect(plain.getByText(/for this\s+booking\) secures your places/)).toBeVisible();
  await expect(plain.getByText('Loading your booking…')).toHaveCount(0);
  await noScript.close();

  // With scripts: no hydration error, and the step goes on as before.
  await signedInWithCookie(page, customer);
  const errors = pageErrors(page);
  // The booking was read for this very page request: not asked again as the page hydrates, but on the next step.
  const bookingReads = getRequests(page, (url) => url.endsWith(`/api/bookings/bookings/${booking.id}`));
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(bookingReads).toEqual([]);
  await page.getByRole('checkbox', { name: /I have read and agree to the booking conditions/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/traveller-details/\\?bookingId=${booking.id}`));
  await expect.poll(() => bookingReads.length).toBeGreaterThan(0);
});

test('the add-ons step drawn by the server hydrates on a phone without a mismatch, with only its first day open', async ({ browser, request }) => {
  const customer = await signUpThroughApi(request, 'addons-phone');
  const departure = (await departures(request)).find((d) => daysFromToday(d.date) > 90)!;
  const booking = await paidBooking(request, customer, departure);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signedInWithCookie(page, customer);
  const errors = pageErrors(page);
  await page.goto(`/bookings/add-ons/?bookingId=${booking.id}&tour=${booking.tour}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const days = page.getByTestId('addon-day');
  expect(await days.count()).toBeGreaterThan(1);
  await expect(days.first()).toHaveAttribute('data-open', 'true');
  await expect(days.nth(1)).toHaveAttribute('data-open', 'false');
  await expect(days.nth(1).getByRole('checkbox')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A phone's first render once differed from the server's (React's error 418, the page drawn again).
  expect(errors).toEqual([]);
  await context.close();
});

test('the bookings list is drawn by the server with the customer’s bookings, and works once hydrated', async ({ page, browser, request }) => {
  const customer = await signUpThroughApi(request, 'list-drawn');
  const booking = await incompleteBooking(request, customer);
  const cookie = cookieOf(customer);

  const { plain, noScript } = await withoutScripts(browser, cookie);
  await plain.goto('/bookings/');
  await expect(plain.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeVisible();
  await expect(plain.getByRole('article').filter({ hasText: booking.tour_name })).toBeVisible();
  await expect(plain.getByText('Loading your bookings…')).toHaveCount(0);
  await noScript.close();

  await signedInWithCookie(page, customer);
  const errors = pageErrors(page);
  const listReads = getRequests(page, (url) => url.endsWith('/api/bookings/bookings'));
  await page.goto('/bookings/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(listReads).toEqual([]);
  await page.getByRole('article').filter({ hasText: booking.tour_name }).getByRole('link', { name: /^Manage Tour/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/[a-z-]+/\\?bookingId=${booking.id}`));
});

