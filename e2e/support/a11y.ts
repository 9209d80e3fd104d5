import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe finds at WCAG 2.1 A and AA (in `include` only, when given), one line per rule. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
