import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after the component mounted (at the latest
 * `timeout` ms later). Work a visitor will want soon, but not to see the page, waits for it:
 * it then stays out of the burst of work that makes the page interactive. Browsers without
 * requestIdleCallback (Safari) wait for the next task instead.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
    return () => window.cancelIdleCallback(handle);
  }, [timeout]);
  return idle;
}
