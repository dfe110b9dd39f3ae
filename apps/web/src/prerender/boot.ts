/*
 * The one inline script of every served page, run before the first paint. The build (scripts/build.mjs) bundles
 * this file into the page's <script> and the server allows exactly that script by its hash
 * (Content-Security-Policy). It does three things:
 * - applies the remembered theme and language to <html> at once (no flash of the light theme or of left-to-right
 *   text);
 * - when the visitor is signed in or chose another language than the one pages are prerendered in, marks the
 *   page so CSS hides the prerendered (guest, English) markup until the app has rendered the visitor's own;
 * - on a prerendered page, starts the app's scripts once the page has painted. The page is readable without
 *   them, so on a slow connection the styles and fonts it paints with get the bandwidth first (ADR 7).
 * It runs before anything else and must not throw: every read of storage is guarded.
 */
import { DEFAULT_UI_LANGUAGE, DEMO_USER_ID, RTL_LANGUAGES, UI_LANGUAGES } from '@lisan/contract';
import { STORAGE_KEYS } from '../lib/storage';
import { DEFERRED_MODULE_META, DEFERRED_PRELOAD_META, EARLY_FETCH_META } from './boot-meta';

const html = document.documentElement;
const uiLanguages: readonly string[] = UI_LANGUAGES;
const rtlLanguages: readonly string[] = RTL_LANGUAGES;
let language: string | null = null;
try {
  const theme = localStorage.getItem(STORAGE_KEYS.theme);
  language = localStorage.getItem(STORAGE_KEYS.language);
  if (theme === 'dark') {
    html.classList.add('dark');
    html.style.colorScheme = 'dark';
  }
  if (language !== DEFAULT_UI_LANGUAGE && language !== null && uiLanguages.includes(language)) {
    html.lang = language;
    html.dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
    html.dataset.boot = 'client';
  }
  // Pages are prerendered as a guest sees them; someone signed in waits for their own.
  if (localStorage.getItem(STORAGE_KEYS.authToken) && localStorage.getItem(STORAGE_KEYS.user)) {
    html.dataset.boot = 'client';
  }
} catch {
  // Storage can be refused (private modes, blocked cookies): the page shows as for a new visitor.
}

const early = document.querySelector<HTMLMetaElement>(`meta[name="${EARLY_FETCH_META}"]`);
if (early) {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    const user = token
      ? (JSON.parse(localStorage.getItem(STORAGE_KEYS.user) || 'null') as { id?: unknown } | null)
      : null;
    if (!token || (user && typeof user.id === 'string')) {
      const userId = token && user ? String(user.id) : DEMO_USER_ID;
      const url = `${early.content}?userId=${encodeURIComponent(userId)}`;
      // No X-Time-Zone: picking an exercise does not depend on the day, and the first use of Intl costs tens of
      // milliseconds before the page can paint.
      const headers: Record<string, string> = {
        Accept: 'application/json',
        // The exercise's texts come in the interface language, as every later call asks for them.
        'Accept-Language':
          language !== null && uiLanguages.includes(language) ? language : DEFAULT_UI_LANGUAGE,
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      window.lisanEarlyFetch = { url, response: fetch(url, { headers, credentials: 'include' }) };
    }
  } catch {
    // Then the app asks for the data itself.
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const metas = document.querySelectorAll<HTMLMetaElement>(
    `meta[name="${DEFERRED_MODULE_META}"], meta[name="${DEFERRED_PRELOAD_META}"]`,
  );
  const elements = document.createDocumentFragment();
  for (const meta of metas) {
    const preload = meta.name === DEFERRED_PRELOAD_META;
    const element = preload ? document.createElement('link') : document.createElement('script');
    if (element instanceof HTMLLinkElement) {
      element.rel = 'modulepreload';
      element.href = meta.content;
    } else {
      element.type = 'module';
      element.src = meta.content;
    }
    element.crossOrigin = '';
    // Behind the styles and fonts the page paints with; on a page of data, the app's entry goes first.
    element.fetchPriority = early && !preload ? 'high' : 'low';
    elements.appendChild(element);
  }
  document.head.appendChild(elements);
}

let painted = false;
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  painted = true;
} catch {
  // An old browser without paint timing: the scripts start with the document (below).
}
// Hidden markup never paints, and an old browser cannot tell: then the scripts start with the document. So they
// do on a page that is mostly data (an exercise): it needs them to show anything worth reading.
if (!painted || html.dataset.boot === 'client' || early) document.addEventListener('DOMContentLoaded', start);
setTimeout(start, 5000);
