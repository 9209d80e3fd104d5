import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and during hydration, true afterwards: pages that read the
 * address (filters, search) render their server version first, then the visitor's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * useHydrated for a page whose whole content waits for it (a client-only area, the search
 * results). React applies the switch from the server version synchronously, so that content
 * used to be drawn in one long task straight after hydration; deferred, it is drawn in a
 * transition React slices and interrupts for input, as the deferred API lists are.
 */
export function useHydratedInTransition(): boolean {
  return useDeferredValue(useHydrated());
}
