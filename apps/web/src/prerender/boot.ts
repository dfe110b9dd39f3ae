/*
 * The one inline script of every served page, run before the first paint. The build (scripts/build.mjs) bundles
 * this file into the page's <script> and the server allows exactly that script by its hash
 * (Content-Security-Policy). It does three things:
 * - applies the remembered theme and language to <html> at once (no flash of the light theme or of left-to-right
 *   text);
 * - when the visitor is signed in or chose another language than the one pages are prerendered in, marks the
 *   page so CSS hides the prerendered (guest, English) markup until the app has rendered the visitor's own;
 * - on a prerendered page, starts the app's scripts once the page has painted. The page is readable without
 *   them, so on a slow connection the styles and fonts it paints with get the bandwidth first (ADR 7);
 * - on an exercise's page, asks for the item as the HTML arrives and writes its prompt into the page, so the
 *   prompt is read before the app's scripts have arrived.
 * It runs before anything else and must not throw: every read of storage is guarded.
 */
import { DEFAULT_UI_LANGUAGE, DEMO_USER_ID, RTL_LANGUAGES, UI_LANGUAGES } from '@lisan/contract';
import { STORAGE_KEYS } from '../lib/storage';
import {
  DEFERRED_MODULE_META,
  DEFERRED_PRELOAD_META,
  EARLY_FETCH_META,
  EARLY_TEXT_ATTRIBUTE,
} from './boot-meta';

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
      const response = fetch(url, { headers, credentials: 'include' });
      window.lisanEarlyFetch = { url, response };
      // The page shows as prerendered (hidden otherwise): its prompt is painted as soon as the item is here.
      if (html.dataset.boot !== 'client') void response.then(showPrompt, () => undefined);
    }
  } catch {
    // Then the app asks for the data itself.
  }
}

/**
 * Writes the item's texts into the loading state's lines made for them (ExerciseLoading), so the prompt is read
 * before the app's scripts have arrived. A copy of the response is read: the app takes the response itself. The
 * lines are filled only while empty, so text React has rendered there is never written over.
 */
function showPrompt(response: Response) {
  if (!response.ok) return;
  void response
    .clone()
    .json()
    .then((view: { exercise?: Record<string, unknown> } | null) => {
      const fill = () => {
        for (const line of document.querySelectorAll<HTMLElement>(`[${EARLY_TEXT_ATTRIBUTE}]`)) {
          const text = view?.exercise?.[line.getAttribute(EARLY_TEXT_ATTRIBUTE) ?? ''];
          if (typeof text === 'string' && line.textContent === '') line.textContent = text;
        }
      };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fill);
      else fill();
    })
    .catch(() => undefined);
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
// Hidden markup never paints, and an old browser cannot tell: then the scripts start with the document. An
// exercise's page waits for its paint like the others: its prompt is written in by showPrompt, without them.
if (!painted || html.dataset.boot === 'client') document.addEventListener('DOMContentLoaded', start);
setTimeout(start, 5000);
