/**
 * Widths and layout (issue 23): the header bar at every width, the availability calendar's
 * weekday header, the deals and departures lists on tablets, the sign-in message beside the
 * page's title, Back to top with the keyboard, the add-ons step on a phone and the itinerary
 * page's way to its questionnaire. Screenshots go to LAYOUT_SHOTS_DIR (/tmp/shots-layout).
 */
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { hydrated } from './support/pages';
import { textUnderFlash } from './support/layout';
import { PASSWORD, authHeaders, daysFromToday, departures, signUp, useSession } from './support/booking';
import type { DepartureItem } from '../contract/departures';

const SHOTS = process.env.LAYOUT_SHOTS_DIR ?? '/tmp/shots-layout';
fs.mkdirSync(SHOTS, { recursive: true });

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Resizes and waits two frames, so media queries and the components that follow them have settled. */
async function resize(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The visible pieces of the header bar: logo, top-level nav items, Contact Us, the account menu, the hamburger. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const pieces = [
      ...header.querySelectorAll<HTMLElement>('.container > a:first-child'),
      ...header.querySelectorAll<HTMLElement>('nav[aria-label="Main"] > ul > li > a, nav[aria-label="Main"] > ul > li > button'),
      ...header.querySelectorAll<HTMLElement>('a[href="/contact-us/"], a[aria-label^="Sign in"], a[aria-label="My account"], button[aria-label="Menu"]'),
    ];
    const seen = new Set<HTMLElement>();
    return pieces
      .filter((el) => {
        if (seen.has(el)) return false;
        seen.add(el);
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && r.bottom <= header.getBoundingClientRect().bottom + 1;
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

test.describe('the header bar', () => {
  test('nothing in it overlaps or leaves the screen, from 320 to 1440 px', async ({ page }) => {
    await page.goto('/privacy/');
    const problems: string[] = [];
    for (const width of [320, 375, 414, 600, 767, 768, 800, 815, 834, 899, 900, 960, 1024, 1100, 1199, 1200, 1280, 1440]) {
      await resize(page, width);
      const boxes = await headerBoxes(page);
      for (const box of boxes) if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${width}px: '${box.name}' is off the screen (${box.left}–${box.right})`);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i], boxes[j])) problems.push(`${width}px: '${boxes[i].name}' overlaps '${boxes[j].name}'`);
      }
      // Either the whole navigation is in the bar, or the hamburger is there to open it.
      const names = boxes.map((b) => b.name);
      const fullNav = ['Tours', 'Destinations', 'Reviews', 'About', 'Deals'].every((item) => names.includes(item));
      if (!fullNav && !names.includes('Menu')) problems.push(`${width}px: neither the full navigation nor the menu button`);
    }
    expect(problems).toEqual([]);
  });

  test('at 768, 800, 834 and 1024 px the nav items and Contact Us do not overlap; the menu opens on tablets in portrait', async ({ page }) => {
    await page.goto('/discounts/');
    for (const width of [768, 800, 834, 1024]) {
      await resize(page, width);
      const boxes = await headerBoxes(page);
      const contact = boxes.find((b) => b.name === 'Contact Us');
      const deals = boxes.find((b) => b.name === 'Deals');
      if (contact && deals) expect(overlaps(contact, deals), `${width}px: Deals under Contact Us`).toBe(false);
      expect(boxes.some((b) => b.name === 'Deals') || boxes.some((b) => b.name === 'Menu'), `${width}px: Deals or the menu button`).toBe(true);
      await page.locator('header').screenshot({ path: `${SHOTS}/header-${width}.png` });
    }
    // A tablet in portrait: the hamburger opens the full menu, Deals and Contact Us in it.
    await resize(page, 834);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Deals' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/header-menu-834.png` });
    await page.keyboard.press('Escape');
    await resize(page, 1280);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals' })).toBeVisible();
    await page.locator('header').screenshot({ path: `${SHOTS}/header-1280.png` });
    await resize(page, 375);
    await page.locator('header').screenshot({ path: `${SHOTS}/header-375.png` });
  });
});

test.describe('the availability calendar', () => {
  test('its weekday header shows short names that fit, the full names for screen readers', async ({ page, request }) => {
    const target = (await departures(request)).find((d) => d.available_seats > 0 && daysFromToday(d.date) > 40)!;
    await page.goto(`/${target.category_slug}/${target.tour_slug}/`);
    await page.getByRole('button', { name: 'Check availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check availability' });
    await expect(dialog.locator('.react-datepicker__day--highlighted').first()).toBeVisible();
    for (const width of [375, 768, 834, 1280]) {
      await resize(page, width);
      const heads = await dialog.locator('.react-datepicker__day-name').evaluateAll((cells) =>
        cells.map((cell) => {
          const cellBox = cell.getBoundingClientRect();
          const shown = cell.querySelector('[aria-hidden="true"]') as HTMLElement;
          const hidden = cell.querySelector('.react-datepicker__sr-only') as HTMLElement;
          const shownBox = shown.getBoundingClientRect();
          const hiddenBox = hidden.getBoundingClientRect();
          return {
            shown: shown.textContent,
            fits: shownBox.left >= cellBox.left - 0.5 && shownBox.right <= cellBox.right + 0.5,
            centred: Math.abs(shownBox.left + shownBox.width / 2 - (cellBox.left + cellBox.width / 2)) < 2,
            srOnly: hiddenBox.width <= 1 && hiddenBox.height <= 1,
          };
        }),
      );
      expect(heads.length, `${width}px: weekday headers`).toBeGreaterThanOrEqual(7);
      for (const head of heads) expect(head, `${width}px: ${head.shown}`).toEqual({ shown: expect.stringMatching(/^[A-Z][a-z]{1,2}$/), fits: true, centred: true, srOnly: true });
      expect(heads.slice(0, 7).map((h) => h.shown)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      await page.screenshot({ path: `${SHOTS}/calendar-${width}.png` });
    }
    // Screen readers get the full names.
    await expect(dialog.getByRole('columnheader', { name: 'Monday', exact: true }).first()).toBeAttached();
    await expect(dialog.getByRole('columnheader', { name: 'Sunday', exact: true }).first()).toBeAttached();
  });
});

/** The Book / On Request buttons of a list are all on the screen, and the page does not scroll sideways. */
async function expectListFits(page: Page, width: number) {
  const actions = page.getByRole('main').getByRole('link', { name: /^(Book|On Request)\b/ });
  await expect(actions.first()).toBeVisible();
  const report = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    offscreen: [...document.querySelectorAll('main a')]
      .filter((a) => /^(Book|On Request)\b/.test(a.textContent ?? ''))
      .map((a) => a.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < -0.5)).length,
  }));
  expect(report, `${width}px`).toEqual({ scrollWidth: report.inner, inner: width, offscreen: 0 });
}

test.describe('the deals and departures lists on tablets', () => {
  for (const [path, name] of [
    ['/discounts/', 'deals'],
    ['/departures/', 'departures'],
  ] as const) {
    test(`${name}: every Book button is on the screen at 768 to 1024 px`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      for (const width of [769, 800, 834, 900, 992, 1024]) {
        await resize(page, width);
        await expectListFits(page, width);
      }
      for (const width of [375, 768, 834, 1280]) {
        await resize(page, width);
        await expectListFits(page, width);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

test.describe('the sign-in message', () => {
  test("sits below the header and does not cover the next page's title, on a phone and on a desktop", async ({ page, request }) => {
    const session = await signUp(request, 'flash');
    for (const [width, path, url] of [
      [375, '/user/sign-in/', /\/user\/$/],
      [375, '/user/sign-in/?return=/tours/', /\/tours\/$/],
      [1280, '/user/sign-in/', /\/user\/$/],
      [1280, '/user/sign-in/?return=/tours/', /\/tours\/$/],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(session.email);
      await page.getByRole('main').getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(url);
      const message = page.getByText('Your login is successful');
      await expect(message).toBeVisible();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // No text of the page (the title, a greeting or eyebrow above it) lies under the message.
      expect(await textUnderFlash(page), `${width}px ${path}: text under the message`).toEqual([]);
      const [m, t, h] = await Promise.all([message.boundingBox(), title.boundingBox(), page.locator('header').boundingBox()]);
      const box = (b: { x: number; y: number; width: number; height: number } | null, name: string): Box => ({ name, left: b!.x, right: b!.x + b!.width, top: b!.y, bottom: b!.y + b!.height });
      expect(overlaps(box(m, 'message'), box(t, 'title')), `${width}px ${path}: the message covers the title`).toBe(false);
      expect(m!.y, `${width}px ${path}: the message is under the header`).toBeGreaterThanOrEqual(h!.y + h!.height - 0.5);
      await page.screenshot({ path: `${SHOTS}/signed-in-${path.includes('tours') ? 'tours' : 'account'}-${width}.png` });
      await page.evaluate(() => window.localStorage.clear());
    }
  });
});

test.describe('Back to top', () => {
  test('with the keyboard: focus goes back to the top of the page, and Tab continues in the header', async ({ page }) => {
    await page.goto('/about-us/');
    const button = page.locator('footer').getByRole('button', { name: 'Back to top' });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { inFooter: Boolean(el.closest('footer')), top: el.getBoundingClientRect().top + window.scrollY, body: el === document.body };
    });
    expect(where.inFooter).toBe(false);
    expect(where.body).toBe(false);
    expect(where.top).toBeLessThan(200);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
  });
});

/** A booking of the departure whose tour has the most days, its traveller's details filled in through the API. */
async function longBooking(request: Parameters<typeof signUp>[0]) {
  const session = await signUp(request, 'addons');
  const all = (await departures(request)).filter((d) => d.available_seats > 0 && daysFromToday(d.date) > 60);
  const departure = all.reduce<DepartureItem>((best, d) => (d.tour_data.number_of_days > best.tour_data.number_of_days ? d : best), all[0]);
  const headers = authHeaders(session);
  const created = await request.post('/api/bookings/bookings', { headers, data: { 'bookings/booking': { departure_id: departure.id } } });
  expect(created.ok(), await created.text()).toBe(true);
  const booking = ((await created.json()) as { 'bookings/booking': { id: number; tour_slug: string } })['bookings/booking'];
  const detail = await request.get(`/api/bookings/bookings/${booking.id}`, { headers });
  const travellerId = ((await detail.json()) as { travellers: { id: number }[] }).travellers[0].id;
  const update = await request.put(`/api/bookings/bookings/${booking.id}`, {
    headers,
    data: { 'bookings/booking': { agree_with_the_conditions: true, travellers: [{ id: travellerId, title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-07', nationality: 'New Zealander' }] } },
  });
  expect(update.ok(), await update.text()).toBe(true);
  return { session, booking };
}

test.describe('long pages on a phone', () => {
  test('add-ons: beyond the first day the days are collapsed, each saying what is chosen; the step stays short', async ({ page, request }) => {
    const { session, booking } = await longBooking(request);
    await useSession(page, session);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/bookings/add-ons/?bookingId=${booking.id}&tour=${booking.tour_slug}`);
    await expect(page).toHaveURL(/\/bookings\/add-ons\//);
    const days = page.getByTestId('addon-day');
    await expect(days.first()).toBeVisible();
    const count = await days.count();
    expect(count, 'a tour with several days of activities').toBeGreaterThan(2);
    const toggles = days.getByRole('button', { expanded: true }).or(days.getByRole('button', { expanded: false }));
    await expect(toggles).toHaveCount(count);
    await expect(days.nth(0).getByRole('button', { name: /^Day / })).toHaveAttribute('aria-expanded', 'true');
    for (let i = 1; i < count; i++) await expect(days.nth(i).getByRole('button', { name: /^Day / })).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: `${SHOTS}/add-ons-375.png`, fullPage: true });
    // A closed day is one compact row: its title and what is chosen.
    for (let i = 1; i < count; i++) expect((await days.nth(i).boundingBox())!.height, `day ${i + 1} closed`).toBeLessThanOrEqual(160);
    await days.nth(2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/add-ons-days-375.png` });
    // Every day is within reach: with the days closed the step is far shorter than with every day
    // open (12,829 px against about 6,000 for this tour; how tall depends on its days and dates).
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const height = await pageHeight();
    await page.getByRole('button', { name: 'Show all days' }).click();
    await expect(days.nth(count - 1).getByRole('button', { name: /^Day / })).toHaveAttribute('aria-expanded', 'true');
    const open = await pageHeight();
    expect(height, 'the add-ons step at 375 px, days closed against every day open').toBeLessThan(open * 0.6);
    await page.getByRole('button', { name: 'Collapse all days' }).click();
    await expect(days.nth(count - 1).getByRole('button', { name: /^Day / })).toHaveAttribute('aria-expanded', 'false');

    // Open a later day, choose an activity: its summary says so once it is closed again.
    const last = days.nth(count - 1);
    const toggle = last.getByRole('button', { name: /^Day / });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = last.getByRole('checkbox', { name: 'Aroha Ngata' }).first();
    await box.check();
    await expect(box).toBeChecked();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeHidden();
    await expect(last.getByText(/^.+, .+: Aroha Ngata$/)).toBeVisible();
    await expect(days.nth(1).getByText('Nothing chosen yet')).toBeVisible();

    // Wide screens open every day.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(days.first()).toBeVisible();
    for (let i = 0; i < count; i++) await expect(days.nth(i).getByRole('button', { name: /^Day / })).toHaveAttribute('aria-expanded', 'true');
  });

  test('itinerary: the questionnaire is one link away from the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/itinerary-download/?tour_id=3&after=true');
    const link = page.getByRole('link', { name: 'Go to the questionnaire' });
    await expect(link).toBeVisible();
    const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(linkTop, 'near the top of the page').toBeLessThan(812 * 1.5);
    await page.screenshot({ path: `${SHOTS}/itinerary-top-375.png` });
    await link.click();
    const heading = page.getByRole('heading', { name: 'Help us plan your trip' });
    await expect(heading).toBeInViewport();
    // The keyboard follows: the next Tab is inside the questionnaire.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#trip-questionnaire')))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/itinerary-questionnaire-375.png` });
  });
});
