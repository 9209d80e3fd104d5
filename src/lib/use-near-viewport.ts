import { useEffect, useState } from 'react';

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
