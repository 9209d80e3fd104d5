/**
 * The booking wizard against the real server (SPEC 2.1, 2.5, 3, 4.3, 5, 7, 8, 9): a new
 * customer starts a booking from /bookings/?departureId=, agrees to the conditions, fills two
 * travellers, applies an invalid and a valid promo code, adds extra nights, an upgrade, day
 * activities and snow gear, reviews, changes dates and reaches the payment page. Also: a
 * signed-out visitor with a booking link, a late (on request) booking, keyboard-only use,
 * small screens, and axe (WCAG 2.1 A and AA) on every step.
 */
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations as expectNoViolations } from './support/a11y';
import { chooseOption } from './support/forms';
import { LIFECYCLE_MESSAGES } from '../contract/booking-lifecycle';

const PASSWORD = 'kea-trails-2031';
const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '/tmp';
const SESSION_KEY = 'kea-trails-session';

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
  tour_type: string;
}

function uniqueEmail(label: string) {
  return `booking-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;
}

async function signUp(request: APIRequestContext, label: string, firstName = 'Aroha'): Promise<Session> {
  const response = await request.post('/api/users/sign_up', { data: { FirstName: firstName, Email: uniqueEmail(label), Password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { session: Session };
  return body.session;
}

/** Signs the browser in the quick way: the session the site keeps in localStorage. */
async function useSession(page: Page, session: Session) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

function daysFromToday(date: string): number {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return Math.round((new Date(date).getTime() - today.getTime()) / 86_400_000);
}

async function departures(request: APIRequestContext): Promise<Departure[]> {
  const response = await request.get('/api/tour_info/departures?valid_departure=true');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { 'tour_info/departures': Departure[] })['tour_info/departures'];
}

async function pickDeparture(request: APIRequestContext, match: (d: Departure) => boolean): Promise<Departure> {
  const found = (await departures(request)).find(match);
  expect(found, 'a seeded departure that fits the test').toBeTruthy();
  return found!;
}

async function createBooking(request: APIRequestContext, session: Session, departureId: string) {
  const response = await request.post('/api/bookings/bookings', {
    headers: { token: session.token, email: session.email },
    data: { 'bookings/booking': { departure_id: departureId } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { 'bookings/booking': { id: number; tour_slug: string } })['bookings/booking'];
}

/** Lets entry animations (the modal fades in) finish, so colours are measured as people see them. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function expectNoAxeViolations(page: Page) {
  await settle(page);
  await expectNoViolations(page);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `booking-${name}-1280.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(SHOTS, `booking-${name}-375.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Booking summary' });
const traveller = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Traveller ${n}\\b`) });

async function closeVaccinationNotice(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Vaccination requirements' });
  await expect(dialog).toContainText('proof of COVID-19 vaccination before departure on Day 1');
  await dialog.getByRole('button', { name: 'I understand' }).click();
  await expect(dialog).toBeHidden();
}

async function fillDate(group: Locator, [day, month, year]: [string, string, string]) {
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Month').fill(month);
  await group.getByLabel('Year').fill(year);
}

async function fillTraveller(page: Page, n: number, person: { title: string; first: string; last: string; birth: [string, string, string] }) {
  const card = traveller(page, n);
  await chooseOption(card, 'Title', person.title);
  await card.getByLabel('First name').fill(person.first);
  await card.getByLabel('Last name').fill(person.last);
  await fillDate(card.getByRole('group', { name: 'Date of birth' }), person.birth);
  await chooseOption(card, 'Nationality', 'New Zealander');
  await card.getByRole('button', { name: 'Save and continue' }).click();
  await expect(card.getByLabel('Passport number')).toBeVisible();
  await card.getByLabel('Passport number').fill(`LA${n}23456`);
  await fillDate(card.getByRole('group', { name: 'Passport date of issue' }), ['1', '2', '2020']);
  await fillDate(card.getByRole('group', { name: 'Passport date of expiry' }), ['1', '2', '2032']);
  const emergency = card.getByRole('group', { name: 'Emergency contact' });
  await emergency.getByLabel('Name').fill('Mere Ngata');
  await emergency.getByLabel('Relationship').fill('Sister');
  await emergency.getByLabel('Phone number').fill('+64 21 555 0101');
  await card.getByLabel('Insurer name').fill('Kiwi Cover');
  await card.getByLabel('Policy number').fill(`KC-998${n}`);
  await card.getByLabel('Insurer phone number').fill('+64 800 555 010');
  await card.getByRole('button', { name: 'Save traveller' }).click();
  await expect(card.getByText('Details complete')).toBeVisible();
}

test.describe('booking wizard', () => {
  test('a new customer signs up from a tour page and books a snow tour through to the payment page', async ({ page, request }) => {
    test.setTimeout(180_000);
    const departure = await pickDeparture(
      request,
      (d) => d.tour_slug === 'south-island-snow-safari' && d.available_seats >= 3 && daysFromToday(d.date) >= 60,
    );

    // A visitor picks the departure in the tour page's dates table...
    await page.goto('/new-zealand-snow-tours/south-island-snow-safari/');
    const bookLink = page.locator(`a[href="/bookings/?departureId=${departure.id.replace(/^departure-/, '')}"]`);
    while (!(await bookLink.isVisible())) await page.getByRole('button', { name: 'Load More' }).click();
    await bookLink.click();
    // ...is asked to sign in, chooses to create an account, and comes back to the departure.
    await expect(page).toHaveURL(/\/user\/sign-in\/\?return=/);
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/user\/sign-up\/\?return=/);
    const signUpForm = page.getByRole('form', { name: 'Create account' });
    await signUpForm.getByLabel('First name').fill('Aroha');
    await signUpForm.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('flow'));
    await signUpForm.getByLabel('Password').fill(PASSWORD);
    await signUpForm.getByRole('button', { name: 'Create account' }).click();

    // Back at /bookings/?departureId=: the booking is created and the details page opens.
    await expect(page).toHaveURL(/\/bookings\/details\/\?bookingId=\d+&tour=south-island-snow-safari/);
    await expect(page.getByRole('heading', { level: 1, name: 'South Island Snow Safari' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    // Until the conditions are agreed only the details step is a link.
    await expect(steps.getByRole('link')).toHaveCount(1);
    await expect(summary(page)).not.toContainText('Check-in');
    await expect(page.getByRole('link', { name: 'booking conditions', exact: true })).toHaveAttribute('href', '/booking-conditions/');
    await expectNoAxeViolations(page);
    await shoot(page, 'details');

    await page.getByLabel(/I have read and agree to the booking conditions/).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();

    // Traveller details: the vaccination notice first.
    await expect(page).toHaveURL(/\/bookings\/traveller-details\//);
    await expectNoAxeViolations(page);
    await closeVaccinationNotice(page);
    await expect(steps.getByRole('link')).toHaveCount(6);
    await expect(summary(page)).toContainText('Check-in');

    await fillTraveller(page, 1, { title: 'Ms', first: 'Aroha', last: 'Ngata', birth: ['7', '4', '1990'] });
    await page.getByRole('button', { name: 'Add a traveller' }).click();
    await expect(traveller(page, 2)).toBeVisible();
    // Under 18 on the departure date: a warning that does not block.
    const second = traveller(page, 2);
    await fillDate(second.getByRole('group', { name: 'Date of birth' }), ['1', '1', String(Number(departure.date.slice(0, 4)) - 10)]);
    await expect(second.getByRole('alert')).toHaveText(
      'Please note, guests need to be aged 18 by the date of tour departure. Thank you for your understanding.',
    );
    await fillTraveller(page, 2, { title: 'Mr', first: 'Tama', last: 'Ngata', birth: ['12', '9', '1988'] });
    await expect(second.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('2 travellers');

    // Promo codes: an invalid one, then the seeded KIAORA10.
    await summary(page).getByLabel('Promo code').fill('NOT-A-CODE');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByText('Sorry! This Code is invalid')).toBeVisible();
    await summary(page).getByLabel('Promo code').fill('KIAORA10');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByText('Promo code KIAORA10 applied.')).toBeVisible();
    await expect(summary(page)).toContainText('Discount (KIAORA10)');
    await expectNoAxeViolations(page);
    await shoot(page, 'traveller-details');

    // Essentials: two extra nights before the tour and a room upgrade.
    await page.getByRole('link', { name: 'Continue to accommodation' }).click();
    await expect(page).toHaveURL(/\/bookings\/essentials\//);
    const before = page.getByRole('region', { name: /^Before the tour/ });
    await before.getByRole('button', { name: 'Add nights before the tour' }).click();
    await before.getByRole('radio', { name: /^2 nights/ }).check();
    await before.getByRole('button', { name: 'Add nights before the tour' }).click();
    await expect(before.getByText('Added')).toBeVisible();
    await expect(summary(page)).toContainText('2 extra nights before the tour');
    const upgrade = page.getByRole('region', { name: 'Private room upgrade' });
    await upgrade.getByRole('radio', { name: '3 nights' }).check();
    await upgrade.getByRole('radio', { name: 'Queen' }).check();
    await upgrade.getByRole('button', { name: /Add upgrade/ }).click();
    await expect(upgrade.getByText(/Added:.*3 nights, Queen bed/)).toBeVisible();
    await expect(summary(page)).toContainText('Private room upgrade (3 nights)');
    await expectNoAxeViolations(page);
    await shoot(page, 'essentials');

    // Add-ons: snow gear with its sizes, and day activities (one per traveller per day).
    await page.getByRole('link', { name: 'Continue to add-ons' }).click();
    await expect(page).toHaveURL(/\/bookings\/add-ons\//);
    const hire = page.getByRole('region', { name: 'Ski or Snowboard Hire', exact: true });
    await hire.getByRole('group', { name: /Standard package/ }).getByRole('checkbox', { name: 'Aroha Ngata' }).check();
    await expect(hire.getByRole('group', { name: /Standard package/ }).getByRole('checkbox', { name: 'Aroha Ngata' })).toBeChecked();
    await hire.getByRole('button', { name: /Add info: Aroha Ngata/ }).click();
    const gear = page.getByRole('dialog', { name: 'Snow gear sizes for Aroha Ngata' });
    await gear.getByLabel('Height (cm)').fill('168');
    await gear.getByLabel('Weight (kg)').fill('62');
    await chooseOption(gear, 'Stance', 'Skier');
    await gear.getByLabel('Boot size').fill('EU 39');
    await gear.getByRole('button', { name: 'Save sizes' }).click();
    await expect(gear).toBeHidden();
    await expect(hire.getByRole('button', { name: /Edit info: Aroha Ngata/ })).toBeVisible();

    const day3 = page.getByRole('region', { name: /Day 3/ });
    const pass = day3.getByRole('group', { name: /1-day adult pass/ });
    await pass.getByRole('checkbox', { name: 'Aroha Ngata' }).check();
    await expect(pass.getByRole('checkbox', { name: 'Aroha Ngata' })).toBeChecked();
    await expect(day3.getByRole('group', { name: /Group lesson/ }).getByRole('checkbox', { name: /Aroha Ngata/ })).toBeDisabled();
    await expect(day3.getByRole('group', { name: /Group lesson/ }).getByRole('checkbox', { name: 'Tama Ngata' })).toBeEnabled();
    await expect(summary(page)).toContainText('Add-ons (2 items)');
    await expectNoAxeViolations(page);
    await shoot(page, 'add-ons');

    // Review: everything chosen, then a change of dates.
    await page.getByRole('link', { name: 'Continue to review' }).click();
    await expect(page).toHaveURL(/\/bookings\/review\//);
    const extras = page.getByRole('region', { name: 'Accommodation and add-ons' });
    await expect(extras).toContainText('2 extra nights');
    await expect(extras).toContainText('Private room upgrade: 3 nights, Queen bed');
    await expect(extras).toContainText('Ski or Snowboard Hire: Standard package');
    await expect(extras).toContainText('Day 3: Mt Hutt Lift Pass: 1-day adult pass');
    await expect(page.getByRole('region', { name: /Travellers \(2\)/ })).toContainText('Tama Ngata');
    await expectNoAxeViolations(page);
    await shoot(page, 'review');
    await page.getByRole('button', { name: 'Change dates' }).click();
    const newDate = page.getByRole('group', { name: 'Choose a new departure' }).getByRole('radio').first();
    await newDate.check();
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await expect(page.getByText(/Your booking now departs on/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Payment: the amounts due and the card form, plainly in test mode (e2e/payments.spec.ts pays).
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/bookings\/payment\//);
    const amounts = page.getByRole('region', { name: 'Amounts due (NZD)' });
    await expect(amounts).toContainText('Minimum payment now');
    await expect(amounts).toContainText('NZ$198');
    await expect(page.getByText('Test mode — no real money moves.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'payment');

    // The bookings list shows it, with the tour sub-navigation to start another.
    await page.getByRole('link', { name: 'All your bookings' }).click();
    await expect(page.getByRole('heading', { name: 'South Island Snow Safari' })).toBeVisible();
    const subNav = page.getByRole('navigation', { name: 'Start a new booking' });
    await expect(subNav.getByRole('link', { name: /South Island Snow Safari.*12 days · From NZ\$4,295/ })).toBeVisible();
    await expect(subNav.getByRole('link', { name: /Neuseeland Entdecker.*German-speaking tour/ })).toBeVisible();
    // Hidden from the booking area and archived tours are left out.
    await expect(subNav.getByRole('link', { name: /Queenstown Snow Week/ })).toHaveCount(0);
    await expect(subNav.getByRole('link', { name: /North Island Express/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'list');
  });

  test('a signed-out visitor with a booking link lands on the extra-details page', async ({ page, request }) => {
    const session = await signUp(request, 'link');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60);
    const created = await createBooking(request, session, departure.id);
    await page.goto(`/bookings/review/?bookingId=${created.id}&tour=${created.tour_slug}`);
    await expect(page).toHaveURL(new RegExp(`/bookings/extra-details/\\?bookingId=${created.id}&tour=${created.tour_slug}`));
    await expect(page.getByText('email address the booking was made with')).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in to your booking' });
    await expect(signIn).toHaveAttribute('href', `/user/sign-in/?return=${encodeURIComponent(`/bookings/traveller-details/?bookingId=${created.id}&tour=${created.tour_slug}`)}`);
    await expectNoAxeViolations(page);
    await shoot(page, 'extra-details');
  });

  test('a visitor starting a booking is sent to sign in and comes back to it', async ({ page, request }) => {
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60);
    await page.goto(`/bookings/?departureId=${departure.id}`);
    await expect(page).toHaveURL(/\/user\/sign-in\/\?return=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('return') ?? '')).toBe(`/bookings/?departureId=${departure.id}`);
  });

  test('a departure under 30 days away is booked on request, and the review says our team confirms it', async ({ page, request }) => {
    const session = await signUp(request, 'late');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) < 29 && daysFromToday(d.date) > 1);
    await useSession(page, session);
    await page.goto(`/bookings/?departureId=${departure.id}`);
    await expect(page).toHaveURL(/\/bookings\/late-request\/\?bookingId=\d+/);
    await expect(page.getByRole('heading', { name: 'Your booking is on request' })).toBeVisible();
    await expect(page.getByText(/confirms your booking within 1 business day/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'late-request');

    await page.getByRole('link', { name: 'Continue with your booking' }).click();
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/bookings\/traveller-details\//);
    await closeVaccinationNotice(page);
    await page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link', { name: /Review/ }).click();
    await expect(page).toHaveURL(/\/bookings\/review\//);
    // The lifecycle's request notice (contract/booking-lifecycle.ts) replaced the old 'This booking has now expired…' text.
    await expect(page.getByText(LIFECYCLE_MESSAGES.requestNotice)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change dates' })).toHaveCount(0);
  });

  test('the wizard works with the keyboard alone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signUp(request, 'keys');
    const departure = await pickDeparture(
      request,
      (d) => d.tour_slug === 'south-island-snow-safari' && d.available_seats >= 1 && daysFromToday(d.date) >= 60,
    );
    const created = await createBooking(request, session, departure.id);
    await useSession(page, session);
    await page.goto(`/bookings/details/?bookingId=${created.id}&tour=${created.tour_slug}`);
    const agree = page.getByLabel(/I have read and agree/);
    await expect(agree).toBeVisible();

    // Tab until the checkbox has focus, tick it with Space, then Tab to the button and press Enter.
    for (let i = 0; i < 60 && !(await agree.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(agree).toBeFocused();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Agree and continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bookings\/traveller-details\//);

    // The notice is a modal: focus is inside it and Escape closes it.
    const dialog = page.getByRole('dialog', { name: 'Vaccination requirements' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Step 1 of the first traveller, typed field after field with Tab.
    const card = traveller(page, 1);
    const title = card.getByRole('combobox', { name: 'Title' });
    await expect(title).toHaveClass(/kit-select__input/);
    await title.focus();
    await page.keyboard.type('Ms');
    await page.keyboard.press('Enter');
    await expect(card.locator('.kit-select__single-value', { hasText: /^Ms$/ })).toBeVisible();
    for (const text of ['Aroha', 'Ngata', '7', '4', '1990']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Nationality')).toBeFocused();
    await page.keyboard.type('New Zealander');
    await page.keyboard.press('Enter');
    await expect(card.locator('.kit-select__single-value', { hasText: 'New Zealander' })).toBeVisible();
    await card.getByLabel('Allergies').focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Save and continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByLabel('Passport number')).toBeVisible();

    // Add-ons: a checkbox with Space, the snow gear modal with Enter and Escape.
    await page.goto(`/bookings/add-ons/?bookingId=${created.id}&tour=${created.tour_slug}`);
    const box = page.getByRole('group', { name: /Standard package/ }).getByRole('checkbox', { name: 'Aroha Ngata' });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    const addInfo = page.getByRole('button', { name: /Add info: Aroha Ngata/ });
    await addInfo.focus();
    await page.keyboard.press('Enter');
    const gear = page.getByRole('dialog', { name: /Snow gear sizes/ });
    await expect(gear).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gear).toBeHidden();
    await expect(addInfo).toBeFocused();

    // The step links are reachable and followed with Enter.
    const review = page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link', { name: /Review/ });
    await review.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bookings\/review\//);
  });
});

test.describe('staff and locked bookings', () => {
  // The e2e server seeds this administrator (playwright.config.ts).
  const ADMIN = { email: 'admin@example.nz', password: 'e2e-admin-password' };

  async function aliceWithBooking(request: APIRequestContext) {
    const alice = await signUp(request, 'alice', 'Alice');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60);
    const created = await createBooking(request, alice, departure.id);
    const headers = { token: alice.token, email: alice.email };
    const booking = await request.get(`/api/bookings/bookings/${created.id}`, { headers });
    const travellerId = ((await booking.json()) as { travellers: { id: number }[] }).travellers[0].id;
    const update = await request.put(`/api/bookings/bookings/${created.id}`, {
      headers,
      data: { 'bookings/booking': { agree_with_the_conditions: true, travellers: [{ id: travellerId, title: 'Ms', first_name: 'Alice', last_name: 'Whaanga', date_of_birth: '1984-03-09', nationality: 'New Zealander' }] } },
    });
    expect(update.ok(), await update.text()).toBe(true);
    return { alice, created };
  }

  test('an administrator signs in and opens another customer’s booking', async ({ page, request }) => {
    const { created } = await aliceWithBooking(request);
    await page.goto(`/user/sign-in/?return=${encodeURIComponent(`/bookings/review/?bookingId=${created.id}&tour=${created.tour_slug}`)}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: /^Email/ }).fill(ADMIN.email);
    await form.getByLabel('Password').fill(ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/review/\\?bookingId=${created.id}&tour=`));
    await expect(page.getByText('Alice Whaanga').first()).toBeVisible();
    await expect(page.getByText('Failed to get booking details.')).toHaveCount(0);
  });

  test('a locked booking shows only review and payment, and its other steps redirect to review', async ({ page, request }) => {
    const { alice, created } = await aliceWithBooking(request);
    const signIn = await request.post('/api/users/sign_in', { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(signIn.ok()).toBe(true);
    const admin = ((await signIn.json()) as { session: Session }).session;
    expect(admin.is_admin).toBe(true);
    const lock = await request.put(`/api/bookings/bookings/${created.id}/lock`, { headers: { token: admin.token, email: admin.email }, data: { locked: true } });
    expect(lock.ok()).toBe(true);

    await useSession(page, alice);
    for (const step of ['traveller-details', 'essentials', 'add-ons']) {
      await page.goto(`/bookings/${step}/?bookingId=${created.id}&tour=${created.tour_slug}`);
      await expect(page).toHaveURL(new RegExp(`/bookings/review/\\?bookingId=${created.id}`));
    }
    await expect(page.getByText('This booking is locked. Please get in touch with us to make changes.')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(steps.getByRole('link')).toHaveText([/Review/, /Payment/]);
    await expectNoAxeViolations(page);

    // The user home's 'Manage Tour' goes to the review page for a locked booking.
    await page.goto('/user/');
    await page.getByRole('link', { name: /Manage Tour/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/bookings/review/\\?bookingId=${created.id}`));
  });
});

test.describe('small screens @mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the page navigation is a disclosure and nothing overflows', async ({ page, request }) => {
    const session = await signUp(request, 'mobile');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60);
    const created = await createBooking(request, session, departure.id);
    await request.put(`/api/bookings/bookings/${created.id}`, {
      headers: { token: session.token, email: session.email },
      data: { 'bookings/booking': { agree_with_the_conditions: true } },
    });
    await useSession(page, session);
    await page.goto(`/bookings/essentials/?bookingId=${created.id}&tour=${created.tour_slug}`);
    const toggle = page.getByRole('button', { name: /Step 3 of 6: Accommodation/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link', { name: /Add-ons/ })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link', { name: /Add-ons/ }).click();
    await expect(page).toHaveURL(/\/bookings\/add-ons\//);
    await expect(page.getByRole('heading', { name: 'Add-ons', level: 2 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
