/**
 * The staff area (issue 18) against the real server, as staff would use it:
 * - a customer's on-request booking (paid) waits in the queue; staff reach the area from the
 *   account menu, open the booking, read its audit log and confirm it: the customer's card
 *   turns 'Booked' and 'Booking confirmed' lands in the outbox;
 * - a request declined with a reason: everything paid is refunded and the customer is told;
 * - a customer who opens /staff/ is told it is for the team only;
 * - staff set a departure's discount and close it for sale (the public lists follow), create a
 *   promo code a customer then applies in the wizard, and send a lead again once the CRM is back;
 * - axe on the staff pages; screenshots at 1280 and 375 px (STAFF_SHOTS_DIR, default
 *   /tmp/shots), nothing wider than the screen.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { STAFF_MESSAGES } from '../contract/staff';
import { BASE_URL, CRM_LEAD_URL } from '../playwright.config';
import { authHeaders, bookingNow, closeVaccinationNotice, outbox, daysFromToday, paidBooking, pickDeparture, signInAsAdmin, signUp, useSession, waitForMail } from './support/booking';

const SHOTS = process.env.STAFF_SHOTS_DIR ?? '/tmp/shots';

/** The subjects of the outbox's mails about booking `id`. */
const outboxSubjects = (id: number) => outbox().filter((mail) => mail.subject.includes(String(id))).map((mail) => mail.subject);

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `nothing wider than the screen at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `staff-${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const requestDeparture = (d: { available_seats: number; date: string }) => d.available_seats >= 1 && daysFromToday(d.date) >= 5 && daysFromToday(d.date) <= 29;

test.describe('staff area', () => {
  test('staff confirm a waiting request from the queue: the customer sees Booked and is emailed (axe, screenshots)', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const customer = await signUp(request, 'staff-confirm');
    const departure = await pickDeparture(request, requestDeparture);
    const { id } = await paidBooking(request, customer, departure);
    const waiting = await bookingNow(request, customer, id);
    expect(waiting).toMatchObject({ status: 'On Request', request_status: 'pending' });

    await useSession(page, await signInAsAdmin(request));
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Staff area' }).click();
    await expect(page).toHaveURL(/\/staff\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Requests waiting/ })).toContainText(`Booking ${id}`);
    await expectNoAxeViolations(page);
    await shoot(page, 'dashboard');
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'On-request bookings' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Booking ${id}` }) });
    await expect(row).toContainText(customer.email);
    await expectNoAxeViolations(page);
    await shoot(page, 'queue');

    await row.getByRole('link', { name: `Booking ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${id}/$`));
    const log = page.getByRole('region', { name: 'Audit log' });
    await expect(log.getByText('Booking created')).toBeVisible();
    await expect(log.getByText('Payment received')).toBeVisible();
    await expect(log).toContainText(`Customer (${customer.email})`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Confirm the request' }).click();
    await expect(page.getByText('Request confirmed. The customer has been emailed.')).toBeVisible();
    // The log now says who confirmed it.
    await expect(log.getByText('Request confirmed')).toBeVisible();
    await expect(log).toContainText('Staff (admin@example.nz)');
    await expect(page.getByRole('button', { name: 'Confirm the request' })).toHaveCount(0);
    await shoot(page, 'booking-audit-log');

    const mail = await waitForMail('Booking confirmed', id);
    expect(mail.to).toContain(customer.email);
    // The customer's own card says Booked.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await useSession(customerPage, customer);
    await customerPage.goto('/user/');
    const card = customerPage.getByRole('article').filter({ hasText: waiting.tour_name });
    await expect(card.locator('p', { hasText: /^Status: / })).toHaveText('Status: Booked');
    await customerContext.close();
  });

  test('staff decline a request with a reason: everything paid is refunded and the customer is told', async ({ page, request }) => {
    const customer = await signUp(request, 'staff-decline');
    const departure = await pickDeparture(request, requestDeparture);
    const { id } = await paidBooking(request, customer, departure);
    const paid = (await bookingNow(request, customer, id)).total_paid;

    await useSession(page, await signInAsAdmin(request));
    await page.goto(`/staff/bookings/${id}/`);
    await page.getByLabel('Reason for declining (sent to the customer)').fill('The lodge is closed for repairs that week.');
    await page.getByRole('button', { name: 'Decline and refund' }).click();
    const question = page.getByRole('alertdialog', { name: 'Decline this request?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Decline and refund' }).click();
    const refunded = `NZ$${paid.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByText(`Request declined. Refunded ${refunded}; the customer has been emailed.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audit log' }).getByText('Request declined')).toBeVisible();
    expect(await bookingNow(request, customer, id)).toMatchObject({ status: 'Declined' });
  });

  test('a customer who opens the staff area is told it is for the team only', async ({ page, request }) => {
    await useSession(page, await signUp(request, 'staff-customer'));
    await page.goto('/staff/');
    await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGES.staffOnly);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'My tours' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff area' })).toHaveCount(0);
  });

  test('staff cancel a paid booking with a partial refund: seats back on sale, refund recorded, customer emailed, audit log says who', async ({ page, request }) => {
    test.setTimeout(120_000);
    const customer = await signUp(request, 'staff-cancel');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60);
    const { id } = await paidBooking(request, customer, departure);
    const paid = await bookingNow(request, customer, id);
    const partial = Math.floor(paid.total_paid / 2);
    const admin = await signInAsAdmin(request);
    // The staff view of the departure counts seats exactly (the public list may be a second old).
    const seats = async () => {
      const res = await request.get(`/api/staff/departures/${departure.id.replace(/^departure-/, '')}/manifest`, { headers: authHeaders(admin) });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as { departure: { sold: number; free: number } }).departure;
    };
    const before = await seats();

    await useSession(page, admin);
    await page.goto('/staff/bookings/');
    await page.getByLabel('Name, email or booking number').fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 booking found.')).toBeVisible();
    await page.getByRole('link', { name: `Booking ${id}` }).click();

    const panel = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Cancel the booking' }) });
    await panel.getByLabel('Refund to the card').fill(String(partial));
    await panel.getByLabel('Reason (sent to the customer)').fill('The customer asked to cancel by phone.');
    await panel.getByRole('button', { name: 'Cancel the booking…' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(page.getByText(/^Booking cancelled\. Refunded NZ\$/)).toBeVisible();

    const cancelled = await bookingNow(request, customer, id);
    expect(cancelled.status).toBe('Cancelled');
    expect(await seats()).toMatchObject({ sold: before.sold - paid.travellers_count, free: before.free + paid.travellers_count });
    const log = page.getByRole('region', { name: 'Audit log' });
    await expect(log.getByText('Booking cancelled')).toBeVisible();
    await expect(log).toContainText('Staff (admin@example.nz)');
    await expect.poll(() => outboxSubjects(id).some((s) => s.endsWith('has been cancelled')), { timeout: 30_000 }).toBe(true);
  });

  test("a departure's manifest: every traveller in the CSV with its columns, and a print view (screenshots)", async ({ page, request }) => {
    test.setTimeout(120_000);
    const departure = await pickDeparture(request, (d) => d.available_seats >= 2 && daysFromToday(d.date) >= 60);
    const first = await signUp(request, 'staff-manifest-a', 'Aroha');
    const second = await signUp(request, 'staff-manifest-b', 'Mere');
    const bookings = [await paidBooking(request, first, departure), await paidBooking(request, second, departure)];
    const numericId = departure.id.replace(/^departure-/, '');

    const admin = await signInAsAdmin(request);
    const api = await request.get(`/api/staff/departures/${numericId}/manifest`, { headers: authHeaders(admin) });
    expect(api.ok(), await api.text()).toBe(true);
    const travellers = ((await api.json()) as { travellers: { booking_id: number }[] }).travellers;
    for (const b of bookings) expect(travellers.some((t) => t.booking_id === b.id)).toBe(true);

    await useSession(page, admin);
    await page.goto(`/staff/departures/${numericId}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Departure manifest' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Travellers' });
    for (const b of bookings) await expect(table.getByRole('link', { name: `Booking ${b.id}` }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'manifest');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^manifest-.+\.csv$/);
    const csv = fs.readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trim().split(/\r?\n/);
    const header = lines[0].split(',');
    expect(header.slice(0, 3)).toEqual(['Booking', 'Status', 'Balance (NZD)']);
    for (const column of ['First name', 'Last name', 'Passport number', 'Passport check', 'Dietary requirements', 'Activities']) expect(header).toContain(column);
    expect(lines).toHaveLength(travellers.length + 1);
    for (const b of bookings) expect(lines.some((line) => line.startsWith(`${b.id},`))).toBe(true);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: path.join(SHOTS, 'staff-manifest-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  test('staff set a last-minute discount and close a departure for sale: the public lists follow, the change is logged (axe, screenshots)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && d.discount_rate === 0 && daysFromToday(d.date) >= 90);
    const publicDeparture = async () => {
      const res = await request.get(`/api/tour_info/departures/${departure.id}`);
      return res.ok() ? ((await res.json()) as { 'tour_info/departure': { tour_price: number; discount_rate: number } })['tour_info/departure'] : null;
    };
    const listed = async (query: string) => {
      const res = await request.get(`/api/tour_info/departures?${query}`);
      return ((await res.json()) as { 'tour_info/departures': { id: string }[] })['tour_info/departures'].some((d) => d.id === departure.id);
    };

    await useSession(page, await signInAsAdmin(request));
    await page.goto('/staff/');
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Departures' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
    await page.getByLabel('Tour').selectOption(String(departure.tour_id));
    await page.getByLabel('Departing from').fill(departure.date);
    await page.getByLabel('Departing until').fill(departure.date);
    await page.getByRole('button', { name: 'Show departures' }).click();
    await expect(page.getByText(/^\d+ departures? found\.$/)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="/staff/departures/${departure.id.replace(/^departure-/, '')}/"]`) });
    await expect(row).toContainText('Open');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: /^Edit / }).click();

    const editor = page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Save departure' }) });
    await expect(editor).toBeFocused();
    await editor.getByLabel(/Last-minute discount/).fill('20');
    await editor.getByRole('button', { name: 'Save departure' }).click();
    await expect(editor.getByText(/^Saved: open for online sale, \d+ seats, 20% off/)).toBeVisible();
    await expect(editor.getByRole('listitem').filter({ hasText: 'admin@example.nz' })).toContainText('Discount 0% → 20%');
    await expectNoAxeViolations(page);
    await shoot(page, 'departures');
    await expect.poll(async () => (await publicDeparture())?.discount_rate).toBe(20);
    expect((await publicDeparture())?.tour_price).toBeCloseTo(departure.based_price * 0.8, 2);
    await expect.poll(() => listed('last_deal=true&minimal_data=true')).toBe(true);

    // Closed for online sale: no longer offered; opened again with no discount: as before.
    await editor.getByLabel('Open for online sale').uncheck();
    await editor.getByRole('button', { name: 'Save departure' }).click();
    await expect(editor.getByText(/^Saved: closed for online sale/)).toBeVisible();
    await expect(row).toContainText('Closed');
    await expect.poll(() => listed('valid_departure=true')).toBe(false);
    await editor.getByLabel('Open for online sale').check();
    await editor.getByLabel(/Last-minute discount/).fill('0');
    await editor.getByRole('button', { name: 'Save departure' }).click();
    await expect(editor.getByText(/^Saved: open for online sale, \d+ seats, no discount\.$/)).toBeVisible();
    await expect.poll(() => listed('valid_departure=true')).toBe(true);
    await expect.poll(async () => (await publicDeparture())?.discount_rate).toBe(0);
  });

  test('staff create a promo code and a customer uses it in the wizard; staff see the use and expire it (axe, screenshots)', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const code = `STAFF${Date.now().toString(36).toUpperCase()}`;
    await useSession(page, await signInAsAdmin(request));
    await page.goto('/staff/promo-codes/');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New promo code' });
    await form.getByLabel(/^Code/).fill(code.toLowerCase());
    await form.getByLabel('An amount in NZD off the booking').check();
    await form.getByLabel(/^Amount or percent/).fill('75');
    await form.getByLabel(/^Uses in all/).fill('10');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(page.getByText(`Promo code ${code} created: NZ$75.00 off.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('0 of 10');
    await expect(row).toContainText('Active');
    await expectNoAxeViolations(page);
    await shoot(page, 'promo-codes');

    // A customer applies it on the traveller step of the wizard.
    const customer = await signUp(request, 'staff-promo');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 2 && daysFromToday(d.date) >= 60);
    const headers = authHeaders(customer);
    const created = await request.post('/api/bookings/bookings', { headers, data: { 'bookings/booking': { departure_id: departure.id } } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id, tour_slug: tour } = ((await created.json()) as { 'bookings/booking': { id: number; tour_slug: string } })['bookings/booking'];
    const agreed = await request.put(`/api/bookings/bookings/${id}`, { headers, data: { 'bookings/booking': { agree_with_the_conditions: true } } });
    expect(agreed.ok(), await agreed.text()).toBe(true);
    const context = await browser.newContext();
    const customerPage = await context.newPage();
    await useSession(customerPage, customer);
    await customerPage.goto(`/bookings/traveller-details/?bookingId=${id}&tour=${tour}`);
    await closeVaccinationNotice(customerPage);
    const summary = customerPage.getByRole('complementary', { name: 'Booking summary' });
    await summary.getByLabel('Promo code').fill(code);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(`Promo code ${code} applied.`)).toBeVisible();
    await expect(summary).toContainText(`Discount (${code})`);
    expect(await bookingNow(request, customer, id)).toMatchObject({ promo_code_string: code, promo_code_valid: true });
    await context.close();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1 of 10');
    await page.getByRole('button', { name: `Expire ${code}` }).click();
    await page.getByRole('button', { name: `Yes, expire ${code}` }).click();
    await expect(page.getByText(new RegExp(`^Promo code ${code} expired`))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Expired');
    // Expired: a second customer cannot apply it.
    const late = await signUp(request, 'staff-promo-late');
    const lateHeaders = authHeaders(late);
    const another = await request.post('/api/bookings/bookings', { headers: lateHeaders, data: { 'bookings/booking': { departure_id: departure.id } } });
    expect(another.ok(), await another.text()).toBe(true);
    const lateId = ((await another.json()) as { 'bookings/booking': { id: number } })['bookings/booking'].id;
    await request.put(`/api/bookings/bookings/${lateId}`, { headers: lateHeaders, data: { 'bookings/booking': { promo_code_string: code } } });
    expect((await bookingNow(request, late, lateId)).promo_code_valid).toBe(false);
  });

  test('staff see a lead the CRM did not take and send it again once the CRM is back (axe, screenshots)', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A contact lead, sent as the site's form sends it; nothing listens at the CRM's address yet.
    const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const email = `crm-retry-${Date.now()}@example.nz`;
    const lead = await request.post('/api/third_party/crm_lead', {
      data: { type: 'contact_us_lead', source_url: `${BASE_URL}/contact-us/`, first_name: 'Kiri', last_name: 'Walker', email, subscribe: false, adventure_selected: true, hakaPlus_selected: false, snowTour_selected: false, privateGroup_selected: false, message_text: 'Do you run tours in winter?', captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
    });
    expect(lead.ok(), await lead.text()).toBe(true);

    const admin = await signInAsAdmin(request);
    // The job worker's first attempt fails before the CRM listens (its next one is a minute
    // away): otherwise that attempt, made after the CRM is back, could deliver the lead itself
    // between the CRM starting and the click, and the click would rightly answer "already delivered".
    await expect
      .poll(async () => {
        const listed = (await (await request.get('/api/staff/leads?delivery=failing&per_page=50', { headers: authHeaders(admin) })).json()) as { leads?: { email: string }[] };
        return (listed.leads ?? []).some((found) => found.email === email);
      }, { timeout: 30_000 })
      .toBe(true);
    await useSession(page, admin);
    await page.goto('/staff/leads/');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('/contact-us/');
    await expect(row).toContainText('Failing after 1 attempt');
    await row.getByText('Answers').click();
    await expect(row).toContainText('Do you run tours in winter?');
    await expectNoAxeViolations(page);
    await shoot(page, 'leads');

    const received: string[] = [];
    const url = new URL(CRM_LEAD_URL);
    const crm = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push(String((JSON.parse(text || '{}') as { email?: string }).email));
        res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => crm.listen(Number(url.port), url.hostname, resolve));
    try {
      await row.getByRole('button', { name: /^Send lead \d+ \(.+\) again$/ }).click();
      await expect(page.getByText(/is being sent to the CRM again/)).toBeVisible();
      await expect(row).toContainText('Delivered', { timeout: 30_000 });
      await expect(row.getByRole('button')).toHaveCount(0);
      expect(received).toContain(email);
    } finally {
      await new Promise<void>((resolve) => crm.close(() => resolve()));
    }
  });
});
