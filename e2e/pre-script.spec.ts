import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from './support/test';
import { interactive } from './support/pages';
import { bookingNow, daysFromToday, paidBooking, pickDeparture, signInAsAdmin, signUp, useSession } from './support/booking';

/**
 * A page used before its scripts arrive, as on a slow phone (issue 23). Without scripts the home
 * search and the list filters are plain GET forms that land on the page the hydrated form would
 * show; with the scripts held back, what a visitor chose or typed meanwhile is kept and applied
 * once the page hydrates, not reset to the server-rendered defaults.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** A start date two months ahead: as typed in the banner (dd/MM/yyyy) and as in the address (MM/DD/yyyy). */
function aDateAhead() {
  const date = new Date();
  date.setDate(date.getDate() + 60);
  return {
    shown: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
    inAddress: `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`,
  };
}
const SOUTH_ONLY = ['Alps to Ocean Cycle', 'Queenstown Snow Week', 'South Island Adventure', 'South Island Plus', 'South Island Snow Safari', 'Southern Lakes & Fiords', 'Top of the South'];

const tourCards = (page: Page) => page.getByTestId('tour-card');
const query = (page: Page) => new URL(page.url()).searchParams;
const pathname = (page: Page) => new URL(page.url()).pathname;
const activityTotal = async (page: Page) => Number((await page.getByText(/^Showing \d+ of \d+ activit/).textContent())!.match(/of (\d+)/)![1]);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home search lands on the search results with the place and the date typed', async ({ page }) => {
    const { shown } = aDateAhead();
    await page.goto('/');
    const banner = page.getByRole('search', { name: 'Find a tour' });
    await banner.getByLabel('Where').selectOption('south-island');
    await banner.getByLabel('Starting from').fill(shown);
    await banner.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/tours-search\//);
    expect(pathname(page)).toBe('/tours-search/');
    expect(query(page).get('location')).toBe('south-island');
    expect(query(page).get('date')).toBe(shown);
  });

  test("a search of any time lands on its island group's results, listed in the page as sent", async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('search', { name: 'Find a tour' });
    await banner.getByLabel('Where').selectOption('south-island');
    await banner.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('/tours-search/south-island/');
    await expect(page.getByRole('heading', { name: /^\d+ tours? in South Island, any time$/ })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Find a tour' }).getByLabel('Where')).toHaveValue('south-island');
    const names = await tourCards(page).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(SOUTH_ONLY).toContain(name);
  });

  test('the tours filters are a GET form to the list, sent by an Apply button', async ({ page }) => {
    await page.goto('/tours/');
    const filters = page.getByRole('form', { name: 'Filter tours' });
    await filters.getByLabel('Types').selectOption('plus');
    await filters.getByLabel('Durations').selectOption('8-14');
    const apply = filters.getByRole('button', { name: 'Apply filters' });
    await expect(apply).toBeVisible();
    await apply.click();
    await page.waitForURL(/\/tours\/\?/);
    expect(pathname(page)).toBe('/tours/');
    expect(query(page).get('type')).toBe('plus');
    expect(query(page).get('duration')).toBe('8-14');
  });

  test('the activities filters are a GET form to the list, sent by an Apply button', async ({ page }) => {
    await page.goto('/activities/');
    const filters = page.getByRole('form', { name: 'Filter activities' });
    await filters.getByLabel('Types').selectOption('Water');
    await filters.getByLabel('Locations').selectOption('queenstown');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/\/activities\/\?/);
    expect(pathname(page)).toBe('/activities/');
    expect(query(page).get('type')).toBe('Water');
    expect(query(page).get('location')).toBe('queenstown');
  });
});

test.describe('with JavaScript on', () => {
  test('the Apply buttons are not there once the page runs its scripts', async ({ page }) => {
    for (const [address, form] of [
      ['/tours/', 'Filter tours'],
      ['/activities/', 'Filter activities'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('form', { name: form }).getByRole('combobox')).not.toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
    }
  });

  test('a search sent by the banner before its scripts ran shows the same results, at the usual address', async ({ page }) => {
    const { shown, inAddress } = aDateAhead();
    await page.goto(`/tours-search/?location=south-island&date=${encodeURIComponent(shown)}`);
    await expect(page.getByRole('heading', { name: /tours? in South Island departing from/ })).toBeVisible();
    await expect(page).toHaveURL(`/tours-search/?location=south-island&date_range_from=${inAddress}`);
    const banner = page.getByRole('search', { name: 'Find a tour' });
    await expect(banner.getByLabel('Where')).toHaveValue('south-island');
    await expect(banner.getByLabel('Starting from')).toHaveValue(shown);
    const names = await tourCards(page).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(SOUTH_ONLY).toContain(name);
  });
});

test.describe('while the scripts are on their way', () => {
  /** Holds every script back until `release` is called: the page is the server's HTML meanwhile. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    return async () => {
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
      release();
      await interactive(page);
    };
  }

  /**
   * A new customer's paid booking opened at `pagePath` with its scripts held back; the page's
   * console errors and uncaught errors are collected (a hydration mismatch is one).
   */
  async function visitPaidBookingHeld(page: Page, request: APIRequestContext, name: string, pagePath: string) {
    const session = await signUp(request, name);
    const booking = await paidBooking(request, session, await pickDeparture(request, (d) => d.available_seats >= 2 && daysFromToday(d.date) >= 90));
    const { tour_name: tourName } = await bookingNow(request, session, booking.id);
    await useSession(page, session);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdScripts(page);
    await page.goto(`${pagePath}?bookingId=${booking.id}&tour=${booking.tour}`, { waitUntil: 'domcontentloaded' });
    return { booking, tourName, errors, release };
  }

  test('a tour type picked on /tours/ is kept and applied when the page hydrates', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/tours/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Types').selectOption('plus');
    await release();
    await expect(page).toHaveURL(/\/tours\/\?type=plus$/);
    await expect(page.getByLabel('Types')).toHaveValue('plus');
    await expect(tourCards(page)).toHaveCount(3);
    // And the list goes on from there.
    await page.getByLabel('Location Groups').selectOption({ label: 'North Island Only' });
    await expect(tourCards(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/tours\/\?type=plus&location=north$/);
  });

  test('a choice made before hydration is laid over the filters already in the address', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/tours/?type=plus', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Location Groups').selectOption('north');
    await release();
    await expect(page.getByLabel('Types')).toHaveValue('plus');
    await expect(page.getByLabel('Location Groups')).toHaveValue('north');
    await expect(tourCards(page)).toHaveCount(1);
    await expect(tourCards(page).first()).toContainText('North Island Plus');
  });

  test('an activity type picked before hydration is kept and applied', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/activities/', { waitUntil: 'domcontentloaded' });
    const all = await activityTotal(page);
    await page.getByLabel('Types').selectOption('Water');
    await release();
    await expect(page).toHaveURL(/\/activities\/\?type=Water$/);
    await expect(page.getByLabel('Types')).toHaveValue('Water');
    await expect.poll(() => activityTotal(page)).toBeLessThan(all);
  });

  test('a place and a date typed into the home search before hydration are what it searches for', async ({ page }) => {
    const { shown, inAddress } = aDateAhead();
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('search', { name: 'Find a tour' });
    await banner.getByLabel('Where').selectOption('south-island');
    await banner.getByLabel('Starting from').fill(shown);
    await release();
    await expect(banner.getByLabel('Where')).toHaveValue('south-island');
    await expect(banner.getByLabel('Starting from')).toHaveValue(shown);
    await banner.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/tours-search/?location=south-island&date_range_from=${inAddress}`);
    await expect(page.getByRole('heading', { name: /tours? in South Island departing from/ })).toBeVisible();
  });

  test('a signed-out visitor to a page behind sign-in is sent to sign in before any script arrives', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/user/', { waitUntil: 'commit' });
    await page.waitForURL(/\/user\/sign-in\/\?return=%2Fuser%2F$/, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    await page.goto('/user-edit/', { waitUntil: 'commit' });
    await page.waitForURL(/\/user\/sign-in\/\?return=%2Fuser-edit%2F$/, { waitUntil: 'domcontentloaded' });
    await page.goto('/staff/departures/', { waitUntil: 'commit' });
    await page.waitForURL(/\/user\/sign-in\/\?return=%2Fstaff%2Fdepartures%2F$/, { waitUntil: 'domcontentloaded' });
    // Pages open to everyone stay where they are.
    await page.goto('/user/sign-up/', { waitUntil: 'domcontentloaded' });
    expect(pathname(page)).toBe('/user/sign-up/');
  });

  test('a booking step paints its frame before any script arrives, and keeps its title and lead when the booking fills it in', async ({ page, request }) => {
    const { tourName, errors, release } = await visitPaidBookingHeld(page, request, 'step-frame', '/bookings/traveller-details/');
    const title = page.getByRole('heading', { level: 2, name: 'Traveller details' });
    const lead = page.getByText(/^We need these details for everyone travelling/);
    await expect(title).toBeVisible();
    await expect(lead).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByText('Loading your booking…')).toBeVisible();
    // Marks on the frame's nodes: React must hydrate them, not draw new ones.
    await title.evaluate((el) => el.setAttribute('data-frame', 'title'));
    await lead.evaluate((el) => el.setAttribute('data-frame', 'lead'));
    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tourName);
    await expect(page.getByRole('button', { name: 'Add a traveller' })).toBeVisible();
    await expect(page.locator('[data-frame="title"]')).toHaveText('Traveller details');
    await expect(page.locator('[data-frame="lead"]')).toContainText('exactly as they appear on each passport');
    expect(errors).toEqual([]);
  });

  test('the receipt paints its header and loading note before any script arrives, then the booking in their place', async ({ page, request }) => {
    const { booking, tourName, errors, release } = await visitPaidBookingHeld(page, request, 'receipt-frame', '/bookings/receipt/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your receipt…' })).toBeVisible();
    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tourName);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText(`Booking reference ${booking.id}`);
    await expect(page.getByText('Loading your receipt…')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a staff page paints its header, nav and the dashboard's headings before any script arrives, and keeps them when the data fills it in", async ({ page, request }) => {
    await useSession(page, await signInAsAdmin(request));
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdScripts(page);
    await page.goto('/staff/', { waitUntil: 'domcontentloaded' });
    const title = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    const departures = page.getByRole('heading', { level: 2, name: 'Departures in the next weeks' });
    await expect(title).toBeVisible();
    await expect(departures).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff area' }).getByRole('link')).toHaveCount(7);
    await title.evaluate((el) => el.setAttribute('data-frame', 'title'));
    await departures.evaluate((el) => el.setAttribute('data-frame', 'departures'));
    const drawn = await departures.boundingBox();
    await release();
    await expect(page.getByRole('heading', { level: 2, name: /^Requests waiting \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bookings and revenue per week' })).toBeVisible();
    await expect(page.locator('[data-frame="title"]')).toHaveText('Dashboard');
    await expect(page.locator('[data-frame="departures"]')).toHaveText('Departures in the next weeks');
    // The panels above it keep their height whatever their lists hold: nothing drawn moves.
    expect(await departures.boundingBox()).toEqual(drawn);
    // Every fixed staff page has its frame: the title in the HTML as sent.
    const html = await (await request.get('/staff/promo-codes/')).text();
    expect(html).toContain('>Promo codes</h1>');
    expect(errors).toEqual([]);
  });

  test("a booking's and a departure's staff pages paint their header and a loading note before any script arrives, then the data", async ({ page, request }) => {
    const customer = await signUp(request, 'staff-id-frames');
    const departure = await pickDeparture(request, (d) => d.available_seats >= 2 && daysFromToday(d.date) >= 90);
    const booking = await paidBooking(request, customer, departure);
    const { tour_name: tourName } = await bookingNow(request, customer, booking.id);
    await useSession(page, await signInAsAdmin(request));
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    const pages = [
      { path: `/staff/bookings/${booking.id}/`, frameTitle: 'Booking', nav: 'Bookings', title: `Booking ${booking.id}`, heading: 'booking-title' },
      { path: `/staff/departures/${departure.id.replace(/^departure-/, '')}/`, frameTitle: 'Departure manifest', nav: 'Departures', title: 'Departure manifest', heading: 'manifest-title' },
    ];
    for (const { path, frameTitle, nav, title, heading } of pages) {
      // As on a visit without the session cookie the scripts write (with it, the server draws the page with its data: signed-in-render.spec.ts).
      await page.context().clearCookies();
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(frameTitle);
      await expect(page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: nav })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      await release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator(`#${heading}`)).toContainText(tourName);
      await page.unrouteAll();
    }
    expect(errors).toEqual([]);
  });

  test("the staff departures page paints its filters, disabled, before any script arrives, and opens the same fields over the list", async ({ page, request }) => {
    await useSession(page, await signInAsAdmin(request));
    const release = await holdScripts(page);
    await page.goto('/staff/departures/', { waitUntil: 'domcontentloaded' });
    const filters = page.getByRole('search', { name: 'Filter departures' });
    const tour = filters.getByLabel('Tour');
    await expect(tour).toBeDisabled();
    await expect(filters.getByRole('button', { name: 'Show departures' })).toBeDisabled();
    await expect(page.getByText('Loading the departures…')).toBeVisible();
    await tour.evaluate((el) => el.setAttribute('data-frame', 'tour'));
    const drawn = await tour.boundingBox();
    await release();
    await expect(page.getByText(/^\d[\d,]* departures? found\.$/)).toBeVisible();
    await expect(page.locator('[data-frame="tour"]')).toBeEnabled();
    expect(await tour.boundingBox()).toEqual(drawn);
  });

  test('Edit Account paints its form, empty and disabled, before any script arrives, and opens it filled in', async ({ page, request }) => {
    const session = await signUp(request, 'edit-frame');
    await useSession(page, session);
    const release = await holdScripts(page);
    await page.goto('/user-edit/', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Edit Account' });
    const firstName = form.getByLabel(/^First name/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
    await expect(firstName).toBeDisabled();
    await expect(firstName).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const box = await firstName.boundingBox();
    await release();
    await expect(firstName).toBeEnabled();
    await expect(firstName).toHaveValue('Aroha');
    // The filled-in form stands where its frame stood.
    expect(await firstName.boundingBox()).toEqual(box);
    await expect(form.getByLabel(/^Email/)).toHaveValue(session.email);
  });

  test('the promo codes page paints its form, disabled, before any script arrives, and opens the same form with the list', async ({ page, request }) => {
    await useSession(page, await signInAsAdmin(request));
    const release = await holdScripts(page);
    await page.goto('/staff/promo-codes/', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'New promo code' });
    const code = form.getByLabel(/^Code/);
    await expect(code).toBeDisabled();
    await expect(form.getByText('3 to 40 letters, digits, - or _. Customers type it in any case.')).toBeVisible();
    await expect(page.getByText('Loading the promo codes…')).toBeVisible();
    await code.evaluate((el) => el.setAttribute('data-frame', 'code'));
    const box = await code.boundingBox();
    await release();
    await expect(page.getByRole('heading', { level: 2, name: 'All promo codes' })).toBeVisible();
    await expect(page.getByText('Loading the promo codes…')).toHaveCount(0);
    await expect(page.locator('[data-frame="code"]')).toBeEnabled();
    expect(await code.boundingBox()).toEqual(box);
  });

  test("a booking link's sign-in page paints its card before any script arrives (not for a signed-in visitor), then carries the booking's reference and return address", async ({ page, request }) => {
    const session = await signUp(request, 'link-frame');
    const created = await paidBooking(request, session, await pickDeparture(request, (d) => d.available_seats >= 1 && daysFromToday(d.date) >= 60));
    const address = `/bookings/extra-details/?bookingId=${created.id}&tour=${created.tour}`;
    let release = await holdScripts(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('region', { name: 'Please sign in to continue' });
    await expect(card.getByText('email address the booking was made with')).toBeVisible();
    await card.evaluate((el) => el.setAttribute('data-frame', 'card'));
    await release();
    await expect(page.getByText(`Booking reference ${created.id}`)).toBeVisible();
    await expect(page.locator('[data-frame="card"]').getByRole('link', { name: 'Sign in to your booking' })).toHaveAttribute(
      'href',
      `/user/sign-in/?return=${encodeURIComponent(`/bookings/traveller-details/?bookingId=${created.id}&tour=${created.tour}`)}`,
    );

    // A visitor whose session is stored does not see the card meant for visitors; the page sends them on to the booking.
    await page.unrouteAll();
    await useSession(page, session);
    release = await holdScripts(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 2, name: 'Please sign in to continue' })).toBeHidden();
    await release();
    await expect(page).toHaveURL(new RegExp(`/bookings/details/\\?bookingId=${created.id}&`));
  });

  test("a signed-in customer's booking page asks for the user and the booking list before any script arrives, and not again once it runs", async ({ page, request }) => {
    const session = await signUp(request, 'early-reads');
    const booking = await paidBooking(request, session, await pickDeparture(request, (d) => d.available_seats >= 2 && daysFromToday(d.date) >= 90));
    await useSession(page, session);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${sent.method()} ${url.pathname}`);
    });
    const release = await holdScripts(page);
    await page.goto(`/bookings/review/?bookingId=${booking.id}&tour=${booking.tour}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => asked).toEqual(expect.arrayContaining(['GET /api/users/me', 'GET /api/bookings/bookings']));
    await release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Failed to get booking details.')).toHaveCount(0);
    // The booking in full comes after the list (SPEC 4.3), once; the early answers were used.
    await expect.poll(() => asked.filter((a) => a === `GET /api/bookings/bookings/${booking.id}`).length).toBe(1);
    expect(asked.filter((a) => a === 'GET /api/bookings/bookings')).toHaveLength(1);
    expect(asked.filter((a) => a === 'GET /api/users/me')).toHaveLength(1);
  });

  test('sign-in and sign-up keep what was typed before hydration', async ({ page }) => {
    const main = page.getByRole('main');
    let release = await holdScripts(page);
    await page.goto('/user/sign-in/', { waitUntil: 'domcontentloaded' });
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill('early@example.nz');
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill('typed-before-scripts');
    await release();
    await expect(main.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('early@example.nz');
    await expect(main.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('typed-before-scripts');

    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto('/user/sign-up/', { waitUntil: 'domcontentloaded' });
    await main.getByRole('textbox', { name: 'First name', exact: true }).fill('Early');
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill('early@example.nz');
    await release();
    await expect(main.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Early');
    await expect(main.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('early@example.nz');
  });
});
