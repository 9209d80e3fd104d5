import { useEffect, useState } from 'react';

/**
 * True while the viewport is at most `width` pixels wide. False on the server and on the first
 * render (the lists it switches are loaded in the browser after that, so nothing jumps).
 */
export function useMaxWidth(width: number): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return undefined;
    const query = window.matchMedia(`(max-width: ${width}px)`);
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, [width]);
  return matches;
}
