import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/test';
import { expectNoAxeViolations, focusState } from './support/a11y';

/**
 * Accessibility across the site (issue 9): axe at WCAG 2.1 AA on one page of every page type
 * the build produced, and a visible focus indicator on everything the Tab key reaches. The
 * journeys through menus, date pickers, modals and the booking wizard by keyboard are in the
 * feature specs (site-layout, deals, site-discovery, booking).
 */

/** One address per page component, read from the build's page data (so a new page type is covered). */
function onePagePerType(): { type: string; path: string }[] {
  const root = path.join(__dirname, '..', 'public', 'page-data');
  const byType = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const { componentChunkName, path: pagePath } = JSON.parse(fs.readFileSync(full, 'utf8')) as { componentChunkName: string; path: string };
        // A client-only shell ('/bookings/[...]/') is visited at its base address; the 404 page at an unknown one.
        if (pagePath.startsWith('/dev-404')) continue;
        const address = pagePath === '/404.html' || pagePath === '/404/' ? '/no-such-page/' : pagePath.replace(/\[\.\.\.\]\/$/, '');
        const type = componentChunkName.replace(/^component---src-/, '').replace(/-tsx$/, '');
        if (!byType.has(type) || address < byType.get(type)!) byType.set(type, address);
      }
    }
  };
  walk(root);
  return [...byType].map(([type, address]) => ({ type, path: address })).sort((a, b) => a.type.localeCompare(b.type));
}

test.describe('axe on every page type', () => {
  const pages = onePagePerType();

  test('the build has every kind of page the site needs', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const type of ['pages-index', 'templates-tour', 'templates-activity', 'templates-destination', 'pages-discounts', 'pages-bookings', 'pages-user-sign-in']) {
      expect(pages.map((p) => p.type)).toContain(type);
    }
  });

  for (const { type, path: address } of pages) {
    test(`${type} (${address}) has no violations`, async ({ page }) => {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('visible focus', () => {
  for (const address of ['/', '/new-zealand-snow-tours/south-island-snow-safari/', '/discounts/', '/user/sign-in/', '/contact-us/']) {
    test(`every stop of the Tab key on ${address} shows where the focus is @mobile`, async ({ page }) => {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      const seen: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        // A gallery slides a focused slide into view (Swiper's a11y module, speed 500): wait for it to arrive.
        await expect.poll(async () => (await focusState(page))?.inViewport ?? true, { timeout: 2_000 }).toBe(true).catch(() => undefined);
        const focus = await focusState(page);
        if (!focus) break;
        seen.push(focus.name);
        expect.soft(focus.focusVisible, `${focus.name} matches :focus-visible`).toBe(true);
        expect.soft(focus.indicator, `${focus.name} has an outline or focus ring`).toBe(true);
        expect.soft(focus.inViewport, `${focus.name} is scrolled into view`).toBe(true);
      }
      // The first stop is the skip link, and the keyboard gets well into the page.
      expect(seen[0]).toContain('Skip to content');
      expect(seen.length).toBeGreaterThan(10);
    });
  }
});
