/**
 * Build-time rendering (scripts/build.mjs): renders the pages that look the same for every visitor to HTML, in
 * English and the light theme, as a signed-out visitor sees them before any data has arrived. The browser paints
 * that markup at once and React hydrates it (src/main.tsx). Nothing here runs in the browser or on the server.
 */
import { DEFAULT_UI_LANGUAGE, EXERCISE_TYPES, PLAN_EXERCISE_TYPES, isExerciseType } from '@lisan/contract';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { getInitialProps, initReactI18next } from 'react-i18next';
import { App } from '../app/app';
import { ROUTES, pageFor } from '../app/routes';
import { randomExercisePath } from '../features/exercise';
import { loadSession } from '../features/session';

/** Every route pattern the client router knows (scripts/build.mjs writes them for the server, which answers 404 to others). */
export const ROUTE_PATTERNS = ROUTES.map((route) => route.path);

export { DEFERRED_MODULE_META, DEFERRED_PRELOAD_META, EARLY_FETCH_META } from './boot-meta';

/**
 * Routes whose first screen does not depend on who is looking. Others (profile, reports, payment) get the shell,
 * and so do the pages built around a form with secrets or personal details (sign-in, sign-up, password reset,
 * contact): before the app starts, a browser would submit such a form itself, into the address bar.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/features',
  '/how-it-works',
  '/pricing',
  '/dashboard',
  '/which-verse',
  ...EXERCISE_TYPES.map((type) => `/exercise/${type}`),
  '/exercises',
  '/stories',
  '/learn/grammar',
  '/learn/pronunciation',
  '/learn/context',
  '/help',
  '/community',
  '/about',
  '/guidelines',
  '/privacy',
  '/terms',
  '/attribution',
];

const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', {
  eager: true,
});
const english = Object.fromEntries(
  Object.entries(englishFiles).map(([file, module]) => [
    file.slice('../locales/en/'.length, -'.json'.length),
    module.default,
  ]),
);

/** A fresh i18next per page (react-i18next makes it the global one), so its record of used namespaces is the page's. */
async function englishI18n() {
  const instance = i18n.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_UI_LANGUAGE,
    fallbackLng: DEFAULT_UI_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(english),
    resources: { [DEFAULT_UI_LANGUAGE]: english },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: true },
  });
  return instance;
}

// Nothing is stored here, so this makes the session 'signed out': pages are prerendered as a guest sees them.
loadSession();

/** The data a page shows first, which its start-up script asks for as the HTML arrives (an exercise's item). */
export function earlyFetchFor(path: string): string | undefined {
  const type = /^\/exercise\/([^/]+)$/.exec(path)?.[1];
  // Only a type every plan opens: another type's pick may be locked for this visitor, whose screen asks for
  // that type's sample instead.
  return type && isExerciseType(type) && PLAN_EXERCISE_TYPES.basic.includes(type)
    ? randomExercisePath(type)
    : undefined;
}

export interface RenderedPage {
  html: string;
  /** The i18next namespaces the page used: the browser loads them before hydrating. */
  namespaces: string[];
  /** The page's module as the build manifest names it (absent for the landing page, which is in the entry). */
  source: string | undefined;
}

/** react-i18next's record (for server rendering) of the namespaces the current instance has been asked for. */
function usedNamespaces(): string[] {
  const store = getInitialProps().initialI18nStore as Record<string, Record<string, unknown> | undefined>;
  return Object.keys(store[DEFAULT_UI_LANGUAGE] ?? {});
}

export async function renderPage(path: string): Promise<RenderedPage> {
  await englishI18n();
  if (!ROUTES.some((route) => route.page === pageFor(path))) throw new Error(`${path} is not a route`);
  const page = pageFor(path);
  await page.preload();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    {
      // Never split a page into a fallback and a later "completion" (React outlines large boundaries by default);
      // that needs inline scripts, which the Content-Security-Policy does not allow.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        throw error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return {
    html,
    namespaces: usedNamespaces(),
    source: page.source,
  };
}
