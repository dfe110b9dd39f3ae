import type { ReportPhrase } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../lib/format';
import { progressQueries } from '../../progress';

/** The weekly report: 3 mastered, 2 needing review and 2 suggestions, computed by the server. */
export function WeeklyReport({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const report = useQuery(progressQueries.report(userId));
  if (!report.data) return null;
  const column = (
    title: string,
    testId: string,
    items: ReportPhrase[],
    withMastery: boolean,
    footer?: string,
  ) => (
    <div data-testid={testId}>
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('dashboard.noneYet')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((phrase) => (
            <li key={phrase.phraseId}>
              <Link
                href={`/exercise/completion/${encodeURIComponent(phrase.phraseId)}`}
                className="block rounded-lg p-2 hover:bg-surface-sunken"
              >
                <span lang="ar" dir="rtl" className="arabic-text block truncate text-lg">
                  {phrase.arabicText}
                </span>
                <span className="text-xs text-ink-muted">
                  {phrase.surahAyah}
                  {withMastery ? ` · ${t('dashboard.masteryValue', { value: phrase.masteryLevel })}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {footer && <p className="mt-2 text-xs text-ink-muted">{footer}</p>}
    </div>
  );
  const data = report.data;
  return (
    <section
      aria-labelledby="report-title"
      className="below-fold rounded-2xl border border-line bg-surface-raised p-5"
    >
      <h2 id="report-title" className="text-lg font-semibold">
        {t('dashboard.reportTitle')}
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {column(t('dashboard.mastered'), 'report-mastered', data.mastered, true)}
        {column(t('dashboard.needsReview'), 'report-review', data.needsReview, true)}
        {column(
          t('dashboard.suggestions'),
          'report-suggestions',
          data.suggestions,
          false,
          t('dashboard.suggestionsCount', {
            formattedCount: formatNumber(data.suggestionsAvailable, i18n.language),
          }),
        )}
      </div>
    </section>
  );
}
