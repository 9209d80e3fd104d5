/**
 * The lead forms end to end (SPEC 2.6, 3 "Sales lead", 4.5, 5, 7): with the default captcha
 * (the self-hosted proof-of-work, solved in the browser), against the real server.
 *
 * Proof that no lead is lost: the e2e server forwards every stored lead to CRM_LEAD_URL
 * (playwright.config.ts); this spec listens there as the CRM and finds each lead it sent, with
 * the exact fields, after the API answered `{ success: true, data: { lead_id } }`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type Locator, type Page, type Request } from '@playwright/test';
import { test, expect } from './support/test';
import { axeViolations as axe } from './support/a11y';
import { CRM_LEAD_URL } from '../playwright.config';
import { chooseOption } from './support/forms';
import { hydrated, interactive } from './support/pages';

const TOUR = '/new-zealand-tours/north-island-explorer/';
const SNOW_TOUR = '/new-zealand-snow-tours/queenstown-snow-week/';
const apiIdOf = (file: string) => (JSON.parse(fs.readFileSync(path.join('content', 'tours', `${file}.json`), 'utf8')) as { api_id: number }).api_id;
const TOUR_ID = apiIdOf('north-island-explorer');
const SNOW_TOUR_ID = apiIdOf('queenstown-snow-week');
const VERIFIED = 'Verified: you are human.';

/** Begins a form as a visitor would (focus in its first field): the captcha starts then, not on load (issue 22). */
async function beginForm(form: Locator) {
  await form.locator('input:not([type="hidden"]), textarea').first().focus();
}

/** The CRM stand-in: every lead the server forwards. */
const crmLeads: Record<string, unknown>[] = [];
let crm: http.Server | undefined;

test.beforeAll(async () => {
  const url = new URL(CRM_LEAD_URL);
  crm = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.url === url.pathname) crmLeads.push(JSON.parse(text || '{}'));
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => crm!.listen(Number(url.port), url.hostname, resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (crm ? crm.close(() => resolve()) : resolve()));
});

const isLeadPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/third_party/crm_lead';

/** Submits with `click`, returns the body the browser sent once the API stored it. */
async function submitLead(page: Page, click: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest(isLeadPost), click()]);
  const response = await request.response();
  expect(response?.status()).toBe(200);
  const answer = (await response!.json()) as { success: boolean; data: { lead_id: number } };
  expect(answer).toEqual({ success: true, data: { lead_id: expect.any(Number) } });
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(typeof body.captcha).toBe('string');
  return body;
}

/** The CRM received the lead: the body as sent, without the captcha, email lower-cased. */
async function expectForwarded(body: Record<string, unknown>) {
  const { captcha: _captcha, ...rest } = body;
  const expected: Record<string, unknown> = { ...rest, email: String(rest.email).toLowerCase() };
  await expect.poll(() => crmLeads.find((lead) => lead.type === expected.type && lead.email === expected.email && lead.source_url === expected.source_url), { timeout: 40_000 }).toEqual(expected);
}

test.describe('lead forms', () => {
  test('itinerary download from a tour page, then the questionnaire and a second one reusing the saved lead', async ({ page }) => {
    await page.goto(TOUR);
    await hydrated(page);
    // The proof of work runs in a worker of the site's own origin, not on the main thread.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByRole('complementary', { name: 'Price and booking' }).getByRole('button', { name: 'Download itinerary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the North Island Explorer itinerary' });
    const form = dialog.getByRole('form', { name: 'Download the North Island Explorer itinerary' });
    await beginForm(dialog.getByRole('form'));
    await expect(dialog.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    expect(workers.some((url) => new URL(url).origin === new URL(page.url()).origin && /\/captcha-[0-9a-f]+\.js$/.test(url)), workers.join(', ')).toBe(true);

    // The browser validity check comes first: nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (isLeadPost(r)) sent++;
    });
    await form.getByRole('button', { name: 'Download itinerary' }).click();
    await expect(form.getByText('First name is required.')).toBeVisible();
    await expect(form.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^First name/)).toBeFocused();
    await expect(form.getByText('include the international dialling code')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/leads-tour-form-1280.png' });

    await form.getByLabel(/^First name/).fill('Aroha');
    await form.getByLabel(/^Last name/).fill('Ngata');
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByLabel(/^Phone/).fill('+64 21 555 0101');
    await form.getByRole('button', { name: 'Download itinerary' }).click();
    await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    expect(sent).toBe(0);

    await form.getByLabel(/^Email/).fill('Aroha.E2E@example.nz');
    await form.getByLabel(/travel inspiration/).check();
    const init = await submitLead(page, () => form.getByRole('button', { name: 'Download itinerary' }).click());
    expect(init).toEqual({
      type: 'init',
      source_url: expect.stringContaining(TOUR),
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'Aroha.E2E@example.nz',
      captcha: expect.any(String),
      phone: '+64 21 555 0101',
      subscribe: true,
      tour_id: TOUR_ID,
    });
    await expect(page).toHaveURL(`/itinerary-download/${TOUR_ID}/ready/`);
    // SPEC 3: the sales lead kept in the browser.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('kea.salesLead') ?? 'null'));
    expect(saved).toEqual({
      FirstName: 'Aroha',
      LastName: 'Ngata',
      Email: 'Aroha.E2E@example.nz',
      Phone: '+64 21 555 0101',
      Web_Lead_Type__c: 'Sample Itinerary',
      Source_URL__c: expect.stringContaining(TOUR),
      RecordTypeId: expect.any(String),
      LeadSource: expect.stringMatching(/web lead/i),
      Tour_Admin_Id__c: String(TOUR_ID),
      Subscribed__c: true,
    });
    await expectForwarded(init);

    // The questionnaire on the itinerary page reuses the saved lead.
    const questionnaire = page.getByRole('form', { name: 'Itinerary questionnaire' });
    await expect(questionnaire.getByText('Sending as Aroha Ngata (Aroha.E2E@example.nz)')).toBeVisible();
    await expect(questionnaire.getByLabel(/^Phone/)).toHaveValue('+64 21 555 0101');
    await beginForm(questionnaire);
    await expect(questionnaire.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    await questionnaire.getByRole('button', { name: 'Send my answers' }).click();
    await page.screenshot({ path: '/tmp/leads-questionnaire-1280.png', fullPage: true });
    await expect(questionnaire.getByText('Please choose where you would like to go.')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await questionnaire.getByRole('checkbox', { name: 'This month' }).check();
    await questionnaire.getByRole('checkbox', { name: 'Within the next 6 months' }).check();
    await chooseOption(questionnaire, 'Where would you like to go?', 'Both Islands');
    await chooseOption(questionnaire, 'How long would you like to travel?', '2 - 4 weeks');
    await questionnaire.getByRole('checkbox', { name: 'Nature Fanatic' }).check();
    await questionnaire.getByRole('checkbox', { name: 'Water Lover' }).check();
    const post = await submitLead(page, () => questionnaire.getByRole('button', { name: 'Send my answers' }).click());
    expect(post).toEqual({
      type: 'post',
      source_url: expect.stringContaining(`/itinerary-download/${TOUR_ID}/ready/`),
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'Aroha.E2E@example.nz',
      captcha: expect.any(String),
      phone: '+64 21 555 0101',
      subscribe: true,
      tour_id: TOUR_ID,
      when_visiting: 'This month;Within the next 6 months',
      where_visiting: 'Both Islands',
      how_long_visiting: '2 - 4 weeks',
      travel_style: 'Nature Fanatic;Water Lover',
    });
    await expect(page).toHaveURL(`${TOUR}itinerary-thank-you/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for your answers');
    await expect(page.locator('body')).toHaveClass(/top-aligned/);
    await expect(page.getByRole('link', { name: 'Back to North Island Explorer' })).toHaveAttribute('href', TOUR);
    await expectForwarded(post);

    // A second questionnaire (a snow tour's) sends the stored lead's names and email.
    await page.goto(`/itinerary-download/?tour_id=${SNOW_TOUR_ID}&after=true`);
    const snow = page.getByRole('form', { name: 'Snow questionnaire' });
    await expect(snow.getByText('Sending as Aroha Ngata (Aroha.E2E@example.nz)')).toBeVisible();
    await beginForm(snow);
    await expect(snow.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    await chooseOption(snow, 'Snow ability', 'Intermediate');
    await chooseOption(snow, 'Ski or board?', 'Snowboarder');
    await snow.getByRole('checkbox', { name: 'Not sure yet' }).check();
    const postSnow = await submitLead(page, () => snow.getByRole('button', { name: 'Send my answers' }).click());
    expect(postSnow).toEqual({
      type: 'post_snow',
      source_url: expect.stringContaining(`/itinerary-download/${SNOW_TOUR_ID}/ready/`),
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'Aroha.E2E@example.nz',
      captcha: expect.any(String),
      phone: '+64 21 555 0101',
      subscribe: true,
      tour_id: SNOW_TOUR_ID,
      when_visiting: 'Not sure yet',
      snow_ability_level: 'Intermediate',
      ski_or_board: 'Snowboarder',
    });
    await expect(page).toHaveURL(`${SNOW_TOUR}itinerary-thank-you/`);
    await expectForwarded(postSnow);
  });

  test('enquiry on the private group tours page goes to the thank-you page', async ({ page }) => {
    await page.goto('/private-group-tours/');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Enquiry' });
    await expect(form.getByLabel('Private group tours')).toBeChecked();
    await beginForm(form);
    await expect(form.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Email is required.')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await form.getByLabel(/^First name/).fill('Mere');
    await form.getByLabel(/^Last name/).fill('Tane');
    await form.getByLabel(/^Email/).fill('mere.e2e@example.nz');
    await form.getByLabel(/^Phone/).fill('+61 400 000 111');
    await form.getByLabel('Snow tours').check();
    const body = await submitLead(page, () => form.getByRole('button', { name: 'Send enquiry' }).click());
    expect(body).toEqual({
      type: 'init_all_lead',
      source_url: expect.stringContaining('/private-group-tours/'),
      first_name: 'Mere',
      last_name: 'Tane',
      email: 'mere.e2e@example.nz',
      captcha: expect.any(String),
      phone: '+61 400 000 111',
      subscribe: false,
      adventure_selected: false,
      hakaPlus_selected: false,
      snowTour_selected: true,
      privateGroup_selected: true,
    });
    await expect(page).toHaveURL('/thank-you/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your enquiry');
    expect(await axe(page)).toEqual([]);
    await expectForwarded(body);
  });

  test('the win page entry is an enquiry', async ({ page }) => {
    await page.goto('/win/');
    await hydrated(page);
    const form = page.locator('#win-form').getByRole('form', { name: 'Enquiry' });
    await beginForm(form);
    await expect(form.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    expect(await axe(page)).toEqual([]);
    await form.getByLabel(/^First name/).fill('Tama');
    await form.getByLabel(/^Last name/).fill('Rangi');
    await form.getByLabel(/^Email/).fill('tama.e2e@example.nz');
    await form.getByLabel('Adventure tours').check();
    await form.getByLabel(/travel inspiration/).check();
    const body = await submitLead(page, () => form.getByRole('button', { name: 'Enter now' }).click());
    expect(body).toMatchObject({ type: 'init_all_lead', email: 'tama.e2e@example.nz', phone: '', subscribe: true, adventure_selected: true, privateGroup_selected: false });
    await expect(page).toHaveURL('/thank-you/');
    await expectForwarded(body);
  });

  test('contact form goes to the contact thank-you page', async ({ page }) => {
    await page.goto('/contact-us/');
    await hydrated(page);
    const form = page.locator('#contact-form').getByRole('form', { name: 'Contact us' });
    await beginForm(form);
    await expect(form.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    await form.getByLabel(/^First name/).fill('Hemi');
    await form.getByLabel(/^Last name/).fill('Walker');
    await form.getByLabel(/^Email/).fill('hemi.e2e@example.nz');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Your message is required.')).toBeVisible();
    await expect(form.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(page)).toEqual([]);
    await form.getByLabel('Plus tours').check();
    await form.getByLabel('Your message').fill('  Can we join the Plus tour in March with a wheelchair?  ');
    const body = await submitLead(page, () => form.getByRole('button', { name: 'Send message' }).click());
    expect(body).toEqual({
      type: 'contact_us_lead',
      source_url: expect.stringContaining('/contact-us/'),
      first_name: 'Hemi',
      last_name: 'Walker',
      email: 'hemi.e2e@example.nz',
      captcha: expect.any(String),
      subscribe: false,
      adventure_selected: false,
      hakaPlus_selected: true,
      snowTour_selected: false,
      privateGroup_selected: false,
      message_text: 'Can we join the Plus tour in March with a wheelchair?',
    });
    await expect(page).toHaveURL('/contact-thank-you/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message is on its way');
    await expect(page.locator('body')).toHaveClass(/top-aligned/);
    await expect(page.locator('body')).toHaveClass(/alt-main/);
    expect(await axe(page)).toEqual([]);
    await expectForwarded(body);
  });

  test('what a visitor types before the page is interactive is kept and sent once it is', async ({ page }) => {
    // Hold the page's scripts back: the visitor fills in the server-rendered form meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#contact-form').getByRole('form', { name: 'Contact us' });
    await form.getByLabel(/^First name/).fill('Kiri');
    await form.getByLabel(/^Last name/).fill('Mason');
    await form.getByLabel(/^Email/).fill('kiri.e2e@example.nz');
    await form.getByLabel('Snow tours').check();
    await form.getByLabel('Your message').fill('Typed before the scripts came.');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    release();
    await interactive(page);
    await expect(form.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    await expect(form.getByLabel(/^First name/)).toHaveValue('Kiri');
    await expect(form.getByLabel('Snow tours')).toBeChecked();
    const body = await submitLead(page, () => form.getByRole('button', { name: 'Send message' }).click());
    expect(body).toMatchObject({
      type: 'contact_us_lead',
      first_name: 'Kiri',
      last_name: 'Mason',
      email: 'kiri.e2e@example.nz',
      snowTour_selected: true,
      hakaPlus_selected: false,
      message_text: 'Typed before the scripts came.',
    });
    await expect(page).toHaveURL('/contact-thank-you/');
  });

  test('screenshots of the form pages @mobile', async ({ page }) => {
    const width = page.viewportSize()?.width ?? 0;
    for (const [name, url] of [
      ['contact', '/contact-us/'],
      ['win', '/win/'],
      ['private', '/private-group-tours/'],
      ['thank-you', '/thank-you/'],
      ['contact-thank-you', '/contact-thank-you/'],
      ['itinerary-thank-you', `${TOUR}itinerary-thank-you/`],
    ] as const) {
      await page.goto(url);
      await hydrated(page);
      await page.screenshot({ path: `/tmp/leads-${name}-${width}.png`, fullPage: true });
    }
    await page.goto(TOUR);
    await hydrated(page);
    await page.getByRole('button', { name: 'Download itinerary' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Download the North Island Explorer itinerary' });
    await beginForm(dialog.getByRole('form'));
    await expect(dialog.getByRole('status')).toHaveText(VERIFIED, { timeout: 20_000 });
    await page.screenshot({ path: `/tmp/leads-tour-form-${width}.png` });
  });
});
