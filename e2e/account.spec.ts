/**
 * The account area against the real server (SPEC 2.4, 4.1, 4.2, 5, 6, 8): sign up, a session
 * that survives a reload, sign out, sign in with a return address, a wrong password, the user
 * home with a real booking (delete after the confirmation), and a password reset followed from
 * the email the server wrote to its outbox (OUTBOX_DIR=var/e2e/outbox, see playwright.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { incompleteBooking } from './support/booking';

const OUTBOX = path.resolve('var/e2e/outbox');
const PASSWORD = 'kea-trails-2031';
const NEW_PASSWORD = 'a-brand-new-pass';
/** Screenshots at 1280 and 375 px for a visual review: set ACCOUNT_SHOTS_DIR (e.g. /tmp) to write them. */
const SHOTS = process.env.ACCOUNT_SHOTS_DIR;

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `account-${name}-1280.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(SHOTS, `account-${name}-375.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function signUp(page: Page, email: string, firstName = 'Aroha') {
  await page.goto('/user/sign-up/');
  await field(page, 'First name').fill(firstName);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A field of the page's own form, by its accessible name (the footer has a newsletter email field too). */
const field = (page: Page, label: string) => page.getByRole('main').getByRole('textbox', { name: label, exact: true });

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

/** Quoted-printable soft breaks and escapes, so the link reads as it was written. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function newestResetLink(email: string): string | null {
  if (!fs.existsSync(OUTBOX)) return null;
  const files = fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(OUTBOX, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const raw = fs.readFileSync(file, 'utf8');
    let text = decodeQuotedPrintable(raw);
    // A part nodemailer chose to send as base64.
    for (const block of raw.match(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g) ?? []) text += Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (!text.toLowerCase().includes(email.toLowerCase()) && !text.includes(encodeURIComponent(email))) continue;
    const match = /\/user\/reset-password\/\?token=[A-Za-z0-9_-]+&(?:amp;)?email=[^\s"<>]+/.exec(text);
    if (match) return match[0].replace('&amp;', '&');
  }
  return null;
}

test.describe('account area', () => {
  test('sign up, stay signed in across a reload, sign out, sign in with a return address', async ({ page }) => {
    const email = uniqueEmail('journey');

    await test.step('sign up a new customer', async () => {
      await signUp(page, email);
      await expect(page.getByText('Your registration is successful')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();
      await expect(page.getByRole('main').getByText('Kia ora, Aroha')).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/page-user\b/);
    });

    await test.step('a reload keeps the session (token and email stored)', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();
      await expect(page).toHaveURL(/\/user\/$/);
      await openAccountMenu(page);
      await expect(page.locator('header').getByRole('link', { name: /My tours/ })).toBeVisible();
      const stored = await page.evaluate(() => window.localStorage.getItem('kea-trails-session'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ email });
    });

    await test.step('sign out goes home, signed out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('kea-trails-session'))).toBeNull();
      await page.goto('/user/');
      await expect(page).toHaveURL(/\/user\/sign-in\/\?return=%2Fuser%2F$/);
    });

    await test.step('sign in with ?return=/tours/ lands there', async () => {
      await page.goto('/user/sign-in/?return=/tours/');
      await expect(page.locator('body')).toHaveClass(/page-user-sign-in/);
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/tours\/$/);
      await expect(page.getByText('Your login is successful')).toBeVisible();
    });
  });

  test("a wrong password shows the server's message and a visitor is sent to sign in", async ({ page }) => {
    const email = uniqueEmail('wrong');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/user\/$/);
    await page.evaluate(() => window.localStorage.clear());

    await page.goto('/user/favourites/');
    await expect(page).toHaveURL(/\/user\/sign-in\/\?return=%2Fuser%2Ffavourites%2F$/);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/sign-in\//);

    // The required fields are checked by the browser before anything is sent.
    await field(page, 'Password').fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password is required.')).toBeVisible();

    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/user\/favourites\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await expect(page.getByText('You have no favourite activities yet.')).toBeVisible();

    // A favourite saved through the API shows as an activity card; its heart removes it.
    const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('kea-trails-session'))) ?? '{}');
    const saved = await page.request.post('/api/users/favourites', { headers: { token: session.token, email: session.email }, data: { activity_id: 1 } });
    expect(saved.ok()).toBe(true);
    await page.reload();
    const card = page.getByRole('main').getByRole('article');
    await expect(card).toHaveCount(1);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/activities\/.+\/$/);
    await expectNoAxeViolations(page);
    await shoot(page, 'favourites');
    await card.getByRole('button', { name: `Favourited: ${name}` }).click();
    await expect(page.getByText('You have no favourite activities yet.')).toBeVisible();
  });

  test('the user home lists a real booking and deletes it after the confirmation', async ({ page, request }) => {
    const email = uniqueEmail('booker');
    await signUp(page, email, 'Tama');
    await expect(page.getByText('You have no tours booked yet.')).toBeVisible();
    const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('kea-trails-session'))) ?? '{}');

    // An 'Incomplete' booking (nothing paid), which may be deleted.
    const booking = await incompleteBooking(request, session);

    await page.goto('/user/');
    const card = page.getByRole('article').filter({ hasText: booking.tour_name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Incomplete')).toBeVisible();
    await expect(card.getByText('2 travellers')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage Tour' })).toHaveAttribute('href', `/bookings/details/?bookingId=${booking.id}&tour=${booking.tour_slug}`);
    await expect(card.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'user-home');

    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this booking? It cannot be undone');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await shoot(page, 'delete-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete booking' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('You have no tours booked yet.')).toBeVisible();
  });

  test('reset the password from the emailed link, then be signed in', async ({ page }) => {
    const email = uniqueEmail('reset');
    await signUp(page, email, 'Mere');
    await expect(page).toHaveURL(/\/user\/$/);

    await page.goto('/user/reset-password/');
    await expect(page.locator('body')).toHaveClass(/page-user-reset-password/);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid form data' })).toBeVisible();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/we have sent a link to reset your password/)).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue('');
    // Requesting a reset clears the user state: this visitor is signed out.
    await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
    await shoot(page, 'reset-requested');

    // The email is a job: it reaches the outbox on the server's next worker pass (JOBS_POLL_MS, 5 s).
    let link: string | null = null;
    await expect.poll(() => (link = newestResetLink(email)), { message: `a reset email for ${email} in ${OUTBOX}`, timeout: 30_000 }).not.toBeNull();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Your Password' })).toBeVisible();
    await expect(page.getByText('You will be signed in after changing your password.')).toBeVisible();
    await shoot(page, 'change-password');

    await field(page, 'New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('New password must be at least 8 characters.')).toBeVisible();

    await field(page, 'New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/user\/$/);
    await expect(page.getByText('Your login is successful')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();

    // The link works once.
    await page.goto(link!);
    await field(page, 'New password').fill('yet-another-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  });

  test('edit the account details', async ({ page }) => {
    const email = uniqueEmail('edit');
    await signUp(page, email, 'Hemi');
    await expect(page).toHaveURL(/\/user\/$/);
    await page.goto('/user-edit/');
    await expect(page.locator('body')).toHaveClass(/page-user-edit/);
    await expect(field(page, 'First name')).toHaveValue('Hemi');
    await field(page, 'Last name').fill('Walker');
    await field(page, 'Phone').fill('+64 21 555 0101');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your account has been updated.')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Last name')).toHaveValue('Walker');
    await expect(field(page, 'Phone')).toHaveValue('+64 21 555 0101');
    await expectNoAxeViolations(page);
    await shoot(page, 'edit');
  });

  test('sign-in and sign-up pages have no accessibility violations', async ({ page }) => {
    await page.goto('/user/sign-in/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'sign-in');

    await page.goto('/user/sign-up/');
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'sign-up-errors');
  });
});

test.describe('before the page is interactive', () => {
  test.use({ javaScriptEnabled: false });

  test('a sign-in submitted natively comes back to the form, with the password in no address', async ({ page }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/user/sign-in/?redirect=%2Fuser%2F');
    await field(page, 'Email').fill('someone@example.nz');
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/sign-in\/\?redirect=%2Fuser%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(addresses.filter((address) => address.includes(PASSWORD))).toEqual([]);
  });
});
