import { MASTERED_THRESHOLD, WEEKLY_REPORT, type Phrase, type UserProgressEntry } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../lib/format';
import { phraseQueries } from '../../phrases/api';
import { progressQueries } from '../../progress/api';

export interface WeeklyReportData {
  mastered: { phrase: Phrase; entry: UserProgressEntry }[];
  needsReview: { phrase: Phrase; entry: UserProgressEntry }[];
  suggestions: Phrase[];
  suggestionsAvailable: number;
}

/**
 * Spec §9: mastered is masteryLevel ≥ 80, needs review is above 0 and below 80; the report shows 3, 2 and 2.
 * Suggestions are phrases not practised yet, easiest first; their count is the real number waiting.
 */
export function buildWeeklyReport(progress: UserProgressEntry[], phrases: Phrase[]): WeeklyReportData {
  const byId = new Map(phrases.map((p) => [p.id, p]));
  const withPhrase = progress
    .map((entry) => ({ entry, phrase: byId.get(entry.phraseId) }))
    .filter((x): x is { entry: UserProgressEntry; phrase: Phrase } => x.phrase !== undefined);
  const mastered = withPhrase
    .filter((x) => x.entry.masteryLevel >= MASTERED_THRESHOLD)
    .sort((a, b) => b.entry.masteryLevel - a.entry.masteryLevel);
  const needsReview = withPhrase
    .filter((x) => x.entry.masteryLevel > 0 && x.entry.masteryLevel < MASTERED_THRESHOLD)
    .sort((a, b) => a.entry.masteryLevel - b.entry.masteryLevel);
  const practised = new Set(progress.map((p) => p.phraseId));
  const fresh = phrases.filter((p) => !practised.has(p.id)).sort((a, b) => a.difficulty - b.difficulty);
  return {
    mastered: mastered.slice(0, WEEKLY_REPORT.mastered),
    needsReview: needsReview.slice(0, WEEKLY_REPORT.needsReview),
    suggestions: fresh.slice(0, WEEKLY_REPORT.suggestions),
    suggestionsAvailable: fresh.length,
  };
}

export function WeeklyReport({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const progress = useQuery(progressQueries.progress(userId));
  const phrases = useQuery(phraseQueries.all());
  if (!progress.data || !phrases.data) return null;
  const report = buildWeeklyReport(progress.data, phrases.data);
  const column = (title: string, testId: string, items: { phrase: Phrase; detail?: string }[], footer?: string) => (
    <div data-testid={testId}>
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('dashboard.noneYet')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map(({ phrase, detail }) => (
            <li key={phrase.id}>
              <Link href={`/exercise/completion/${encodeURIComponent(phrase.id)}`} className="block rounded-lg p-2 hover:bg-surface-sunken">
                <span lang="ar" dir="rtl" className="arabic-text block truncate text-lg">
                  {phrase.arabicText}
                </span>
                <span className="text-xs text-ink-muted">
                  {phrase.surahAyah}
                  {detail ? ` · ${detail}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {footer && <p className="mt-2 text-xs text-ink-muted">{footer}</p>}
    </div>
  );
  return (
    <section aria-labelledby="report-title" className="rounded-2xl border border-line bg-surface-raised p-5">
      <h2 id="report-title" className="text-lg font-semibold">
        {t('dashboard.reportTitle')}
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {column(
          t('dashboard.mastered'),
          'report-mastered',
          report.mastered.map((x) => ({ phrase: x.phrase, detail: t('dashboard.masteryValue', { value: x.entry.masteryLevel }) })),
        )}
        {column(
          t('dashboard.needsReview'),
          'report-review',
          report.needsReview.map((x) => ({ phrase: x.phrase, detail: t('dashboard.masteryValue', { value: x.entry.masteryLevel }) })),
        )}
        {column(
          t('dashboard.suggestions'),
          'report-suggestions',
          report.suggestions.map((phrase) => ({ phrase })),
          t('dashboard.suggestionsCount', { count: report.suggestionsAvailable, formattedCount: formatNumber(report.suggestionsAvailable, i18n.language) }),
        )}
      </div>
    </section>
  );
}
