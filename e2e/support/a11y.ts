import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe finds at WCAG 2.1 A and AA (in `include` only, when given), one line per rule. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await headerSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The site header turns solid once the page is scrolled (a throttled scroll handler, then a 0.2 s
 * colour transition). Between the scroll and the end of that transition its white links sit on a
 * see-through bar over the page, which axe reports as low contrast: wait until the bar matches the
 * scroll position (once hydrated) and has no running transition.
 */
async function headerSettled(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector<HTMLElement>('header[data-active]');
    if (!header) return true;
    // Before hydration (or without scripts) no scroll handler runs, so only the transition counts.
    const hydrated = document.documentElement.dataset.hydrated === 'true';
    const matchesScroll = !hydrated || window.scrollY <= 10 || header.dataset.active === 'true';
    return matchesScroll && header.getAnimations().length === 0;
  });
}

/** axe finds nothing at WCAG 2.1 A and AA (in `include` only, when given). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}

/** What has the keyboard focus, and whether a sighted keyboard user can see where it is. */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    return {
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').trim().slice(0, 40)}"`,
      indicator: outline || ring,
      focusVisible: el.matches(':focus-visible'),
      inViewport: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth,
    };
  });
}
