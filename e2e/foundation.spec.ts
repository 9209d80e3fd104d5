import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

test.describe('foundation', () => {
  test('serves the home page with the shared layout @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
    await expect(page.locator('body')).toHaveClass(/page-home/);
    await expect(page).toHaveTitle(/Kea Trails/);
  });

  test('answers the API health check with the database status', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.data.database.status).toBe('up');
  });

  test('loads the shell of a client-only route', async ({ page }) => {
    const response = await page.goto('/user/sign-in/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toHaveClass(/page-user-sign-in/);
    await expect(page.locator('header')).toBeVisible();
  });

  test('answers an unknown path with the 404 page and status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText("couldn't find that page");
  });

  test('caches hashed assets for a year and revalidates HTML', async ({ request, page }) => {
    const html = await request.get('/');
    expect(html.headers()['cache-control']).toContain('must-revalidate');
    expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.goto('/');
    const script = await page.locator('script[src*="app-"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('publishes robots.txt with the absolute sitemap address, and the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
    const sitemap = await request.get('/sitemap-index.xml');
    expect(sitemap.status()).toBe(200);
    // The private areas' pre-rendered pages (the booking steps', the staff pages' frames) are not listed.
    const pages = await (await request.get('/sitemap-0.xml')).text();
    expect(pages).toContain('/new-zealand-tours/');
    expect(pages).not.toMatch(/<loc>[^<]*\/(staff|bookings|user)\//);
  });

  test('home page has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
