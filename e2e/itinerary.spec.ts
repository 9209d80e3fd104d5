import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { axeViolations as axe } from './support/a11y';
import { flatText, readPdfText } from '../src/node/itinerary-pdf-text';

/** The itinerary download page and the tours' PDFs (SPEC 2.6, 4.5; DECISIONS routes). */

const SOUTH_ISLAND_ADVENTURE = { apiId: 3, name: 'South Island Adventure', slug: 'south-island-adventure', days: 14 };

const dayHeadings = (page: Page) => page.getByTestId('itinerary-day').getByRole('heading', { level: 4 });

test.describe('itinerary download', () => {
  test('after the form: the itinerary is ready, on the page and as a PDF holding the tour and every day', async ({ page }) => {
    const tour = SOUTH_ISLAND_ADVENTURE;
    await page.goto(`/itinerary-download/?tour_id=${tour.apiId}&after=true`);
    // The address forms and emails give leads to the tour's pre-rendered itinerary.
    await expect(page).toHaveURL(`/itinerary-download/${tour.apiId}/ready/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your itinerary is ready');
    await expect(page.locator('body')).toHaveClass(/\bpage-itinerary-download\b.*\btop-aligned\b.*\balt-main\b/);

    const sheet = page.getByRole('article', { name: tour.name });
    await expect(sheet).toContainText('From NZ$5,295 per person');
    await expect(sheet.getByRole('img', { name: /Route map of South Island Adventure/ })).toBeVisible();
    await expect(dayHeadings(page)).toHaveCount(tour.days);
    await expect(dayHeadings(page).first()).toHaveText('Day 1 Christchurch to Kaikōura');
    // The trip questionnaire follows the itinerary.
    await expect(page.getByRole('heading', { name: 'Help us plan your trip' })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`kea-trails-${tour.slug}-itinerary.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = readPdfText(pdf);
    expect(read.info.Title).toBe(`${tour.name}: sample itinerary`);
    const text = flatText(read);
    expect(text).toContain(tour.name);
    expect(text).toContain('From NZ$5,295 per person');
    // Every day title shown on the page is in the PDF, macrons and all.
    const titles = await dayHeadings(page).allTextContents();
    expect(titles).toHaveLength(tour.days);
    for (const title of titles) expect(text).toContain(title.replace(/^Day (\d+) /, 'DAY $1 '));
    expect(text).toContain('hello@keatrails.co.nz');

    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/itinerary-ready-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await page.screenshot({ path: '/tmp/itinerary-ready-375.png', fullPage: true });
  });

  test('printing shows the itinerary alone: no site header, footer, actions or questionnaire', async ({ page }) => {
    await page.goto(`/itinerary-download/?tour_id=${SOUTH_ISLAND_ADVENTURE.apiId}&after=true`);
    await expect(dayHeadings(page)).toHaveCount(SOUTH_ISLAND_ADVENTURE.days);
    const siteHeader = page.locator('#gatsby-focus-wrapper > header');
    await expect(siteHeader).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(siteHeader).toBeHidden();
    await expect(page.locator('#gatsby-focus-wrapper > footer')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Help us plan your trip' })).toBeHidden();
    await expect(page.getByRole('article', { name: SOUTH_ISLAND_ADVENTURE.name })).toBeVisible();
    await expect(dayHeadings(page).last()).toBeVisible();
    await page.screenshot({ path: '/tmp/itinerary-print.png', fullPage: true });
  });

  test('a snow tour gets the snow questionnaire; without after=true the page is titled by the tour', async ({ page }) => {
    await page.goto('/itinerary-download/?tour_id=11');
    await expect(page).toHaveURL('/itinerary-download/11/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('South Island Snow Safari itinerary');
    await expect(page.getByRole('heading', { name: 'Help us plan your snow trip' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/itineraries/south-island-snow-safari.pdf');
  });

  test('every running tour has its PDF, the German tour too; an archived tour has none', async ({ page }) => {
    const german = await page.request.get('/itineraries/neuseeland-entdecker.pdf');
    expect(german.status()).toBe(200);
    expect(german.headers()['content-type']).toContain('application/pdf');
    const text = flatText(readPdfText(await german.body()));
    expect(text).toContain('Neuseeland Entdecker');
    expect(text).toContain('Wānaka');

    const archived = await page.request.get('/itineraries/north-island-express.pdf');
    expect(archived.status()).toBe(404);
    // The archived tour's api id (7) leads to the message, not to an itinerary.
    await page.goto('/itinerary-download/?tour_id=7&after=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that itinerary');
  });

  test('an unknown tour: a clear message and links to every tour', async ({ page }) => {
    await page.goto('/itinerary-download/?tour_id=999&after=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that itinerary');
    await expect(page.getByText(/not one we run any more/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('main').getByRole('link', { name: /Neuseeland Entdecker/ })).toHaveAttribute('href', '/new-zealand-tours/neuseeland-entdecker/');
    await expect(page.getByRole('main').getByRole('link', { name: 'View all tours' })).toHaveAttribute('href', '/tours/');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    expect(await axe(page)).toEqual([]);

    await page.goto('/itinerary-download/');
    await expect(page.getByText(/or the link is incomplete/)).toBeVisible();
  });
});

test.describe('the itinerary before its scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('an address naming no tour we run says so as the server sends it, with every tour offered', async ({ page }) => {
    await page.goto('/itinerary-download/?tour_id=999&after=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that itinerary');
    await expect(page.getByText(/not one we run any more, or the link is incomplete/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
  });

  test('is in the page as the server sends it: the ready wording, every day, the PDF link and the questionnaire', async ({ page }) => {
    const tour = SOUTH_ISLAND_ADVENTURE;
    await page.goto(`/itinerary-download/?tour_id=${tour.apiId}&after=true`);
    await expect(page).toHaveURL(`/itinerary-download/${tour.apiId}/ready/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your itinerary is ready');
    await expect(dayHeadings(page)).toHaveCount(tour.days);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/itineraries/${tour.slug}.pdf`);
    // A visitor can begin the questionnaire before the scripts arrive: it asks for names until it knows the saved lead.
    const questionnaire = page.getByRole('form', { name: 'Itinerary questionnaire' });
    await expect(questionnaire.getByLabel(/^First name/)).toBeEditable();
    await expect(questionnaire.getByRole('checkbox', { name: 'This month' })).toBeVisible();

    await page.goto(`/itinerary-download/?tour_id=${tour.apiId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tour.name} itinerary`);
  });
});
