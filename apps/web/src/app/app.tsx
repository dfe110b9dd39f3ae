import { isUiLanguage, DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { Layout } from '../components/layout/layout';
import { AccountNav } from '../features/auth';
import { usePendingPlanRedirect } from '../features/billing';
import { directionOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { markHydrationOver } from '../lib/use-hydrated';
import { DocumentTitle } from './document-title';
import { AppRoutes } from './routes';
import { ScrollRestoration } from './scroll-restoration';

/**
 * `ssrPath`: the path a page is prerendered for at build time (in the browser, the address bar decides).
 * `queryClient`: the browser's, created at start-up so a page's data can be fetched before the page renders.
 */
export function App({ ssrPath, queryClient: given }: { ssrPath?: string; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;

  // A prerendered (guest, English) page is hidden from a visitor who is signed in or chose another language until
  // this first render replaces it (src/prerender/boot.ts); show the page now, before the browser paints.
  // `data-app="ready"` tells browser tests (and anyone curious) that the page now answers clicks.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.boot;
    document.documentElement.dataset.app = 'ready';
    markHydrationOver();
  }, []);

  return (
    <Router ssrPath={ssrPath}>
      <PendingPlanRedirect />
      <ScrollRestoration />
      <DocumentTitle />
      <QueryClientProvider client={queryClient}>
        <Direction.Provider dir={directionOf(language)}>
          {/* No app-wide Tooltip.Provider: it brings Radix's positioning code (~8 KB gzipped) into every page while
            no page shows a tooltip. A screen that adds tooltips wraps them in one with TOOLTIP's delays. */}
          <Layout account={<AccountNav />}>
            <AppRoutes />
          </Layout>
          <DeferredToaster />
          <DeferredAppUpdates />
        </Direction.Provider>
      </QueryClientProvider>
    </Router>
  );
}

/**
 * Toasts (Radix Toast, ~10 KB gzipped) load once the page is running: no prerendered page shows one, and a toast
 * raised before they arrive waits in the store. Loaded by an effect rather than React.lazy: a Suspense boundary
 * that has shown its fallback makes React hold back the next content it reveals by up to 300 ms, which would
 * delay the page's own first data.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () =>
      void import('../components/ui/toaster').then((module) => setToaster(() => module.Toaster));
    // Once the page has shown its own content: nothing needs toasts before then.
    if (typeof window.requestIdleCallback !== 'function') return void setTimeout(load, 500);
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return Toaster ? <Toaster /> : null;
}

/**
 * The service worker and the Install / new-version prompts (features/pwa, with workbox-window) load once the page
 * is idle, like the toasts: registering a worker fetches and caches this build's files, which must not compete
 * with the page's own first requests.
 */
function DeferredAppUpdates() {
  const [AppUpdates, setAppUpdates] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () =>
      void import('../features/pwa').then((module) => setAppUpdates(() => module.AppUpdates));
    if (typeof window.requestIdleCallback !== 'function') return void setTimeout(load, 500);
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return AppUpdates ? <AppUpdates /> : null;
}

/** After sign-in, a paid plan chosen while signed out is finished on /pricing. Inside the router. */
function PendingPlanRedirect() {
  usePendingPlanRedirect();
  return null;
}
