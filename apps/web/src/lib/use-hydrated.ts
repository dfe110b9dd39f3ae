import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and when prerendering it), true otherwise. A component whose data
 * may already be here when the page hydrates (fetched as the app started) renders its prerendered loading state
 * first, so hydration meets the markup it expects, then shows the data straight after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
