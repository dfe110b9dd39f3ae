import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and when prerendering it), true otherwise. A component whose data
 * may already be here when the page hydrates (fetched as the app started) renders its prerendered loading state
 * first, so hydration meets the markup it expects, then shows the data straight after: React renders it again at
 * once, in the same task as the page's first effects. For the page's main content (an exercise's prompt, its
 * largest paint).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Set once the app's markup is React's own in this browser: rendered afresh, or a hydration committed. */
let hydrationOver = false;

/** Called before rendering afresh and by the app's first commit; never while prerendering. */
export function markHydrationOver(): void {
  hydrationOver = true;
}

/**
 * `useHydrated` for what can wait a moment (the dashboard's session-size picker): the second render is a
 * transition, which React slices into short tasks. Rendered at once, it also pulls the page's first effects (every
 * query starting its request) into that one task, the longest of the dashboard's start on a phone.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(hydrationOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
