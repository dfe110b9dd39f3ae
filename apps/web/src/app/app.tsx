import { isUiLanguage, DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Toaster } from '../components/ui/toaster';
import { usePendingPlanRedirect } from '../features/billing/hooks/pending-plan';
import { loadSession } from '../features/session/session-store';
import { directionOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;

  useEffect(() => {
    loadSession();
  }, []);
  // After sign-in, a paid plan chosen while signed out is finished on /pricing (spec §4).
  usePendingPlanRedirect();

  return (
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
  );
}
