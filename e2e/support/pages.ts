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

/** The errors the page logs or throws from now on (a hydration mismatch among them), as they come. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The addresses of the GET requests the page makes from now on whose URL `matches`. */
export function getRequests(page: Page, matches: (url: string) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && matches(request.url())) urls.push(request.url());
  });
  return urls;
}
