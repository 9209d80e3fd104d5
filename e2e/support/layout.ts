import { type Page } from '@playwright/test';

/** The texts of <main> whose lines intersect the flash message's box (the message's own text aside). */
export function textUnderFlash(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const flash = [...document.querySelectorAll('main p')].find((p) => p.textContent === 'Your login is successful')!;
    const f = flash.getBoundingClientRect();
    const under: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || flash.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.left < f.right && f.left < r.right && r.top < f.bottom - 0.5 && f.top < r.bottom - 0.5) {
          under.push(node.textContent.trim());
          break;
        }
      }
    }
    return under;
  });
}
