import { DEFAULT_UI_LANGUAGE, DEMO_USER_ID, RTL_LANGUAGES, UI_LANGUAGES } from '@lisan/contract';
import { STORAGE_KEYS } from '../lib/storage';

/** `<meta name="lisan:module" content="URL">`: a script a prerendered page starts after its first paint. */
export const DEFERRED_MODULE_META = 'lisan:module';
/** `<meta name="lisan:modulepreload" content="URL">`: a module that script will import, fetched alongside it. */
export const DEFERRED_PRELOAD_META = 'lisan:modulepreload';
/**
 * `<meta name="lisan:early-fetch" content="PATH">` (placed before the script): the page's first data, asked for
 * `?userId=` the visitor (or the demo user) as the HTML arrives; the app's first GET of that address takes it.
 */
export const EARLY_FETCH_META = 'lisan:early-fetch';

/**
 * The one inline script of every served page, run before the first paint. The server allows exactly this script
 * by its hash (Content-Security-Policy). It does three things:
 * - applies the remembered theme and language to <html> at once (no flash of the light theme or of left-to-right
 *   text);
 * - when the visitor is signed in or chose another language than the one pages are prerendered in, marks the
 *   page so CSS hides the prerendered (guest, English) markup until the app has rendered the visitor's own;
 * - on a prerendered page, starts the app's scripts once the page has painted. The page is readable without
 *   them, so on a slow connection the styles and fonts it paints with get the bandwidth first (ADR 7).
 */
export function bootScript(): string {
  const body = `(function () {
  var html = document.documentElement;
  try {
    var theme = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});
    var language = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
    if (theme === 'dark') { html.classList.add('dark'); html.style.colorScheme = 'dark'; }
    if (language !== ${JSON.stringify(DEFAULT_UI_LANGUAGE)} && ${JSON.stringify(UI_LANGUAGES)}.indexOf(language) >= 0) {
      html.lang = language;
      html.dir = ${JSON.stringify(RTL_LANGUAGES)}.indexOf(language) >= 0 ? 'rtl' : 'ltr';
      html.dataset.boot = 'client';
    }
    // Pages are prerendered as a guest sees them; someone signed in waits for their own.
    if (localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}) && localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)})) {
      html.dataset.boot = 'client';
    }
  } catch (error) {}
  var early = document.querySelector('meta[name="${EARLY_FETCH_META}"]');
  if (early) {
    try {
      var token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)});
      var user = token ? JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)}) || 'null') : null;
      if (!token || (user && typeof user.id === 'string')) {
        var url = early.content + '?userId=' + encodeURIComponent(token ? user.id : ${JSON.stringify(DEMO_USER_ID)});
        // No X-Time-Zone: picking an exercise does not depend on the day, and the first use of Intl costs tens of
        // milliseconds before the page can paint.
        var headers = { Accept: 'application/json' };
        if (token) headers.Authorization = 'Bearer ' + token;
        // The exercise's texts come in the interface language, as every later call asks for them.
        headers['Accept-Language'] = ${JSON.stringify(UI_LANGUAGES)}.indexOf(language) >= 0 ? language : ${JSON.stringify(DEFAULT_UI_LANGUAGE)};
        window.lisanEarlyFetch = { url: url, response: fetch(url, { headers: headers, credentials: 'include' }) };
      }
    } catch (error) {}
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var metas = document.querySelectorAll('meta[name="${DEFERRED_MODULE_META}"], meta[name="${DEFERRED_PRELOAD_META}"]');
    var elements = document.createDocumentFragment();
    for (var i = 0; i < metas.length; i++) {
      var preload = metas[i].name === '${DEFERRED_PRELOAD_META}';
      var element = document.createElement(preload ? 'link' : 'script');
      if (preload) { element.rel = 'modulepreload'; element.href = metas[i].content; }
      else { element.type = 'module'; element.src = metas[i].content; }
      element.crossOrigin = '';
      // Behind the styles and fonts the page paints with; on a page of data, the app's entry goes first.
      element.fetchPriority = early && !preload ? 'high' : 'low';
      elements.appendChild(element);
    }
    document.head.appendChild(elements);
  }
  var painted = false;
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    painted = true;
  } catch (error) {}
  // Hidden markup never paints, and an old browser cannot tell: then the scripts start with the document. So they
  // do on a page that is mostly data (an exercise): it needs them to show anything worth reading.
  if (!painted || html.dataset.boot === 'client' || early) document.addEventListener('DOMContentLoaded', start);
  setTimeout(start, 5000);
})();`;
  return `<script>${body}</script>`;
}
