/**
 * Paying a booking in test mode against the real server (the embedded test gateway): a new
 * customer with a booking more than 56 days out sees the amounts and the test-mode notice, a
 * declined card shows its message and records nothing paid, the deposit is paid, then the
 * balance; the user home shows the booking Booked and paid in full; the receipt lists both
 * payments and prints; the receipt email reaches the outbox. Axe on the payment page and the
 * receipt. The helpers follow e2e/booking.spec.ts (same session and booking calls).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

const PASSWORD = 'kea-trails-2031';
const SHOTS = process.env.PAYMENT_SHOTS_DIR ?? '/tmp';
const SESSION_KEY = 'kea-trails-session';
const OUTBOX = path.join(__dirname, '..', 'var', 'e2e', 'outbox');

interface Session {
  token: string;
  email: string;
  is_admin: boolean;
}

interface Departure {
  id: string;
  date: string;
  available_seats: number;
  tour_slug: string;
}

interface WireBooking {
  id: number;
  tour_slug: string;
  tour_name: string;
  total: number;
  total_paid: number;
  balance_remaining: number;
  traveller_ids: number[];
}

const uniqueEmail = (label: string) => `payments-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;

async function signUp(request: APIRequestContext, label: string): Promise<Session> {
  const response = await request.post('/api/users/sign_up', { data: { FirstName: 'Aroha', Email: uniqueEmail(label), Password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { session: Session }).session;
}

async function useSession(page: Page, session: Session) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

function daysFromToday(date: string): number {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return Math.round((new Date(date).getTime() - today.getTime()) / 86_400_000);
}

/** A booking of one traveller more than 60 days out (partial payments allowed), conditions agreed. */
async function agreedBooking(request: APIRequestContext, session: Session): Promise<WireBooking> {
  const list = await request.get('/api/tour_info/departures?valid_departure=true');
  const departures = ((await list.json()) as { 'tour_info/departures': Departure[] })['tour_info/departures'];
  const departure = departures.find((d) => d.available_seats >= 2 && daysFromToday(d.date) >= 90);
  expect(departure, 'a seeded departure more than 90 days out').toBeTruthy();
  const headers = { token: session.token, email: session.email };
  const created = await request.post('/api/bookings/bookings', { headers, data: { 'bookings/booking': { departure_id: departure!.id } } });
  expect(created.ok()).toBe(true);
  const booking = ((await created.json()) as { 'bookings/booking': WireBooking })['bookings/booking'];
  const traveller = { id: booking.traveller_ids[0], title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-12', nationality: 'New Zealander' };
  const agreed = await request.put(`/api/bookings/bookings/${booking.id}`, {
    headers,
    data: { 'bookings/booking': { agree_with_the_conditions: true, travellers: [traveller] } },
  });
  expect(agreed.ok()).toBe(true);
  return booking;
}

async function bookingNow(request: APIRequestContext, session: Session, id: number): Promise<WireBooking> {
  const response = await request.get(`/api/bookings/bookings/${id}`, { headers: { token: session.token, email: session.email } });
  return ((await response.json()) as { booking: WireBooking }).booking;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `payments-${name}-1280.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(SHOTS, `payments-${name}-375.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Aroha Ngata');
}

const money = (n: number) => `NZ$${n.toLocaleString('en-NZ', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

test.describe('payments (test mode)', () => {
  test('a customer pays the deposit and then the balance, and prints the receipt', async ({ page, request }) => {
    test.setTimeout(180_000);
    const session = await signUp(request, 'flow');
    const booking = await agreedBooking(request, session);
    await useSession(page, session);

    // 'Make a payment' on the user home leads to the payment page.
    await page.goto('/user/');
    const card = page.getByRole('article').filter({ hasText: booking.tour_name });
    await card.getByRole('link', { name: 'Make a payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/payment/\\?bookingId=${booking.id}&tour=${booking.tour_slug}`));

    const amounts = page.getByRole('region', { name: 'Amounts due (NZD)' });
    await expect(amounts).toContainText('Minimum payment now');
    await expect(amounts).toContainText('NZ$99');
    await expect(page.getByText('Test mode — no real money moves.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Pay the deposit/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await shoot(page, 'page');

    // Client-side checks first: nothing is sent with an invalid card.
    await page.getByRole('button', { name: 'Pay NZ$99' }).click();
    await expect(page.getByText('Enter your card number.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();

    // A declined card: its message, nothing paid.
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay NZ$99' }).click();
    await expect(page.getByRole('alert')).toContainText('Your card was declined. Please try another card or contact your bank.');
    await expect(page.getByRole('status', { name: /Payment received/ })).toHaveCount(0);
    expect((await bookingNow(request, session, booking.id)).total_paid).toBe(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'declined');

    // The deposit.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay NZ$99' }).click();
    const received = page.getByRole('status', { name: 'Payment received, thank you!' });
    await expect(received).toContainText('We received NZ$99 from your Visa ending 4242');
    await expect(received).toContainText('Booked');
    await expect(amounts).toContainText('Paid so far');
    expect((await bookingNow(request, session, booking.id)).total_paid).toBe(99);
    await shoot(page, 'deposit-paid');

    // The balance, with another card (the form starts empty again).
    await expect(page.getByLabel('Card number')).toHaveValue('');
    const balance = booking.total - 99;
    await page.getByRole('radio', { name: /Pay the balance/ }).check();
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: `Pay ${money(balance)}` }).click();
    await expect(received).toContainText(`We received ${money(balance)} from your Mastercard ending 4444`);
    await expect(received).toContainText('Paid in full');
    await expect(page.getByRole('heading', { name: 'Make another payment' })).toHaveCount(0);
    const after = await bookingNow(request, session, booking.id);
    expect(after).toMatchObject({ total_paid: booking.total, balance_remaining: 0 });

    // The user home: Booked, nothing left to pay.
    await page.goto('/user/');
    const paidCard = page.getByRole('article').filter({ hasText: booking.tour_name });
    await expect(paidCard.getByText('Booked')).toBeVisible();
    await expect(paidCard).toContainText('NZ$0');
    await expect(paidCard.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
    await expect(paidCard.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // The receipt: operator, booking, both payments, totals; printable.
    await page.goto(`/bookings/receipt/?bookingId=${booking.id}&tour=${booking.tour_slug}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText('Kea Trails');
    await expect(receipt).toContainText(`Booking reference ${booking.id}`);
    await expect(receipt).toContainText(booking.tour_name);
    await expect(receipt).toContainText('Aroha Ngata');
    const rows = receipt.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Visa •••• 4242');
    await expect(rows.nth(1)).toContainText('NZ$99');
    await expect(rows.nth(1)).toContainText(/test_pi_/);
    await expect(rows.nth(2)).toContainText('Mastercard •••• 4444');
    await expect(receipt).toContainText('Booked, paid in full');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'receipt');
    const siteHeader = page.locator('header').first();
    await expect(siteHeader).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(siteHeader).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'payments-receipt-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // The receipt emails (the jobs worker writes them to the outbox: no SMTP in tests).
    await expect
      .poll(() => (fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => /receipt/i.test(f) && f.includes(`booking-${booking.id}`)).length : 0), {
        timeout: 30_000,
      })
      .toBe(2);
    // The first payment also confirms the booking: one confirmation, with the tour's dates as a calendar file.
    const confirmations = fs
      .readdirSync(OUTBOX)
      .filter((f) => /booking-confirmed/.test(f))
      .map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8'))
      .filter((mail) => mail.includes(`booking-${booking.id}.ics`));
    expect(confirmations).toHaveLength(1);
    const confirmation = confirmations[0];
    expect(confirmation).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation).toMatch(/Content-Type: text\/plain/i);
    expect(confirmation).toMatch(/Content-Type: text\/html/i);
  });

  test('an amount below the minimum is refused by the page and by the API', async ({ page, request }) => {
    const session = await signUp(request, 'rules');
    const booking = await agreedBooking(request, session);
    const headers = { token: session.token, email: session.email };
    const tooSmall = await request.post(`/api/bookings/bookings/${booking.id}/payments`, {
      headers,
      data: { amount: 50, idempotency_key: `e2e-${Date.now()}-too-small`, card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A' } },
    });
    expect(tooSmall.status()).toBe(400);
    expect((await tooSmall.json()).errors).toEqual(['The smallest payment we can take now is NZ$99.']);
    await useSession(page, session);
    await page.goto(`/bookings/payment/?bookingId=${booking.id}&tour=${booking.tour_slug}`);
    await page.getByRole('radio', { name: /Another amount/ }).check();
    await page.getByLabel('Amount in NZD').fill('20');
    await expect(page.getByText('The smallest payment we can take now is NZ$99.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  });
});
