/**
 * The booking lifecycle after 'Book' (DECISIONS "After 'Book'", server/modules/bookings/README.md
 * "Lifecycle") against the real server, clicked through as a customer would:
 * - an unpaid booking holds its seats for 48 hours: the booking pages and the My tours card say
 *   until when, in New Zealand time (checked against the API's hold_expires_at), and the deposit;
 * - a departure under 30 days away is a request: the customer sees the request notice, pays,
 *   stays 'On Request' until staff confirm it (POST /api/staff/bookings/{id}/confirm), then sees
 *   'Booked' and gets 'Booking confirmed';
 * - a paid booking moved to other dates on the review page: the new total and the difference
 *   before confirming, then 'Booking updated' with a calendar file starting on the new date;
 * - axe on a booking page with the hold notice; screenshots at 375 and 1280 px
 *   (LIFECYCLE_SHOTS_DIR, default /tmp/shots) with nothing wider than the screen at 375 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { LIFECYCLE_MESSAGES } from '../contract/booking-lifecycle';
import type { ChangePreview } from '../contract/bookings';
import type { DepartureItem } from '../contract/departures';
import {
  authHeaders,
  bookingIdOf,
  bookingNow,
  closeVaccinationNotice,
  daysFromToday,
  departures,
  fillCard,
  outbox,
  paidBooking,
  partFileName,
  pickDeparture,
  signInAsAdmin,
  signUp,
  tourDepartures,
  useSession,
  waitForMail,
  type Session,
} from './support/booking';

const SHOTS = process.env.LIFECYCLE_SHOTS_DIR ?? '/tmp/shots';

/**
 * An instant as the site shows a hold's end, worked out here with Intl in Pacific/Auckland
 * (not with the site's own formatter): '2026-11-25T06:15:00Z' -> 'Wed 25 Nov, 7:15 pm'.
 * en-US for the names: the site writes 'Sep', as en-US does (en-NZ writes 'Sept').
 */
function nzDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Auckland', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}`;
}

/** NZ$ as the site writes it: cents only when the amount is not whole (exact: always cents). */
function money(n: number, exact = false): string {
  const digits = exact || n % 1 ? 2 : 0;
  return `${n < 0 ? '-' : ''}NZ$${Math.abs(n).toLocaleString('en-NZ', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** '2027-07-03' -> 'Sat 3 Jul 2027' (the swap list's dates). */
function longDate(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
      .formatToParts(new Date(`${iso}T00:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

const expectedHold = (booking: { hold_expires_at: string | null; deposit_due: number }) =>
  `Your seats are held until ${nzDateTime(booking.hold_expires_at!)} (New Zealand time). Pay the deposit of ${money(booking.deposit_due)} to keep them.`;

const steps = (page: Page) => page.getByRole('navigation', { name: 'Booking steps' });
const myToursCard = (page: Page, tourName: string) => page.getByRole('article').filter({ hasText: tourName });
const cardStatus = (card: Locator) => card.locator('p', { hasText: /^Status: / });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'nothing wider than the screen').toBeLessThanOrEqual(0);
}

/** The page at 1280 and 375 px (nothing may overflow at 375), `target` scrolled into view for a viewport shot too. */
async function shoot(page: Page, name: string, target?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (width === 375) await noHorizontalOverflow(page);
    await page.screenshot({ path: path.join(SHOTS, `lifecycle-${name}-${width}.png`), fullPage: true });
    if (target) await target.screenshot({ path: path.join(SHOTS, `lifecycle-${name}-${width}-detail.png`) });
  }
  if (size) await page.setViewportSize(size);
}

/** From the tour's first booking page (/bookings/?departureId=) to the page it opens. */
async function book(page: Page, departure: DepartureItem) {
  await page.goto(`/bookings/?departureId=${departure.id}`);
  await expect(page).toHaveURL(/\/bookings\/(details|late-request)\/\?bookingId=\d+/);
  return bookingIdOf(page);
}

async function agreeToConditions(page: Page) {
  await page.getByLabel(/I have read and agree to the booking conditions/).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(/\/bookings\/traveller-details\//);
  await closeVaccinationNotice(page);
}

/** Payment step from the step links, then the test card for the amount chosen by default. */
async function payOnPaymentPage(page: Page, amount: number) {
  await steps(page).getByRole('link', { name: /Payment/ }).click();
  await expect(page).toHaveURL(/\/bookings\/payment\//);
  await expect(page.getByText('Test mode — no real money moves.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${money(amount)}` }).click();
  const received = page.getByRole('status', { name: 'Payment received, thank you!' });
  await expect(received).toContainText(`We received ${money(amount)} from your Visa ending 4242`);
  return received;
}

/**
 * A departure 90+ days away and another of the same tour that `fits` (by days from today), at
 * another price, both with seats, the other one among what the swap panel lists (the first 24).
 */
async function swappablePair(request: APIRequestContext, fits: (days: number) => boolean): Promise<{ from: DepartureItem; to: DepartureItem }> {
  const all = await departures(request);
  for (const from of all.filter((d) => d.available_seats >= 1 && daysFromToday(d.date) >= 90)) {
    const others = (await tourDepartures(request, from.tour_id)).filter((d) => d.id !== from.id && d.date !== from.date && d.available_seats >= 1).slice(0, 24);
    const to = others.find((d) => fits(daysFromToday(d.date)) && d.tour_price !== from.tour_price);
    if (to) return { from, to };
  }
  throw new Error('no seeded tour with two departures that fit the test');
}

test.describe('booking lifecycle', () => {
  test('an unpaid booking shows until when its seats are held, on the booking pages and on My tours (axe)', async ({ page, request }) => {
    const session = await signUp(request, 'lifecycle-hold');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60);
    await useSession(page, session);

    const id = await book(page, departure);
    await expect(page).toHaveURL(/\/bookings\/details\//);
    const booking = await bookingNow(request, session, id);
    expect(booking.status).toBe('Incomplete');
    expect(booking.request_status).toBeNull();
    expect(booking.hold_expires_at).toBeTruthy();
    // 48 hours from now, give or take the test's own time.
    const holdHours = (new Date(booking.hold_expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(holdHours).toBeGreaterThan(47);
    expect(holdHours).toBeLessThanOrEqual(48);
    const text = expectedHold(booking);

    const hold = page.getByRole('status').filter({ hasText: 'Your seats are held until' });
    await expect(hold).toHaveText(text);
    await expect(page.getByText(LIFECYCLE_MESSAGES.requestNotice)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'hold-details', hold);

    // The other booking pages carry it too.
    await agreeToConditions(page);
    await expect(hold).toHaveText(text);
    await steps(page).getByRole('link', { name: /Review/ }).click();
    await expect(page).toHaveURL(/\/bookings\/review\//);
    await expect(hold).toHaveText(text);
    await expectNoAxeViolations(page);

    // My tours: the card says the same.
    await page.goto('/user/');
    await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();
    const card = myToursCard(page, booking.tour_name);
    await expect(card).toHaveCount(1);
    await expect(cardStatus(card)).toHaveText('Status: Incomplete');
    await expect(card.getByText('Your seats are held until')).toHaveText(text);
    await expectNoAxeViolations(page);
    await shoot(page, 'hold-my-tours', card);
  });

  test('a departure under 30 days away is a request: paid, On Request, confirmed by staff, then Booked and emailed', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signUp(request, 'lifecycle-request');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 5 && daysFromToday(d.date) <= 29);
    await useSession(page, session);

    const id = await book(page, departure);
    await expect(page).toHaveURL(/\/bookings\/late-request\//);
    await expect(page.getByRole('heading', { name: 'Your booking is on request' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue with your booking' }).click();
    await expect(page).toHaveURL(/\/bookings\/details\//);
    await expect(page.getByText(LIFECYCLE_MESSAGES.requestNotice)).toBeVisible();

    const before = await bookingNow(request, session, id);
    expect(before).toMatchObject({ status: 'On Request', request_status: 'pending', depart_less_than_30_days: true, can_pay_partially: false });
    await agreeToConditions(page);
    await expect(page.getByText(LIFECYCLE_MESSAGES.requestNotice)).toBeVisible();

    // Inside 56 days the whole amount is due now.
    const received = await payOnPaymentPage(page, before.minimum_payment);
    await expect(received).toContainText('On Request');
    await expect(page.getByText(LIFECYCLE_MESSAGES.requestNotice)).toBeVisible();
    // Paid: the seats are no longer only held.
    await expect(page.getByText('Your seats are held until')).toHaveCount(0);

    await page.goto('/user/');
    const card = myToursCard(page, before.tour_name);
    await expect(cardStatus(card)).toHaveText('Status: On Request');

    // Staff find it in their queue and confirm it.
    const admin = await signInAsAdmin(request);
    const queue = await request.get('/api/staff/requests', { headers: authHeaders(admin) });
    expect(queue.ok(), await queue.text()).toBe(true);
    const waiting = ((await queue.json()) as { requests: { booking_id: number; customer_email: string; paid: number }[] }).requests.find((r) => r.booking_id === id);
    expect(waiting).toMatchObject({ customer_email: session.email, paid: before.minimum_payment });
    const confirm = await request.post(`/api/staff/bookings/${id}/confirm`, { headers: authHeaders(admin) });
    expect(confirm.ok(), await confirm.text()).toBe(true);

    await page.reload();
    await expect(cardStatus(myToursCard(page, before.tour_name))).toHaveText('Status: Booked');
    expect(await bookingNow(request, session, id)).toMatchObject({ status: 'Booked', request_status: 'confirmed', confirmed: true });

    const mail = await waitForMail('Booking confirmed', id);
    expect(mail.to).toContain(session.email);
    expect(mail.parts.some((p) => partFileName(p) === `booking-${id}.ics`)).toBe(true);
  });

  test('a paid booking moves to other dates: the new total and the difference first, then an updated calendar file', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session: Session = await signUp(request, 'lifecycle-swap');
    // Both well outside the free-change window (60 days; 45 for one family), so it stays open after the move.
    const { from, to } = await swappablePair(request, (days) => days >= 75);
    await useSession(page, session);

    const id = await book(page, from);
    await expect(page).toHaveURL(/\/bookings\/details\//);
    await agreeToConditions(page);
    const unpaid = await bookingNow(request, session, id);
    expect(unpaid.can_swap).toBe(true);
    await payOnPaymentPage(page, unpaid.deposit_due);
    const paid = await bookingNow(request, session, id);
    expect(paid).toMatchObject({ status: 'Booked', total_paid: unpaid.deposit_due, hold_expires_at: null });

    // Review: Change dates, pick the other departure, read the price before confirming.
    await steps(page).getByRole('link', { name: /Review/ }).click();
    await expect(page).toHaveURL(/\/bookings\/review\//);
    const panel = page.getByRole('region', { name: 'Change dates' });
    await panel.getByRole('button', { name: 'Change dates' }).click();
    await panel.getByRole('radio', { name: new RegExp(`^${longDate(to.date)} – `) }).check();

    // One traveller, nothing added: the new total is the new departure's price.
    const newTotal = to.tour_price * paid.travellers_count;
    const difference = newTotal - paid.total;
    const change = difference > 0 ? `${money(difference, true)} more than now` : `${money(-difference, true)} less than now`;
    const price = panel.getByRole('status').filter({ hasText: 'New total' });
    await expect(price).toContainText(`New total ${money(newTotal, true)} (${change})`);
    await expect(price).toContainText(`Left to pay after the change: ${money(newTotal - paid.total_paid, true)}.`);
    // The server priced it the same way (nothing changed yet).
    const preview = await request.post(`/api/bookings/bookings/${id}/swap?preview=true`, { headers: authHeaders(session), data: { departure_id: to.id } });
    expect(preview.ok(), await preview.text()).toBe(true);
    expect((await preview.json()) as ChangePreview).toMatchObject({ new_total: newTotal, difference });
    expect((await bookingNow(request, session, id)).departure_id).toBe(from.id);

    await panel.getByRole('button', { name: 'Confirm and move my booking' }).click();
    await expect(panel.getByText(`Your booking now departs on ${longDate(to.date)}.`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Change dates' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(longDate(to.date));
    const moved = await bookingNow(request, session, id);
    expect(moved).toMatchObject({ departure_id: to.id, departure_date: to.date, total: newTotal, status: 'Booked' });

    // 'Booking updated', with the calendar file on the new dates.
    const mail = await waitForMail('Booking updated', id);
    expect(mail.to).toContain(session.email);
    const ics = mail.parts.find((p) => partFileName(p) === `booking-${id}.ics`);
    expect(ics, 'the .ics attachment').toBeTruthy();
    expect(ics!.headers['content-type']).toMatch(/^text\/calendar/i);
    expect(ics!.body).toMatch(/BEGIN:VCALENDAR/);
    expect(ics!.body).toMatch(new RegExp(`^DTSTART;VALUE=DATE:${to.date.replace(/-/g, '')}\\r?$`, 'm'));
  });

  test('a move into the free-change window is still confirmed on the review page, which then offers no more changes', async ({ page, request }) => {
    const session = await signUp(request, 'lifecycle-swap-late');
    // 35 to 44 days away: inside every family's free-change window, not yet a request.
    const { from, to } = await swappablePair(request, (days) => days >= 35 && days <= 44);
    const { id, tour } = await paidBooking(request, session, from);

    await useSession(page, session);
    await page.goto(`/bookings/review/?bookingId=${id}&tour=${tour}`);
    const panel = page.getByRole('region', { name: 'Change dates' });
    await panel.getByRole('button', { name: 'Change dates' }).click();
    await panel.getByRole('radio', { name: new RegExp(`^${longDate(to.date)} – `) }).check();
    await expect(panel.getByRole('status').filter({ hasText: 'New total' })).toBeVisible();
    await panel.getByRole('button', { name: 'Confirm and move my booking' }).click();

    // The moved booking can no longer be changed online: the card stays to say it moved, and keeps the focus.
    const moved = panel.getByText(`Your booking now departs on ${longDate(to.date)}.`);
    await expect(moved).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Change dates' })).toHaveCount(0);
    await expect(panel).toContainText('These dates can no longer be changed online.');
    await expect(page.locator(':focus')).toContainText(`Your booking now departs on ${longDate(to.date)}.`);
    expect(await bookingNow(request, session, id)).toMatchObject({ departure_date: to.date, can_swap: false, status: 'Booked' });
    await expectNoAxeViolations(page);

    // On a later visit the review offers no change of dates.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Change dates' })).toHaveCount(0);
  });

  test('a paid booking gets another traveller only after the customer confirms the new total (declining changes nothing)', async ({ page, request }) => {
    const session = await signUp(request, 'lifecycle-change');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 2 && daysFromToday(d.date) >= 60);
    const { id, tour } = await paidBooking(request, session, departure);
    const paid = await bookingNow(request, session, id);
    expect(paid).toMatchObject({ travellers_count: 1, status: 'Booked' });

    await useSession(page, session);
    await page.goto(`/bookings/traveller-details/?bookingId=${id}&tour=${tour}`);
    await closeVaccinationNotice(page);
    const add = page.getByRole('button', { name: 'Add a traveller' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the change to your booking' });
    await expect(dialog).toBeVisible();
    // What the server prices it at, asked separately (nothing changes).
    const priced = await request.put(`/api/bookings/bookings/${id}?preview=true`, { headers: authHeaders(session), data: { 'bookings/booking': { travellers: [{}] } } });
    expect(priced.ok(), await priced.text()).toBe(true);
    const preview = (await priced.json()) as ChangePreview;
    expect(preview.difference).toBeGreaterThan(0);
    await expect(dialog).toContainText(`Total now: ${money(paid.total, true)}`);
    await expect(dialog).toContainText(`New total ${money(preview.new_total, true)} (${money(preview.difference, true)} more than now)`);
    await expect(dialog).toContainText(`Left to pay after the change: ${money(preview.new_balance, true)}.`);
    await expectNoAxeViolations(page);
    await shoot(page, 'change-confirm', dialog);

    // Declined: the booking is as it was and the focus is back on the button.
    await dialog.getByRole('button', { name: 'Keep my booking as it is' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    expect(await bookingNow(request, session, id)).toMatchObject({ travellers_count: 1, total: paid.total, version: paid.version });

    // Confirmed: the traveller is added and the customer is told the new total by email.
    await add.click();
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByRole('heading', { name: /^Traveller 2/ })).toBeVisible();
    const changed = await bookingNow(request, session, id);
    expect(changed).toMatchObject({ travellers_count: 2, total: preview.new_total, balance_remaining: preview.new_balance });
    await expect
      .poll(() => outbox().some((mail) => mail.subject.startsWith(`Your booking ${id} for `) && mail.subject.includes('new total')), { timeout: 30_000 })
      .toBe(true);
  });
});
