/*
 * What the start-up script (boot.ts), the build (scripts/build.mjs, through entry.tsx) and the app agree on.
 */

/** `<meta name="lisan:module" content="URL">`: a script a prerendered page starts after its first paint. */
export const DEFERRED_MODULE_META = 'lisan:module';
/** `<meta name="lisan:modulepreload" content="URL">`: a module that script will import, fetched alongside it. */
export const DEFERRED_PRELOAD_META = 'lisan:modulepreload';
/**
 * `<meta name="lisan:early-fetch" content="PATH">` (placed before the script): the page's first data, asked for
 * `?userId=` the visitor (or the demo user) as the HTML arrives; the app's first GET of that address takes it.
 */
export const EARLY_FETCH_META = 'lisan:early-fetch';

declare global {
  interface Window {
    /** The page's first data, asked for by the start-up script; the app's first GET of `url` takes `response`. */
    lisanEarlyFetch?: { url: string; response: Promise<Response> };
  }
}

/**
 * `data-early-text="FIELD"`: a line of the exercise screen's loading state (ExerciseLoading) that the start-up
 * script fills with the early-fetched item's `exercise[FIELD]` (`arabic`, `english`) as soon as it arrives.
 */
export const EARLY_TEXT_ATTRIBUTE = 'data-early-text';
