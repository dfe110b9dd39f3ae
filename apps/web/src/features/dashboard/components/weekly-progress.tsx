import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { progressQueries } from '../../progress';
import { QueryError } from '../../../components/ui/query-error';
import { WeeklyChart } from './weekly-chart';

export function WeeklyProgress({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const weekly = useQuery(progressQueries.weekly(userId));
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
          {/* A small SVG (about 1 KB gzipped), drawn with the numbers: no lazy chunk, no empty box first. */}
          <div className="min-h-56">
            <WeeklyChart week={weekly.data} />
          </div>
        </>
      )}
    </section>
  );
}
