import { expect, type Page } from '@playwright/test';

/** The footer's rating is fetched once React runs: after it shows, the page is hydrated and interactive. */
export async function hydrated(page: Page) {
  await expect(page.locator('footer').getByRole('link', { name: /out of 5 from \d/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}
