import { type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (gatsby-browser marks `<html data-hydrated>`): a click
 * or key press before then reaches only the server-rendered HTML and does nothing.
 */
export async function interactive(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Hydrated, and the calls the page makes as it starts have settled. */
export async function hydrated(page: Page) {
  await interactive(page);
  await page.waitForLoadState('networkidle');
}
