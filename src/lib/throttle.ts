/** SPEC 9: the one scroll handler is throttled to 66 ms by default. */
export const SCROLL_THROTTLE_MS = 66;

/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number = SCROLL_THROTTLE_MS) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0 && !timer) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        if (pending) fn(...pending);
        pending = null;
      }, Math.max(0, remaining));
    }
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
