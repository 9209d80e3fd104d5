import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

/**
 * Discovery pages (SPEC 2.2, 2.6, 4.6, 4.7, 9): activities, destinations, about pages, FAQs
 * and reviews, driven in the built site against the real server.
 */

const cards = (page: Page) => page.locator('main ul li article');
const countText = (page: Page) => page.getByText(/^Showing \d+ of \d+ activit/);
const total = async (page: Page) => Number((await countText(page).textContent())!.match(/of (\d+)/)![1]);
const prices = async (page: Page) =>
  (await cards(page).locator('p:has(strong)').allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, '')));

test.describe('activities', () => {
  test('lists 10 activities, loads 10 more, filters by type and location and sorts by price @mobile', async ({ page }) => {
    await page.goto('/activities/');
    await expect(page.locator('body')).toHaveClass(/page-activities/);
    await expect(cards(page)).toHaveCount(10);
    const all = await total(page);
    expect(all).toBeGreaterThan(70);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(20);

    await page.getByLabel('Types').selectOption('Water');
    await expect(cards(page)).toHaveCount(10);
    const water = await total(page);
    expect(water).toBeLessThan(all);
    await expect(page).toHaveURL(/\?type=Water$/);

    await page.getByLabel('Locations').selectOption('queenstown');
    const inQueenstown = await cards(page).count();
    expect(inQueenstown).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card).toContainText(/Queenstown/i);

    await page.getByLabel('Types').selectOption('');
    await page.getByLabel('Sort by').selectOption('price-low-high');
    const lowHigh = await prices(page);
    expect(lowHigh).toEqual([...lowHigh].sort((a, b) => a - b));
    await page.getByLabel('Sort by').selectOption('price-high-low');
    const highLow = await prices(page);
    expect(highLow).toEqual([...highLow].sort((a, b) => b - a));
    expect(highLow[0]).toBeGreaterThan(highLow[highLow.length - 1]);
  });

  test("shows 'No matching activities' and 'View all activities' brings the list back", async ({ page }) => {
    await page.goto('/activities/?type=Snow&location=auckland');
    await expect(page.getByRole('heading', { name: 'No matching activities' })).toBeVisible();
    await page.getByRole('button', { name: 'View all activities' }).click();
    await expect(cards(page)).toHaveCount(10);
    await expect(page).toHaveURL(/\/activities\/$/);
  });

  test('the activities list has no accessibility violations', async ({ page }) => {
    await page.goto('/activities/');
    await expect(cards(page)).toHaveCount(10);
    await expectNoAxeViolations(page);
  });

  test('opens an activity page with its options, prices and tours', async ({ page }) => {
    await page.goto('/activities/');
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/activities\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('body')).toHaveClass(/page-activity-page/);
    await expect(page.locator('body')).toHaveClass(/top-aligned/);
    await expect(page.getByRole('heading', { name: 'Options and prices' })).toBeVisible();
    await expect(page.locator('main')).toContainText('NZ$');
    await expect(page.getByRole('heading', { name: `Tours that include ${name}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Activities');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/activities\/[a-z0-9-]+\/$/);
    await expectNoAxeViolations(page);
  });

  test('hides archived options and explains seasonal prices', async ({ page }) => {
    // Sky Tower: the combo option is archived; the SkyJump has peak-season prices.
    await page.goto('/activities/sky-tower-skywalk/');
    const options = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Options and prices' }) });
    await expect(options.getByRole('heading', { name: 'SkyJump' })).toBeVisible();
    await expect(options.getByText('SkyWalk + SkyJump combo')).toHaveCount(0);
    await expect(options.getByText(/^Peak season \d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}: NZ\$\d+/).first()).toBeVisible();
  });
});

test.describe('destinations', () => {
  test('groups destinations by island and opens a destination page with map, tours and activities @mobile', async ({ page }) => {
    await page.goto('/destinations/');
    await expect(page.getByRole('heading', { level: 2, name: 'North Island' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'South Island' })).toBeVisible();
    const south = page.locator('section#south-island');
    await south.getByRole('link', { name: 'Queenstown', exact: true }).click();
    await expect(page).toHaveURL(/\/destinations\/queenstown\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Queenstown');
    await expect(page.getByRole('img', { name: /Map of New Zealand showing Queenstown/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos of Queenstown' })).toBeVisible();
    const tours = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Tours that visit Queenstown' }) });
    await expect(tours.getByRole('link').first()).toBeVisible();
    const activities = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Things to do in Queenstown' }) });
    expect(await activities.locator('article').count()).toBeGreaterThan(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => JSON.parse(t)['@type'] === 'TouristDestination')).toBe(true);
    expect(jsonLd.some((t) => JSON.parse(t)['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a destination page has no accessibility violations', async ({ page }) => {
    await page.goto('/destinations/queenstown/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Queenstown');
    await expectNoAxeViolations(page);
  });

  test("a destination's activities link opens the filtered activities list", async ({ page }) => {
    await page.goto('/destinations/queenstown/');
    await page.getByRole('link', { name: 'View all activities in Queenstown' }).click();
    await expect(page).toHaveURL(/\/activities\/\?location=queenstown$/);
    await expect(page.getByLabel('Locations')).toHaveValue('queenstown');
    for (const card of await cards(page).all()) await expect(card).toContainText(/Queenstown/i);
  });
});

test.describe('about', () => {
  test('the about page links every sub-page and describes the company for search engines', async ({ page }) => {
    await page.goto('/about-us/');
    for (const name of ['Our trips', 'Our story', 'Our purpose', 'Our people', 'DMC services', 'FAQs']) {
      await expect(page.locator('main').getByRole('link', { name, exact: true })).toBeVisible();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => JSON.stringify(JSON.parse(t)['@type']).includes('TravelAgency'))).toBe(true);
  });

  test('opens a person modal with the keyboard and closes it with Escape', async ({ page }) => {
    await page.goto('/about-us/our-people/');
    const opener = page.locator('main article').first().getByRole('button');
    const name = (await opener.textContent())!.trim();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.prose')).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('expands FAQs one at a time within a topic, and has no accessibility violations', async ({ page }) => {
    await page.goto('/about-us/faqs/');
    const group = page.locator('main section').filter({ has: page.locator('button[aria-expanded]') }).first();
    const [first, second] = [group.locator('button[aria-expanded]').nth(0), group.locator('button[aria-expanded]').nth(1)];
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => JSON.parse(t)['@type'] === 'FAQPage')).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the contact page has the contact details, the office map and the contact form', async ({ page }) => {
    await page.goto('/contact-us/');
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('#contact-form').getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map of Queenstown showing our office at .+, near Lake Wakatipu$/ })).toBeVisible();
  });

  test('legal, content and discovery pages have a title, description, canonical URL and Open Graph image', async ({ page }) => {
    for (const path of ['/privacy/', '/terms/', '/booking-conditions/', '/win/', '/about-us/our-story/', '/about-us/our-awards/', '/activities/', '/destinations/', '/destinations/queenstown/', '/activities/shotover-jet/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.(jpg|png|webp)$/);
    }
  });
});

test.describe('reviews', () => {
  const reviewCards = (page: Page) => page.locator('main section').filter({ has: page.getByRole('heading', { name: 'What our guests say' }) }).locator('article');

  test('shows the aggregate rating and reviews, loads more and filters by rating', async ({ page }) => {
    await page.goto('/about-us/reviews/');
    // The seed has reviews, so the aggregate is a real count, not the 0-review fallback.
    await expect(page.locator('main').getByText(/^\d\.\d out of 5 from [1-9][\d,]* reviews?$/)).toBeVisible();
    await expect(reviewCards(page).first()).toBeVisible();
    const before = await reviewCards(page).count();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => reviewCards(page).count()).toBeGreaterThan(before);

    await page.getByLabel('Rating').selectOption('5');
    await expect(reviewCards(page).first()).toBeVisible();
    await expect.poll(async () => (await reviewCards(page).locator('[role="img"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).every((l) => l === 'Rated 5 out of 5')).toBe(true);
  });

  test('the reviews page has no accessibility violations', async ({ page }) => {
    await page.goto('/about-us/reviews/');
    await expect(reviewCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
