import { test as base, expect } from '@playwright/test';
import { BUNDLE_LOADER_ID } from '../../src/node/post-build';
import { interactive } from './pages';

/**
 * Playwright's `test`, with `page.goto` waiting, after the load, until React has hydrated a page
 * of the site. A page's scripts are added after its first paint (src/node/post-build.ts), so a
 * click or key press straight after the load could reach the server-rendered HTML, which a
 * visitor would not manage: a form then posts to the server and comes back empty (the JS-off path,
 * tested on its own in account.spec.ts). Navigations that ask for an earlier `waitUntil`, pages
 * without the site's script loader and contexts with JavaScript off are left as they are.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
      if (javaScriptEnabled && waitsForLoad && (await page.locator(`script#${BUNDLE_LOADER_ID}`).count()) > 0) await interactive(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
