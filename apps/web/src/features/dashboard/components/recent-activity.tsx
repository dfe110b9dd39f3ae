import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { progressQueries } from '../../progress';

const VERDICT_STYLE = {
  correct: 'bg-brand-soft text-ink',
  almost: 'bg-accent-soft text-ink',
  incorrect: 'bg-danger-soft text-ink',
} as const;

export function RecentActivity({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const recent = useQuery(progressQueries.recent(userId));
  return (
    <section
      aria-labelledby="recent-title"
      className="below-fold rounded-2xl border border-line bg-surface-raised p-5"
    >
      <h2 id="recent-title" className="text-lg font-semibold">
        {t('dashboard.recentTitle')}
      </h2>
      {recent.data && recent.data.length === 0 && (
        <p className="mt-3 text-sm text-ink-muted" data-testid="recent-empty">
          {t('dashboard.recentEmpty')}
        </p>
      )}
      <ul className="mt-3 divide-y divide-line" data-testid="recent-list">
        {recent.data?.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
            data-testid="recent-item"
          >
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${VERDICT_STYLE[item.verdict]}`}>
              {t(`dashboard.verdict.${item.verdict}`)}
            </span>
            <span className="text-sm font-medium">{t(`types.${item.exerciseType}.title`)}</span>
            {/* On a phone the answer has a line of its own, so it is not squeezed to nothing. */}
            <span
              lang="ar"
              dir="rtl"
              className="arabic-text order-last w-full min-w-0 truncate sm:order-none sm:w-auto sm:flex-1"
            >
              {item.userAnswer}
            </span>
            <time className="text-xs text-ink-muted" dateTime={item.createdAt}>
              {formatDate(item.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
