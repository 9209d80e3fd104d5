import { useCallback, useState, type RefCallback } from 'react';
import { useIdle } from './use-idle';

/**
 * True once the element has come within `margin` of the screen (and from then on). Data only
 * a scrolled-to part of the page shows, such as the footer's rating, is fetched then, not in
 * the burst of work that makes the page interactive. Without IntersectionObserver it is true.
 *
 * The ref starts observing as React attaches it and sets no state then: a state update made
 * while React commits is applied at once, so the footer's (on every page) re-rendered its part
 * of the page and ran every component's effects inside the task that finished hydration, one
 * long task on a phone.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [ref: RefCallback<T>, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      }, { rootMargin: margin });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}

/**
 * True at the first idle moment after mount, or sooner once the element nears the screen: for a
 * list lower on the page (a tour's dates, its reviews) that should be there before a visitor
 * scrolls to it, so it does not grow under them, yet not in the work that makes the page
 * interactive.
 */
export function useIdleOrNear<T extends Element>(): [ref: RefCallback<T>, ready: boolean] {
  const [ref, near] = useNearViewport<T>();
  const idle = useIdle();
  return [ref, near || idle];
}
