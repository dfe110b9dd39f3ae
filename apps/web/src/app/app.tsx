import { isUiLanguage, DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { Layout } from '../components/layout/layout';
import { Toaster } from '../components/ui/toaster';
import { usePendingPlanRedirect } from '../features/billing/hooks/pending-plan';
import { loadSession } from '../features/session/session-store';
import { directionOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

/** `ssrPath`: the path a page is prerendered for at build time (in the browser, the address bar decides). */
export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;

  useEffect(() => {
    loadSession();
  }, []);
  // A prerendered page in English is hidden from a visitor who chose another language until this first render
  // replaces it (see index.html's start-up script); show the page now, before the browser paints.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.boot;
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
          <Toaster />
        </Direction.Provider>
      </QueryClientProvider>
    </Router>
  );
}

/** After sign-in, a paid plan chosen while signed out is finished on /pricing (spec §4). Inside the router. */
function PendingPlanRedirect() {
  usePendingPlanRedirect();
  return null;
}
