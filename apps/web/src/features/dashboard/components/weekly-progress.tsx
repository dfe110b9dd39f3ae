import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { progressQueries } from '../../progress';
import { QueryError } from '../../../components/ui/query-error';

const WeeklyChart = lazy(async () => ({ default: (await import('./weekly-chart')).WeeklyChart }));

export function WeeklyProgress({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const weekly = useQuery(progressQueries.weekly(userId));
  // The chart library is the dashboard's heaviest code; on a phone the chart is below the fold, so it loads
  // when scrolled near rather than competing with the first screen.
  const [chartArea, chartWanted] = useNearViewport<HTMLDivElement>();
  return (
    <section aria-labelledby="weekly-title" className="rounded-2xl border border-line bg-surface-raised p-5">
      <h2 id="weekly-title" className="text-lg font-semibold">
        {t('dashboard.weeklyTitle')}
      </h2>
      {weekly.isError && <QueryError error={weekly.error} />}
      {weekly.data && (
        <>
          <p className="mt-1 text-sm text-ink-muted" data-testid="weekly-totals">
            {t('dashboard.weeklyTotals', {
              exercises: formatNumber(weekly.data.totals.exercicesCompleted, i18n.language),
              accuracy: formatPercent(weekly.data.totals.accuracyRate / 100, i18n.language),
            })}
          </p>
          <div ref={chartArea} className="min-h-56">
            {chartWanted && (
              <Suspense fallback={<div className="h-56" />}>
                <WeeklyChart week={weekly.data} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </section>
  );
}
