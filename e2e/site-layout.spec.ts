import { type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { hydrated } from './support/pages';

/** Header, menus, account menu and footer (SPEC 2.1, 4.7), on a 1280 desktop and a 375 phone. */

const SESSION_KEY = 'kea-trails-session';

async function signUp(page: Page) {
  const email = `layout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;
  const response = await page.request.post('/api/users/sign_up', { data: { FirstName: 'Aroha', Email: email, Password: 'kiwi-trail-2030', OptInNewsLetter: false } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return body.session as { token: string; email: string; is_admin: boolean };
}

test.describe('site layout on desktop', () => {
  test('opens and closes the sub-menus with the mouse', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tours = nav.getByRole('button', { name: 'Tours' });
    await expect(tours).toHaveAttribute('aria-expanded', 'false');
    await tours.click();
    await expect(tours).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'View all tours' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'New Zealand Adventure Tours' })).toHaveAttribute('href', '/new-zealand-tours/');
    await expect(nav.getByRole('link', { name: 'New Zealand Snow Tours' })).toHaveAttribute('href', '/new-zealand-snow-tours/south-island-snow-safari/');
    // German and archived tours stay out of the menu.
    await expect(nav.getByRole('link', { name: 'Neuseeland Entdecker' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'North Island Express' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Private Tours/ })).toHaveAttribute('target', '_blank');

    // Another item closes the first; the same item toggles shut.
    const destinations = nav.getByRole('button', { name: 'Destinations' });
    await destinations.click();
    await expect(tours).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'View all destinations' })).toBeVisible();
    await expect(nav.getByText('North Island', { exact: true })).toBeVisible();
    await expect(nav.getByText('South Island', { exact: true })).toBeVisible();
    await destinations.click();
    await expect(nav.getByRole('link', { name: 'View all destinations' })).toBeHidden();

    await nav.getByRole('button', { name: 'About' }).click();
    await expect(nav.getByRole('link', { name: 'DMC services' })).toHaveAttribute('href', '/about-us/inbound-operator-services/');
    // A click elsewhere closes it.
    await page.locator('footer').click({ position: { x: 4, y: 4 } });
    await expect(nav.getByRole('link', { name: 'DMC services' })).toBeHidden();

    // Following a menu link goes to the tour page.
    await tours.click();
    await nav.getByRole('link', { name: 'North Island Explorer' }).click();
    await expect(page).toHaveURL(/\/new-zealand-tours\/north-island-explorer\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('North Island Explorer');
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tours = nav.getByRole('button', { name: 'Tours' });
    await tours.focus();
    await page.keyboard.press('Enter');
    await expect(tours).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'View all tours' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tours).toHaveAttribute('aria-expanded', 'false');
    await expect(tours).toBeFocused();
    // Space toggles too; then Enter on a link follows it.
    await page.keyboard.press('Space');
    await expect(tours).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tours\/$/);
  });

  test('turns the header active once the page scrolls', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-active', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-active', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-active', 'false');
  });

  test('offers Sign in and Create account to a visitor', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/user/sign-in/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/user/sign-in/');
    await expect(page.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/user/sign-up/');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Create account' })).toBeHidden();
  });

  test('shows a signed-in customer their counts, and signs them out', async ({ page }) => {
    const session = await signUp(page);
    await page.goto('/tours/');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: /My tours/ })).toHaveText(/My tours\s*0/);
    await expect(page.getByRole('link', { name: /My favourites/ })).toHaveText(/My favourites\s*0/);
    await expect(page.getByRole('link', { name: 'Edit Account' })).toHaveAttribute('href', '/user-edit/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // The token no longer works on the server.
    const me = await page.request.get('/api/users/me', { headers: { token: session.token, email: session.email } });
    expect(me.status()).toBe(401);
  });

  test('has the footer contact, columns, rating and legal line', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'View Tours' })).toHaveAttribute('href', '/tours/');
    await expect(footer.getByRole('link', { name: 'View Destinations' })).toHaveAttribute('href', '/destinations/');
    await expect(footer.getByRole('link', { name: 'View Activities' })).toHaveAttribute('href', '/activities/');
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Kea Trails`);
    await expect(footer.getByRole('link', { name: /Kea Roam/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy/');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms/');
    // The aggregate rating: the seeded reviews, or the SPEC 8 fallback of 0 reviews and 5 stars.
    await expect(footer.getByRole('link', { name: /out of 5 from \d[\d,]* reviews?/ })).toBeVisible();
    const summary = await (await page.request.get('/api/tour_info/tours/get_all_reviews')).json();
    if (summary.success) await expect(footer).toContainText(`from ${Number(summary.data.count).toLocaleString('en-NZ')} review`);

    // The newsletter checks the email in the browser, then opens the subscribe page in a new tab.
    const email = footer.getByLabel('Email address');
    await email.fill('not-an-email');
    await footer.getByRole('button', { name: /Subscribe/ }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await email.fill('kiri@example.nz');
    // The external subscribe page is answered locally (no internet here); what matters is where the tab goes.
    await page.context().route('https://keatrails.us21.list-manage.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Subscribe</title>' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), footer.getByRole('button', { name: /Subscribe/ }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('list-manage.com/subscribe');
    await popup.close();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
    // The keyboard comes back up too: the next Tab after the skip link is in the header.
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
  });

  test("the footer's rating is fetched when the footer nears the screen, not while the page loads", async ({ page }) => {
    const summaryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tour_info/tours/get_all_reviews')) summaryCalls.push(request.url());
    });
    await page.goto('/privacy/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(summaryCalls).toEqual([]);
    const rating = page.locator('footer').getByRole('link', { name: /out of 5 from/ });
    await rating.scrollIntoViewIfNeeded();
    const summary = await (await page.request.get('/api/tour_info/tours/get_all_reviews')).json();
    await expect(rating).toContainText(`from ${Number(summary.data.count).toLocaleString('en-NZ')} review`);
    expect(summaryCalls.length).toBeGreaterThanOrEqual(1);
  });

  test('home page has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('footer').getByRole('link', { name: /out of 5 from/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('open sub-menu has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tours' }).click();
    await expectNoAxeViolations(page, 'header');
  });
});

test.describe('site layout on a phone', () => {
  test('the hamburger opens the mobile menu, freezing and restoring the scroll position @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await hydrated(page);
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const before = await page.evaluate(() => window.scrollY);

    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();

    // A sub-menu covers the list; Back closes every sub-menu.
    await nav.getByRole('button', { name: 'Tours' }).click();
    await expect(nav.getByRole('link', { name: 'View all tours' })).toBeVisible();
    await nav.getByRole('button', { name: 'Back' }).click();
    await expect(nav.getByRole('link', { name: 'View all tours' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Destinations' })).toBeVisible();

    await hamburger.click();
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('the mobile menu works from the keyboard and its links navigate @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await hydrated(page);
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await nav.getByRole('button', { name: 'Destinations' }).click();
    await nav.getByRole('link', { name: 'Rotorua' }).click();
    await expect(page).toHaveURL(/\/destinations\/rotorua\/$/);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the phone home page has no accessibility violations and no sideways scrolling @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await hydrated(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/site-home-375.png', fullPage: true });
  });
});
