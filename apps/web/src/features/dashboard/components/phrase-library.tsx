import { DASHBOARD_PAGE_SIZE, PHRASE_CATEGORIES, type PhraseCategory } from '@lisan/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { phrasePoolQuery } from '../../billing';
import { phraseQueries } from '../../phrases';
import { useActingUserId } from '../../session';
import { QueryError } from '../../../components/ui/query-error';

/** The phrase database: a category filter and the phrases eight at a time, with a working Load More. */
export function PhraseLibrary() {
  const { t, i18n } = useTranslation(['learning', 'ux', 'pricing']);
  // Phrases outside the plan's library are marked, and their Practise leads to the plans.
  const pool = useQuery(phrasePoolQuery(useActingUserId()));
  const openIds = pool.data?.openPhraseIds ? new Set(pool.data.openPhraseIds) : null;
  const [category, setCategory] = useState<PhraseCategory | undefined>(undefined);
  const query = useInfiniteQuery(phraseQueries.pages(category, DASHBOARD_PAGE_SIZE));
  const phrases = query.data?.pages.flatMap((p) => p.phrases) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <section
      aria-labelledby="library-title"
      className="below-fold rounded-2xl border border-line bg-surface-raised p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="library-title" className="text-lg font-semibold">
          {t('dashboard.libraryTitle')}
        </h2>
        <div role="group" aria-label={t('dashboard.libraryFilter')} className="flex flex-wrap gap-1">
          {[undefined, ...PHRASE_CATEGORIES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={category === value}
              data-testid={`filter-${value ?? 'all'}`}
              onClick={() => setCategory(value)}
              className={`rounded-full px-3 py-1 text-sm ${
                category === value ? 'bg-brand text-on-brand' : 'bg-surface-sunken text-ink hover:bg-line'
              }`}
            >
              {t(`phraseCategories.${value ?? 'all'}`)}
            </button>
          ))}
        </div>
      </div>
      {query.isError && <QueryError error={query.error} />}
      <ul className="mt-4 divide-y divide-line" data-testid="phrase-list">
        {phrases.map((phrase) => (
          <li key={phrase.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="phrase-row">
            <div className="min-w-0 flex-1">
              <p lang="ar" dir="rtl" className="arabic-text text-xl">
                {phrase.arabicText}
              </p>
              <p className="text-sm text-ink-muted">
                {/* English content on an Arabic page keeps its own direction. */}
                <bdi dir="auto">{phrase.englishTranslation}</bdi>{' '}
                <span className="whitespace-nowrap" dir="ltr">
                  ({phrase.surahAyah})
                </span>
              </p>
            </div>
            {openIds && !openIds.has(phrase.id) ? (
              <Link
                href="/pricing"
                className={buttonClasses('ghost', 'sm', 'text-ink-muted')}
                data-testid="phrase-practise-locked"
              >
                <Lock aria-hidden className="size-4" />
                {t('ux:locked.practiseLocked', { plan: t('pricing:plans.standard.name') })}
              </Link>
            ) : (
              <Link
                href={`/exercise/completion/${encodeURIComponent(phrase.id)}`}
                className={buttonClasses('ghost', 'sm')}
                data-testid="phrase-practise"
              >
                {t('dashboard.practise')}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-between gap-3 text-sm text-ink-muted">
        <span data-testid="library-count">
          {t('dashboard.showing', {
            shown: formatNumber(phrases.length, i18n.language),
            total: formatNumber(total, i18n.language),
          })}
        </span>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            data-testid="load-more"
          >
            {t('dashboard.loadMore')}
          </Button>
        )}
      </div>
    </section>
  );
}
