import { useEffect } from 'react';

/**
 * SPEC 4.7: while the mobile menu is open the page keeps its scroll position (the body is
 * pinned where it was), and closing the menu restores exactly that position.
 */
export function useScrollFreeze(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const y = window.scrollY;
    const { style } = document.body;
    const saved = { position: style.position, top: style.top, width: style.width, overflowY: style.overflowY };
    style.position = 'fixed';
    style.top = `-${y}px`;
    style.width = '100%';
    style.overflowY = 'scroll';
    document.body.dataset.scrollFrozen = String(y);
    return () => {
      Object.assign(style, saved);
      delete document.body.dataset.scrollFrozen;
      window.scrollTo(0, y);
    };
  }, [active]);
}
