import { useEffect, useState } from 'react';
import { useIdle } from './use-idle';

/**
 * True once the element has come within `margin` of the screen (and from then on). Data only
 * a scrolled-to part of the page shows, such as the footer's rating, is fetched then, not in
 * the burst of work that makes the page interactive. Without IntersectionObserver it is true.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  // React keeps a state setter stable, so it serves as the callback ref as it is.
  return [setElement, near];
}

/**
 * True at the first idle moment after mount, or sooner once the element nears the screen: for a
 * list lower on the page (a tour's dates, its reviews) that should be there before a visitor
 * scrolls to it, so it does not grow under them, yet not in the work that makes the page
 * interactive.
 */
export function useIdleOrNear<T extends Element>(): [ref: (element: T | null) => void, ready: boolean] {
  const [ref, near] = useNearViewport<T>();
  const idle = useIdle();
  return [ref, near || idle];
}
