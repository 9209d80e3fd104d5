/**
 * Deals, departures, the availability calendar, the waitlist and favourites against the real
 * server (SPEC 2.3, 4.1, 4.4, 4.7, 5, 9; DECISIONS; issue 6): filter the deals and book one,
 * Load More on the departures, check a date on a tour page and land in the booking (also by
 * keyboard alone), join a sold-out departure's waitlist and receive the email when a seat
 * frees up, favourite an activity while signed out, and axe (WCAG 2.1 A and AA) on the deals,
 * the departures and the calendar modal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations as axe } from './support/a11y';

const PASSWORD = 'kea-trails-2031';
const SESSION_KEY = 'kea-trails-session';
const SHOTS = process.env.DEALS_SHOTS_DIR ?? '/tmp';
/** The e2e server writes mail here (playwright.config.ts: OUTBOX_DIR=var/e2e/outbox). */
const OUTBOX = path.resolve('var/e2e/outbox');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Session {
  token: string;
  email: string;
  is_admin: boolean;
}

interface Departure {
  id: string;
  date: string;
  reverse: boolean;
  available_seats: number;
  tour_type: string;
  tour_id: number;
  tour_slug: string;
  category_slug: string;
  discount_rate: number;
  tour_data: { name: string; start_location: string; end_location: string };
}

const uniqueEmail = (label: string) => `deals-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;

async function signUp(request: APIRequestContext, label: string, email = uniqueEmail(label)): Promise<Session> {
  const response = await request.post('/api/users/sign_up', { data: { FirstName: 'Aroha', Email: email, Password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { session: Session }).session;
}

/** Signs the browser in the quick way: the session the site keeps in localStorage. */
async function useSession(page: Page, session: Session) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

/** Whole days from today (New Zealand) to `date`. */
function daysFromToday(date: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  return Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
}

async function list(request: APIRequestContext, query: string): Promise<Departure[]> {
  const response = await request.get(`/api/tour_info/departures?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { 'tour_info/departures': Departure[] })['tour_info/departures'];
}

const idOf = (d: Departure) => d.id.replace(/^departure-/, '');
const tourPage = (d: Departure) => `/${d.category_slug}/${d.tour_slug}/`;
const fromOf = (d: Departure) => (d.reverse ? d.tour_data.end_location : d.tour_data.start_location);

/** react-datepicker names a day 'Choose Sunday, December 7th, 2026'. */
function dayLabel(date: string): RegExp {
  const [y, m, d] = date.split('-').map(Number);
  const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return new RegExp(`^Choose \\w+, ${MONTHS[m - 1]} ${d}${suffix}, ${y}$`);
}

/** Opens the availability calendar of the tour page we are on and clicks a date. */
async function pickInCalendar(page: Page, date: string) {
  const dialog = page.getByRole('dialog', { name: 'Check availability' });
  const day = dialog.getByRole('gridcell', { name: dayLabel(date) });
  // The months come with the tour's dates: looked for while they load, a date in the first month
  // shown was taken as further on, and 'Next month' (clicked as soon as it appeared) went past it.
  await expect(dialog.getByRole('gridcell').first()).toBeVisible();
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailsTo(email: string): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(OUTBOX, f), 'utf8')))
    .filter((m) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

test.describe('deals and departures', () => {
  test('filters the deals, shows On Request inside 30 days, and books an Early Bird deal', async ({ page, request }) => {
    const deals = (await list(request, 'last_deal=true&minimal_data=true')).filter((d) => d.available_seats > 0);
    const target = deals.find((d) => daysFromToday(d.date) > 60);
    expect(target, 'a seeded Early Bird deal').toBeTruthy();
    const session = await signUp(request, 'deal');
    await useSession(page, session);

    await page.goto('/discounts/');
    await expect(page.getByRole('heading', { level: 1, name: 'New Zealand Package Deals' })).toBeVisible();
    const lastMinute = page.getByRole('table', { name: 'Last Minute deals' });
    const earlyBird = page.getByRole('table', { name: 'Early Bird deals' });
    await expect(earlyBird.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Departing in' })).toHaveValue('1000');
    await page.screenshot({ path: `${SHOTS}/deals-discounts-1280.png`, fullPage: true });
    await axe(page);

    // Inside 30 days every deal is On Request (SPEC 9 and DECISIONS), with no Book link.
    await page.getByRole('combobox', { name: 'Departing in' }).selectOption({ label: 'Next 30 days' });
    const soon = deals.filter((d) => daysFromToday(d.date) <= 30);
    if (soon.length > 0) {
      await expect(lastMinute.getByRole('link', { name: /^On Request/ }).first()).toBeVisible();
      await expect(lastMinute.getByRole('link', { name: /^Book/ })).toHaveCount(0);
    } else {
      await expect(page.getByText('No matching tours.').first()).toBeVisible();
    }
    await expect(page.getByText('There are no deals available right now, check back soon.').or(page.getByText('No matching tours.')).first()).toBeVisible();

    // From and tour type narrow both lists to the target's kind of trip.
    await page.getByRole('combobox', { name: 'Departing in' }).selectOption({ label: 'All departures' });
    await page.getByRole('combobox', { name: 'From' }).selectOption(fromOf(target!));
    await page.getByRole('combobox', { name: 'Tour type' }).selectOption(target!.tour_type);
    const expected = deals.filter((d) => daysFromToday(d.date) > 60 && fromOf(d) === fromOf(target!) && d.tour_type === target!.tour_type).length;
    await expect(page.getByText(`Showing ${Math.min(10, expected)} of ${expected}`)).toBeVisible();
    for (const meta of await earlyBird.locator('tbody th').allInnerTexts()) expect(meta).toContain(target!.tour_type);

    // Book the first Early Bird row: the booking starts for that departure.
    const book = earlyBird.getByRole('link', { name: /^Book/ }).first();
    const href = await book.getAttribute('href');
    expect(href).toMatch(/^\/bookings\/\?departureId=\d+$/);
    await book.click();
    await expect(page).toHaveURL(/\/bookings\/(details|late-request)\/\?bookingId=\d+/, { timeout: 20_000 });
    const mine = await request.get('/api/bookings/bookings', { headers: { token: session.token, email: session.email } });
    const bookings = ((await mine.json()) as { 'bookings/bookings': { departure_id: string }[] })['bookings/bookings'];
    expect(bookings.map((b) => b.departure_id)).toEqual([`departure-${href!.split('=')[1]}`]);
  });

  test('keeps the Early Bird deals below the fold while the Last Minute deals load, so nothing jumps when they arrive', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.searchParams.get('last_deal') === 'true', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1350, height: 940 }); // Lighthouse's desktop screen
    await page.goto('/discounts/');
    const lastMinute = page.getByRole('region', { name: 'Last Minute Deals' });
    await expect(lastMinute.getByRole('status')).toContainText('Loading ...');
    const earlyBirdTop = () => page.getByRole('region', { name: 'Early Bird Deals' }).evaluate((section) => section.getBoundingClientRect().top);
    expect(await earlyBirdTop()).toBeGreaterThan(page.viewportSize()!.height);
    release();
    await expect(lastMinute.getByRole('table', { name: 'Last Minute deals' })).toBeVisible();
    expect(await earlyBirdTop()).toBeGreaterThan(page.viewportSize()!.height);
  });

  test('shows the deals as cards on a small screen @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/discounts/');
    const cards = page.getByRole('list', { name: 'Early Bird deals' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/deals-discounts-375.png`, fullPage: true });
    await axe(page);
  });

  test('lists every departure with a Book link, 10 at a time', async ({ page, request }) => {
    const all = (await list(request, 'valid_departure=true')).filter((d) => d.available_seats > 0);
    expect(all.length).toBeGreaterThan(20);
    await page.goto('/departures/');
    await expect(page.getByRole('heading', { level: 1, name: /Departures$/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'Departures' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('link', { name: /^Book/ })).toHaveCount(10);
    await expect(page.getByText(`Showing 10 of ${all.length}`)).toBeVisible();
    await page.getByRole('button', { name: /^Load More/ }).click();
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(table.getByRole('link', { name: /^Book/ })).toHaveCount(20);
    await axe(page);

    await table.getByRole('button', { name: /^View map/ }).first().click();
    const map = page.getByRole('dialog', { name: /route map$/ });
    await expect(map.getByRole('img', { name: /^Map of the / })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/deals-map-1280.png` });
    await page.keyboard.press('Escape');
    await expect(map).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/deals-departures-1280.png`, fullPage: true });
  });

  test('explains late requests and offers the departure it came from', async ({ page, request }) => {
    const soon = (await list(request, 'valid_departure=true')).find((d) => d.available_seats > 0 && daysFromToday(d.date) < 30);
    await page.goto(soon ? `/on-request/?departureId=${idOf(soon)}` : '/on-request/');
    await expect(page.getByRole('heading', { level: 1, name: 'Late requests' })).toBeVisible();
    await expect(page.getByText(/confirms availability within one business day/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all our departures' })).toHaveAttribute('href', '/departures/');
    await expect(page.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
    if (soon) await expect(page.getByRole('link', { name: 'Request this departure' })).toHaveAttribute('href', `/bookings/?departureId=${idOf(soon)}`);
    await axe(page);
  });
});

test.describe('availability calendar', () => {
  test('checks a date on a tour page and lands in the booking', async ({ page, request }) => {
    const target = (await list(request, 'valid_departure=true')).find((d) => d.available_seats > 1 && daysFromToday(d.date) > 40);
    expect(target).toBeTruthy();
    await useSession(page, await signUp(request, 'calendar'));
    await page.goto(tourPage(target!));
    await page.getByRole('button', { name: 'Check availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check availability' });
    await expect(dialog.locator('.react-datepicker__day--highlighted').first()).toBeVisible();
    await axe(page, '[role="dialog"]');
    await page.screenshot({ path: `${SHOTS}/deals-calendar-1280.png` });

    await pickInCalendar(page, target!.date);
    await expect(dialog.getByText(/^Done ! /)).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/(details|late-request)\/\?bookingId=\d+/, { timeout: 20_000 });
  });

  test('is usable with the keyboard alone', async ({ page, request }) => {
    const target = (await list(request, 'valid_departure=true')).find((d) => d.available_seats > 0 && daysFromToday(d.date) > 40);
    await page.goto(tourPage(target!));
    const open = page.getByRole('button', { name: 'Check availability' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Check availability' });
    await expect(dialog).toBeVisible();

    // Focus lands on a day of the calendar.
    const focused = () => page.evaluate(() => ({ label: document.activeElement?.getAttribute('aria-label') ?? '', day: document.activeElement?.classList.contains('react-datepicker__day') ?? false }));
    await expect.poll(async () => (await focused()).day).toBe(true);
    const first = (await focused()).label;
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused()).label).not.toBe(first);
    const week = (await focused()).label;
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused()).label).toBe(first);
    expect(week).not.toBe(first);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // Open again and choose the focused day (the first departure) with Enter.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).day).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: /^(Done|Sorry) ! / })).toBeVisible();
  });
});

test.describe('waitlist', () => {
  test('a visitor joins a sold-out departure and is emailed when a seat frees up', async ({ page, request }) => {
    test.setTimeout(180_000);
    const candidates = (await list(request, 'valid_departure=true')).filter((d) => d.available_seats > 0 && daysFromToday(d.date) > 45);
    const target = candidates.sort((a, b) => a.available_seats - b.available_seats)[0];
    expect(target).toBeTruthy();

    // Someone books every seat left.
    const buyer = await signUp(request, 'buyer');
    const headers = { token: buyer.token, email: buyer.email };
    const created = await request.post('/api/bookings/bookings', { headers, data: { 'bookings/booking': { departure_id: target.id, travellers_count: target.available_seats } } });
    expect(created.ok()).toBe(true);
    const bookingId = ((await created.json()) as { 'bookings/booking': { id: number } })['bookings/booking'].id;

    // A visitor checks that date: fully booked, so the waitlist is offered.
    const email = uniqueEmail('waiting');
    await page.goto(tourPage(target));
    await page.getByRole('button', { name: 'Check availability' }).click();
    await pickInCalendar(page, target.date);
    const dialog = page.getByRole('dialog', { name: 'Check availability' });
    await expect(dialog.getByText(/^Sorry ! .*fully booked/)).toBeVisible();
    const form = dialog.getByRole('form', { name: 'Join the waitlist' });
    await form.getByLabel('First name').fill('Tama');
    await form.getByLabel(/^Email/).fill(email);
    await page.screenshot({ path: `${SHOTS}/deals-waitlist-1280.png` });
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(dialog.getByText("You're on the waitlist. We'll email you as soon as a seat frees up on this departure.")).toBeVisible();
    expect(mailsTo(email)).toHaveLength(0);

    // The booking is deleted: its seats come back, and the waitlist's jobs (an offer on the worker's
    // next pass, or the sweep every minute) write once.
    const deleted = await request.delete(`/api/bookings/bookings/${bookingId}`, { headers });
    expect(deleted.ok()).toBe(true);
    await expect.poll(() => mailsTo(email).length, { timeout: 120_000, intervals: [2_000] }).toBe(1);
    const mail = mailsTo(email)[0];
    expect(mail).toContain('Kia ora Tama,');
    expect(mail).toContain(`/bookings/?departureId=${idOf(target)}`);
    expect(mail).toContain(target.tour_data.name);
  });
});

test.describe('favourites', () => {
  test('a signed-out visitor favourites an activity by signing in through the modal', async ({ page, request }) => {
    const email = uniqueEmail('fav');
    await signUp(request, 'fav', email);
    await page.goto('/activities/');
    const button = page.getByRole('button', { name: /^Add to favourites: / }).first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add to favourites: /, '');
    expect(name).not.toBe('');
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Save your favourite activities' });
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(dialog).toHaveCount(0);
    const saved = page.getByRole('button', { name: `Favourited: ${name}` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/user/favourites/');
    await expect(page.getByRole('heading', { name: name, exact: true })).toBeVisible();
  });
});
