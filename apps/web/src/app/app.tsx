import { TOOLTIP, isUiLanguage, DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Direction, Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Toaster } from '../components/ui/toaster';
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

  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={directionOf(language)}>
        <Tooltip.Provider delayDuration={TOOLTIP.delayDurationMs} skipDelayDuration={TOOLTIP.skipDelayDurationMs}>
          <Layout>
            <AppRoutes />
          </Layout>
          <Toaster />
        </Tooltip.Provider>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
