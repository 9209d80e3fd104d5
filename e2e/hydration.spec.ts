import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { pageErrors } from './support/pages';

/**
 * The first page load (issue 9): React hydrates in a transition and leaves the static sections
 * (StaticContent) as the server rendered them. Nothing may break for the visitor: no hydration
 * error, links in static sections still navigate without a reload, and a page reached by a
 * client-side navigation renders those sections itself.
 */

async function loadFirstPage(page: Page, address: string) {
  const errors = pageErrors(page);
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  // A marker that survives client-side navigations and is gone after a full reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return errors;
}

/** Whether React owns the element (hydrated or rendered it): React keeps its fiber on the node. */
const ownedByReact = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('the home page hydrates without errors and its static sections link without a reload @mobile', async ({ page }) => {
  const errors = await loadFirstPage(page, '/');
  // The static sections are there, as the server rendered them.
  await expect(page.getByRole('heading', { name: 'Choose your style of adventure' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet our guides' })).toBeAttached();
  // ...and React left them alone, while it hydrated the interactive parts around them.
  expect(await ownedByReact(page, '#tour-families-title')).toBe(false);
  expect(await ownedByReact(page, 'form[role="search"]')).toBe(true);

  // A link inside a static section: a client-side navigation, not a reload.
  const link = page.locator('#tour-families a[href="/new-zealand-snow-tours/"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL('/new-zealand-snow-tours/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a tour page keeps its static sections and its days\' text on first load, opens days, and renders them after a client-side navigation', async ({ page }) => {
  const errors = await loadFirstPage(page, '/new-zealand-snow-tours/south-island-snow-safari/');
  const itinerary = page.getByRole('heading', { name: 'Day-by-day itinerary' });
  await expect(itinerary).toBeVisible();
  const days = await page.locator('section[aria-labelledby="itinerary-title"] li').count();
  expect(days).toBeGreaterThan(2);
  expect(await ownedByReact(page, '#overview-title')).toBe(false);
  // The days' buttons are hydrated and open their day; a day's text and links keep the server's markup.
  const itinerarySection = page.locator('section[aria-labelledby="itinerary-title"]');
  expect(await ownedByReact(page, 'section[aria-labelledby="itinerary-title"] button')).toBe(true);
  expect(await ownedByReact(page, 'section[aria-labelledby="itinerary-title"] [role="region"] .prose')).toBe(false);
  const secondDay = itinerarySection.getByRole('button', { name: /^Day 2\b/ });
  await secondDay.click();
  await expect(secondDay).toHaveAttribute('aria-expanded', 'true');
  await expect(itinerarySection.getByRole('region', { name: /^Day 2\b/ }).locator('.prose')).toBeVisible();

  // To the tours list and back by links: the tour page is now rendered by React in the browser.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tours', exact: true }).click();
  await expect(page).toHaveURL('/tours/');
  await page.locator('main a[href="/new-zealand-snow-tours/south-island-snow-safari/"]').first().click();
  await expect(itinerary).toBeVisible();
  await expect(page.locator('section[aria-labelledby="itinerary-title"] li')).toHaveCount(days);
  expect(await ownedByReact(page, '#overview-title')).toBe(true);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

/** The computed look of a few elements of the tours list, to compare two ways of arriving there. */
const toursListLook = (page: Page) =>
  page.evaluate(() =>
    ['main h1', 'main ul li article', 'main select', 'main article a'].map((selector) => {
      const el = document.querySelector(selector);
      if (!el) return `${selector}: missing`;
      const s = getComputedStyle(el);
      return `${selector}: ${s.display} ${s.fontSize} ${s.color} ${s.borderRadius} ${s.padding} ${s.backgroundColor}`;
    }),
  );

test('the footer links navigate without a reload, and the next page arrives with its own styles', async ({ page }) => {
  await page.goto('/tours/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const loadedDirectly = await toursListLook(page);

  const errors = await loadFirstPage(page, '/privacy/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'All tours', exact: true }).click();
  await expect(page).toHaveURL('/tours/');
  await expect(page.locator('main ul li article').first()).toBeVisible();
  // Each page inlines only its own CSS: a client-side navigation loads the tours list's.
  expect(await toursListLook(page)).toEqual(loadedDirectly);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});
