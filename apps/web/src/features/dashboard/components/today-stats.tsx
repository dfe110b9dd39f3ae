import { DAILY_PHRASE_TARGET } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CheckCircle2, Flame, Library, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { usePlanPhraseCount } from '../../billing';
import { progressQueries } from '../../progress';
import { ProgressRing } from './progress-ring';
import { QueryError } from '../../../components/ui/query-error';
import { JudgingStatus } from './judging-status';
import { StatCard } from './stat-card';

export function TodayStats({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const daily = useQuery(progressQueries.daily(userId));
  // What the learner's plan opens, not the library's total beside a plan that opens fewer.
  const phrases = usePlanPhraseCount(userId);
  if (daily.isError) return <QueryError error={daily.error} />;
  const stats = daily.data;
  const lang = i18n.language;
  // Until today's numbers arrive the cards say so, rather than showing zeros that could be taken as real.
  const pending = '—';
  const icon = 'size-4';
  return (
    <section aria-labelledby="today-title" className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-surface-raised p-6">
        <h2 id="today-title" className="sr-only">
          {t('dashboard.todayTitle')}
        </h2>
        <ProgressRing
          value={stats?.phrasesUsed ?? 0}
          max={stats?.dailyTarget ?? DAILY_PHRASE_TARGET}
          label={t('dashboard.dailyGoalValue', {
            used: stats?.phrasesUsed ?? 0,
            target: stats?.dailyTarget ?? DAILY_PHRASE_TARGET,
          })}
        />
        <p className="text-sm font-medium">{t('dashboard.dailyGoal')}</p>
        <p className="text-xs text-ink-muted">
          {t('dashboard.dailyGoalValue', {
            used: formatNumber(stats?.phrasesUsed ?? 0, lang),
            target: formatNumber(stats?.dailyTarget ?? DAILY_PHRASE_TARGET, lang),
          })}
        </p>
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold" aria-hidden>
          {t('dashboard.todayTitle')}
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <StatCard
            icon={<BookOpen aria-hidden className={icon} />}
            label={t('dashboard.phrasesUsed')}
            value={stats ? formatNumber(stats.phrasesUsed, lang) : pending}
            testId="stat-phrases-used"
          />
          <StatCard
            icon={<CheckCircle2 aria-hidden className={icon} />}
            label={t('dashboard.exercisesCompleted')}
            value={stats ? formatNumber(stats.exercicesCompleted, lang) : pending}
            testId="stat-exercises"
          />
          <StatCard
            icon={<Target aria-hidden className={icon} />}
            label={t('dashboard.accuracy')}
            value={stats ? formatPercent(stats.accuracyRate / 100, lang) : pending}
            testId="stat-accuracy"
          />
          <StatCard
            icon={<Flame aria-hidden className={icon} />}
            label={t('dashboard.streak')}
            value={stats ? t('dashboard.streakValue', { count: stats.streakDays }) : pending}
            testId="stat-streak"
          />
          <StatCard
            icon={<Library aria-hidden className={icon} />}
            label={t('dashboard.availablePhrases')}
            value={phrases.open !== undefined ? formatNumber(phrases.open, lang) : pending}
            note={
              phrases.open !== undefined && phrases.library !== undefined && phrases.library > phrases.open
                ? t('dashboard.libraryTotal', { formatted: formatNumber(phrases.library, lang) })
                : undefined
            }
            testId="stat-available"
          />
        </div>
        <JudgingStatus />
      </div>
    </section>
  );
}
