/**
 * Nothing in view moves while a client-rendered page fills in (issue 22: "client-rendered areas
 * reserve their space"): the account home, each wizard step with a real booking, the staff pages
 * and the itinerary download, loaded at a phone's width, and the guest reviews at a desktop's
 * width, add up less layout shift than the bench's target (CLS 0.02). Layout shift is a property
 * of the layout, not of the machine's speed, so it is asserted here as behaviour.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { daysFromToday, departures, paidBooking, signInAsAdmin, signUp, useSession } from './support/booking';

const LIMIT = 0.02;

/** From now on every page this tab loads sums its layout shifts not caused by input. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of a page from its first paint until it has settled. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // A late answer (the booking, the audit log) lands after network idle at the latest.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe('client-rendered pages keep still while they load', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the wizard steps and the account home of a customer with a booking', async ({ page, request }) => {
    const session = await signUp(request, 'stable');
    const departure = (await departures(request)).find((d) => daysFromToday(d.date) > 90)!;
    const booking = await paidBooking(request, session, departure);
    await useSession(page, session);
    await watchLayoutShift(page);
    const ref = `?bookingId=${booking.id}&tour=${booking.tour}`;
    for (const path of ['/user/', '/bookings/', `/bookings/details/${ref}`, `/bookings/traveller-details/${ref}`, `/bookings/essentials/${ref}`, `/bookings/add-ons/${ref}`, `/bookings/review/${ref}`, `/bookings/payment/${ref}`]) {
      expect(await layoutShiftOf(page, path), path).toBeLessThan(LIMIT);
    }
  });

  test('the staff pages', async ({ page, request }) => {
    await useSession(page, await signInAsAdmin(request));
    await watchLayoutShift(page);
    for (const path of ['/staff/', '/staff/bookings/', '/staff/departures/', '/staff/promo-codes/', '/staff/leads/']) {
      expect(await layoutShiftOf(page, path), path).toBeLessThan(LIMIT);
    }
  });

  test('the itinerary download of a tour', async ({ page }) => {
    await watchLayoutShift(page);
    expect(await layoutShiftOf(page, '/itinerary-download/?tour_id=3')).toBeLessThan(LIMIT);
  });
});

test.describe('public pages that load a list keep still at a desktop width', () => {
  // Lighthouse's desktop size: the testimonials below the guest reviews are in view there.
  test.use({ viewport: { width: 1350, height: 940 } });

  test('the guest reviews page', async ({ page }) => {
    await watchLayoutShift(page);
    expect(await layoutShiftOf(page, '/about-us/reviews/')).toBeLessThan(LIMIT);
  });
});

test.describe('a tour page keeps still as a visitor scrolls down it', () => {
  for (const width of [375, 1280]) {
    test(`its dates and reviews are there before the visitor is, so reaching them moves nothing (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await watchLayoutShift(page);
      await page.goto('/new-zealand-tours/north-island-explorer/');
      await page.waitForLoadState('networkidle');
      // Loaded at an idle moment, without scrolling: the lists below the itinerary are filled in.
      await expect(page.locator('#dates').getByTestId('departure-row').first()).toBeAttached();
      await expect(page.locator('#reviews').getByTestId('review')).toHaveCount(3);
      await page.locator('#reviews').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(LIMIT);
    });
  }
});
