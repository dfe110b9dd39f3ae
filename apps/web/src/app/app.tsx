import { isUiLanguage, DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { Layout } from '../components/layout/layout';
import { usePendingPlanRedirect } from '../features/billing/hooks/pending-plan';
import { directionOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { useHydrated } from '../lib/use-hydrated';
import { AppRoutes } from './routes';

/**
 * `ssrPath`: the path a page is prerendered for at build time (in the browser, the address bar decides).
 * `queryClient`: the browser's, created at start-up so a page's data can be fetched before the page renders.
 */
/**
 * Toasts (Radix Toast, ~10 KB gzipped) load once the page is running: no prerendered page shows one, and a toast
 * raised before they arrive waits in the store.
 */
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

export function App({ ssrPath, queryClient: given }: { ssrPath?: string; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;

  // A prerendered (guest, English) page is hidden from a visitor who is signed in or chose another language until
  // this first render replaces it (src/prerender/boot-script.ts); show the page now, before the browser paints.
  // `data-app="ready"` tells browser tests (and anyone curious) that the page now answers clicks.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.boot;
    document.documentElement.dataset.app = 'ready';
  }, []);

  return (
    <Router ssrPath={ssrPath}>
      <PendingPlanRedirect />
      <QueryClientProvider client={queryClient}>
        <Direction.Provider dir={directionOf(language)}>
          {/* No app-wide Tooltip.Provider: it brings Radix's positioning code (~8 KB gzipped) into every page while
            no page shows a tooltip. A screen that adds tooltips wraps them in one with TOOLTIP's delays. */}
          <Layout>
            <AppRoutes />
          </Layout>
          <DeferredToaster />
        </Direction.Provider>
      </QueryClientProvider>
    </Router>
  );
}

/** The toasts, once the page is running (its own component, so showing it re-renders nothing else). */
function DeferredToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** After sign-in, a paid plan chosen while signed out is finished on /pricing (spec §4). Inside the router. */
function PendingPlanRedirect() {
  usePendingPlanRedirect();
  return null;
}
