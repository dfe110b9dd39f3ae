import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_UI_LANGUAGE, DEMO_USER_ID } from '@lisan/contract';
import { App } from './app/app';
import { routeFor } from './app/routes';
import { loadSession } from './features/session';
import { readTimeZoneAhead } from './lib/api-client';
import { formatNumber } from './lib/format';
import { captureInstallPrompt } from './lib/install-prompt';
import { initI18n, loadNamespaces, storedLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { markHydrationOver } from './lib/use-hydrated';
import { applyStoredTheme, storedTheme } from './lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
captureInstallPrompt();
const ready = initI18n();
applyStoredTheme();
const session = loadSession();
const queryClient = createQueryClient();

/**
 * Public pages and the app's first screens arrive prerendered as a signed-out visitor sees them in English and the
 * light theme (scripts/build.mjs, ADR 7): the browser paints them before any JavaScript runs. React hydrates that
 * markup when it is what this visitor would see; otherwise (signed in, another language, the dark theme, another
 * path) it renders afresh. Either way the page's code, strings and first data are requested together first, and
 * the first render waits for the code and strings, so it never stops at a loading state.
 */
async function start(root: HTMLElement) {
  const namespaces = root.dataset.namespaces?.split(',').filter(Boolean) ?? [];
  const route = routeFor(window.location.pathname);
  route.page.prefetch?.(
    queryClient,
    route.params,
    session.status === 'signedIn' ? session.user.id : DEMO_USER_ID,
  );
  try {
    await ready;
    await Promise.all([route.page.preload(), loadNamespaces(namespaces)]);
  } catch (error) {
    // Rendering still works: the page suspends and shows its loading state until its code arrives.
    console.warn('Could not load the page ahead of rendering', error);
  }
  const hydrate =
    root.dataset.prerendered === window.location.pathname &&
    session.status === 'signedOut' &&
    storedLanguage() === DEFAULT_UI_LANGUAGE &&
    storedTheme() === 'light';
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!hydrate) markHydrationOver();
  // A transition lets React split the first render into short tasks, so the page answers input while it starts.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);

// The first Intl formatter of each kind loads its locale data (over 100 ms with a phone's CPU emulated): done in
// a task of its own rather than inside the first render that shows a number or a plural, or the task that sends
// the page's first requests. Those requests carry the time zone and start with hydration's effects, before the
// page is ever idle (React's work keeps it busy from the first render on), so the time zone is read at once,
// between this module's task and the first render (through Temporal, where the browser has it, at no cost); the
// others wait for an idle moment. English whole numbers and weekdays are written without Intl, so in English the
// second of these does nothing.
setTimeout(readTimeZoneAhead, 0);
const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work) : setTimeout(work, 200);
whenIdle(() => formatNumber(0, storedLanguage()));
whenIdle(() => new Intl.PluralRules(storedLanguage()).select(1));
