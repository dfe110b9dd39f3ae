import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/*
 * Where a page opens: a new route starts at the top, or at its #anchor; Back and Forward return to
 * where the learner was on that page. The browser's own restoration cannot do this for a single-page app: it
 * restores before the next page has rendered (so against the old page's height) and does nothing on a link.
 *
 * Each history entry gets a key in `history.state`; the scroll position of the entry being shown is kept under its
 * key as the page scrolls, so it is there when the learner comes back with Back or Forward.
 */

const KEY = 'lisanScrollKey';
const positions = new Map<string, number>();
let currentKey = '';
let poppedTo: string | null = null;
let installed = false;
let shownPath: string | null = null;

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryKey(): string | undefined {
  const state: unknown = history.state;
  const existing = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof existing === 'string' ? existing : undefined;
}

function keyOfEntry(): string {
  const existing = entryKey();
  if (existing) return existing;
  const state: unknown = history.state;
  const key = newKey();
  const base = state && typeof state === 'object' ? state : {};
  history.replaceState({ ...base, [KEY]: key }, '');
  return key;
}

function install() {
  if (installed) return;
  installed = true;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  currentKey = keyOfEntry();
  window.addEventListener('popstate', () => {
    // The page leaving is still on screen: keep its position now, in case its last scroll event has not run yet
    // (a scroll just before Back would otherwise be lost).
    if (currentKey) positions.set(currentKey, window.scrollY);
    poppedTo = keyOfEntry();
  });
  window.addEventListener(
    'scroll',
    () => {
      // Only while the entry shown is the one the key names: right after a navigation, history already holds the
      // next entry and a scroll event may still report the old page's position.
      if (entryKey() === currentKey) positions.set(currentKey, window.scrollY);
    },
    { passive: true },
  );
}

/** Keeps trying for a moment while the new page renders (its code and data may still be arriving). */
function settle(attempt: () => boolean) {
  if (attempt()) return;
  const started = performance.now();
  let cancelled = false;
  const stop = () => {
    cancelled = true;
  };
  // A learner who scrolls or presses a key meanwhile takes over.
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('keydown', stop, { once: true });
  const tick = () => {
    if (cancelled || attempt() || performance.now() - started > 2000) {
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

export function ScrollRestoration() {
  const [path] = useLocation();
  useLayoutEffect(() => {
    install();
    const previous = shownPath;
    shownPath = path;
    // The page as loaded (the browser placed it: a reload, a link with #anchor), or the same page again.
    if (previous === null || previous === path) return;
    const key = keyOfEntry();
    currentKey = key;
    if (poppedTo === key) {
      poppedTo = null;
      const y = positions.get(key) ?? 0;
      settle(() => {
        window.scrollTo(0, y);
        return Math.abs(window.scrollY - y) < 2;
      });
      return;
    }
    poppedTo = null;
    window.scrollTo(0, 0);
    const hash = window.location.hash;
    if (hash.length > 1) settle(() => scrollToAnchor(hash));
  }, [path]);
  return null;
}
