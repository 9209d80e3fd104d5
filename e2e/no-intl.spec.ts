/**
 * Pages load without building an Intl object or calling localeCompare (README, "No Intl on the
 * first render"): a browser tab's first one loads ICU's data, 13-37 ms of its main thread, four
 * times that on a throttled phone, inside the render of the first date, price or sorted list.
 * Asserted as behaviour: the page's scripts count every Intl constructor and locale-aware call
 * from before the first script runs until the page has settled with its data drawn.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { daysFromToday, departures, paidBooking, signUp, useSession } from './support/booking';

/** From now on every page this tab loads records who built an Intl object or called a locale-aware method. */
async function watchIntl(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intl: string[] }).__intl = calls;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
      const Original = intl[name] as new (...args: unknown[]) => unknown;
      intl[name] = function (...args: unknown[]) {
        calls.push(`Intl.${name}`);
        return new Original(...args);
      };
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [String.prototype, 'toLocaleUpperCase'],
      [String.prototype, 'toLocaleLowerCase'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [prototype, name] of methods) {
      const target = prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = target[name];
      target[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      };
    }
  });
}

async function intlCallsOf(page: Page, path: string, drawn: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(drawn).first()).toBeVisible();
  return page.evaluate(() => (window as unknown as { __intl: string[] }).__intl);
}

test.describe('pages load without Intl', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the public pages with dates, prices and sorted lists', async ({ page }) => {
    await watchIntl(page);
    const pages: [string, string][] = [
      ['/', 'h1'],
      ['/tours/', 'h1'],
      // Its dates load at the first idle moment; which can be booked depends on today's date.
      ['/new-zealand-tours/south-island-adventure/', '[data-testid="departure-row"]'],
      ['/activities/sky-tower-skywalk/', 'h1'],
      ['/discounts/', 'text=/\\d+ seats? left/'],
      ['/departures/', 'text=/\\d+ seats? left/'],
      ['/activities/', 'h1'],
    ];
    for (const [path, drawn] of pages) expect(await intlCallsOf(page, path, drawn), path).toEqual([]);
  });

  test("a customer's account home and booking steps", async ({ page, request }) => {
    const session = await signUp(request, 'no-intl');
    const departure = (await departures(request)).find((d) => daysFromToday(d.date) > 90)!;
    const booking = await paidBooking(request, session, departure);
    await useSession(page, session);
    await watchIntl(page);
    const ref = `?bookingId=${booking.id}&tour=${booking.tour}`;
    for (const path of ['/user/', `/bookings/details/${ref}`, `/bookings/traveller-details/${ref}`]) {
      expect(await intlCallsOf(page, path, 'main h2, main h3'), path).toEqual([]);
    }
  });
});
