/**
 * The staff area (issue 18) against the real server, as staff would use it:
 * - a customer's on-request booking (paid) waits in the queue; staff reach the area from the
 *   account menu, open the booking, read its audit log and confirm it: the customer's card
 *   turns 'Booked' and 'Booking confirmed' lands in the outbox;
 * - a request declined with a reason: everything paid is refunded and the customer is told;
 * - a customer who opens /staff/ is told it is for the team only;
 * - axe on the staff pages; screenshots at 1280 and 375 px (STAFF_SHOTS_DIR, default
 *   /tmp/shots), nothing wider than the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { STAFF_MESSAGES } from '../contract/staff';
import { bookingNow, daysFromToday, paidBooking, pickDeparture, signInAsAdmin, signUp, useSession, waitForMail } from './support/booking';

const SHOTS = process.env.STAFF_SHOTS_DIR ?? '/tmp/shots';

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
    await shoot(page, 'booking');

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
});
