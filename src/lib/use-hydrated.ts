import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingFirstPage } from './first-hydration';

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
 * results, the wizard). useHydrated's switch from the server version is a synchronous render
 * React makes straight after hydration, and it redraws everything below the component that
 * asked (a whole drawn wizard step, in one long task). Here the switch is a state update in a
 * transition from the first commit's effect, which React slices and interrupts for input; a
 * component mounted after the first page's hydration (a later visit's page) is hydrated at once.
 */
export function useHydratedInTransition(): boolean {
  // False on the server and while the first page hydrates (gatsby-browser's flag, still set when
  // React compares this with the server's value after hydrating: so no synchronous redraw), true
  // for a component mounted later.
  const hydratedAtMount = useSyncExternalStore(subscribe, () => !isHydratingFirstPage(), () => false);
  const [hydratedSince, setHydratedSince] = useState(false);
  useEffect(() => {
    if (!hydratedAtMount) startTransition(() => setHydratedSince(true));
  }, [hydratedAtMount]);
  return hydratedAtMount || hydratedSince;
}
