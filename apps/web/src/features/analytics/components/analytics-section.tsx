import type { Analytics, ErrorClass } from '@lisan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Mic, SpellCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { formatNumber, formatPercent } from '../../../lib/format';
import { QueryError } from '../../../components/ui/query-error';
import { analyticsQueries } from '../api';
import { formatCoverage as coverage } from '../format';
import { VocabularyRoots } from './vocabulary-roots';
import { WeekChart } from './week-chart';

const card = 'rounded-2xl border border-line bg-surface-raised p-5';
const pct = (value: number, lang: string) => formatPercent(value / 100, lang);

/** The three analytics: pronunciation, grammar accuracy and vocabulary. */
export function AnalyticsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('analytics');
  const query = useQuery(analyticsQueries.all(userId));
  if (query.error) return <QueryError error={query.error} />;
  if (!query.data)
    return (
      <p role="status" className="text-ink-muted">
        {t('loading')}
      </p>
    );
  const a = query.data;
  return (
    <div className="grid gap-6" data-testid="analytics">
      <VocabularyCard vocabulary={a.vocabulary} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PronunciationCard pronunciation={a.pronunciation} />
        <GrammarOverview grammar={a.grammar} />
      </div>
      <WeakestClasses grammar={a.grammar} userId={userId} />
    </div>
  );
}

function VocabularyCard({ vocabulary: v }: { vocabulary: Analytics['vocabulary'] }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  return (
    <section className={card} aria-labelledby="vocabulary-title" data-testid="analytics-vocabulary">
      <h2 id="vocabulary-title" className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden className="size-5 text-brand" />
        {t('vocabulary.title')}
      </h2>
      {v.practised === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('vocabulary.none')}</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-[1fr_20rem]">
          <div>
            <p className="text-2xl font-bold leading-snug" data-testid="vocabulary-headline">
              {v.mastered === 0
                ? t('vocabulary.headlineNone')
                : t('vocabulary.headline', { count: v.mastered, percent: coverage(v.quranCoverage, lang) })}
            </p>
            <p className="mt-2 text-sm text-ink-muted">
              {t('vocabulary.practisedLine', {
                count: v.practised,
                percent: coverage(v.practisedCoverage, lang),
              })}
            </p>
            {v.topMastered.length > 0 && (
              <>
                <h3 className="mt-3 text-sm font-semibold">{t('vocabulary.top')}</h3>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {v.topMastered.map((w) => (
                    <li
                      key={w.word}
                      className="flex items-baseline gap-1.5 rounded-lg bg-brand-soft px-2 py-0.5"
                    >
                      <span className="arabic-text text-lg" lang="ar" dir="rtl">
                        {w.word}
                      </span>
                      <span className="text-xs text-ink-muted">
                        {t('vocabulary.occurrences', { count: w.occurrences })}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <WeekChart
            points={v.byWeek.map((w) => ({ week: w.week, value: w.mastered }))}
            label={t('vocabulary.chartLabel')}
            valueLabel={t('vocabulary.mastered')}
            testId="vocabulary-chart"
          />
        </div>
      )}
      <VocabularyRoots roots={v.roots} />
    </section>
  );
}

function PronunciationCard({ pronunciation: p }: { pronunciation: Analytics['pronunciation'] }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  return (
    <section className={card} aria-labelledby="pronunciation-title" data-testid="analytics-pronunciation">
      <h2 id="pronunciation-title" className="flex items-center gap-2 text-lg font-semibold">
        <Mic aria-hidden className="size-5 text-brand" />
        {t('pronunciation.title')}
      </h2>
      {p.attempts === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('pronunciation.none')}</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-ink-muted">{t('pronunciation.attempts')}</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="pronunciation-attempts">
                {formatNumber(p.attempts, lang)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{t('pronunciation.average')}</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="pronunciation-average">
                {t('pronunciation.outOf', {
                  score: formatNumber(p.averageScore, lang, { maximumFractionDigits: 0 }),
                })}
              </dd>
            </div>
          </dl>
          <WeekChart
            points={p.byWeek.map((w) => ({ week: w.week, value: w.averageScore }))}
            max={100}
            label={t('pronunciation.chartLabel')}
            valueLabel={t('pronunciation.average')}
            testId="pronunciation-chart"
          />
          {p.weakestWords.length > 0 && (
            <>
              <h3 className="mt-2 text-sm font-semibold">{t('pronunciation.weakestWords')}</h3>
              <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="pronunciation-weakest">
                {p.weakestWords.map((w) => (
                  <li
                    key={w.word}
                    className="flex items-baseline gap-1.5 rounded-lg border border-line px-2 py-0.5"
                  >
                    <span lang="ar" dir="rtl" className="arabic-text text-lg">
                      {w.word}
                    </span>
                    <span className="text-xs text-ink-muted">
                      {t('pronunciation.outOf', {
                        score: formatNumber(w.averageScore, lang, { maximumFractionDigits: 0 }),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {p.spokenAnswers.length > 0 && (
            <>
              <h3 className="mt-2 text-sm font-semibold">{t('pronunciation.spokenAnswers')}</h3>
              <ul className="mt-1 grid gap-2" data-testid="spoken-answers">
                {p.spokenAnswers.map((a) => (
                  <li
                    key={a.id}
                    className="grid gap-0.5 rounded-lg border border-line px-3 py-2"
                    data-testid="spoken-answer"
                    data-verdict={a.verdict}
                  >
                    <span lang="ar" dir="rtl" className="arabic-text text-start text-lg">
                      {a.transcript}
                    </span>
                    <span className="text-xs text-ink-muted">
                      {t(`pronunciation.verdicts.${a.verdict}`)} ·{' '}
                      {t('pronunciation.outOf', {
                        score: formatNumber(a.score, lang, { maximumFractionDigits: 0 }),
                      })}{' '}
                      · {t('pronunciation.expected')}{' '}
                      <span lang="ar" dir="rtl" className="arabic-text text-sm text-ink">
                        {a.expectedText}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

function GrammarOverview({ grammar: g }: { grammar: Analytics['grammar'] }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const cell = 'border-b border-line px-2 py-1.5 text-start';
  return (
    <section className={card} aria-labelledby="grammar-title" data-testid="analytics-grammar">
      <h2 id="grammar-title" className="flex items-center gap-2 text-lg font-semibold">
        <SpellCheck aria-hidden className="size-5 text-brand" />
        {t('grammar.title')}
      </h2>
      {g.classes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('grammar.none')}</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-sm" data-testid="grammar-table">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('grammar.class')}
              </th>
              <th scope="col" className={cell}>
                {t('grammar.attempts')}
              </th>
              <th scope="col" className={cell}>
                {t('grammar.accuracy')}
              </th>
            </tr>
          </thead>
          <tbody>
            {g.classes.map((c) => (
              <tr key={c.class} data-testid={`grammar-row-${c.class}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  {t(`classes.${c.class}`)}
                </th>
                <td className={`${cell} tabular-nums`}>{formatNumber(c.attempts, lang)}</td>
                <td className={cell}>
                  <div className="flex items-center gap-2">
                    <svg viewBox="0 0 100 8" className="h-2 w-20 shrink-0" aria-hidden>
                      <rect width="100" height="8" rx="4" fill="var(--color-surface-sunken)" />
                      <rect
                        width={c.accuracy}
                        height="8"
                        rx="4"
                        x={i18n.dir() === 'rtl' ? 100 - c.accuracy : 0}
                        fill={c.accuracy < 80 ? 'var(--color-accent)' : 'var(--color-brand)'}
                      />
                    </svg>
                    <span className="tabular-nums">{pct(c.accuracy, lang)}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function WeakestClasses({ grammar: g, userId }: { grammar: Analytics['grammar']; userId: string }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  if (g.weakest.length === 0) return null;
  return (
    <section className={card} aria-labelledby="weakest-title" data-testid="grammar-weakest">
      <h2 id="weakest-title" className="text-lg font-semibold">
        {t('grammar.weakest')}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        {g.weakest.map((cls) => {
          const stats = g.classes.find((c) => c.class === cls)!;
          return (
            <article
              key={cls}
              className="grid content-start gap-2 rounded-xl border border-line p-4"
              data-testid={`weak-class-${cls}`}
            >
              <h3 className="font-semibold">
                {t(`classes.${cls}`)} · <span className="tabular-nums">{pct(stats.accuracy, lang)}</span>
              </h3>
              <p className="text-xs text-ink-muted">{t(`explain.${cls}`)}</p>
              <WeekChart
                points={g.byWeek.flatMap((w) =>
                  w.classes.filter((c) => c.class === cls).map((c) => ({ week: w.week, value: c.accuracy })),
                )}
                max={100}
                label={t('grammar.chartLabel', { name: t(`classes.${cls}`) })}
                valueLabel={t('grammar.accuracy')}
                format={pct}
                testId={`grammar-chart-${cls}`}
              />
              <ul className="grid gap-1 text-sm">
                {stats.examples.map((e, i) => (
                  <li
                    key={i}
                    className="grid grid-cols-2 gap-2 rounded-lg bg-surface-sunken px-2 py-1"
                    data-testid="grammar-example"
                  >
                    <span>
                      <span className="block text-[11px] text-ink-muted">{t('grammar.typed')}</span>
                      <span lang="ar" dir="rtl" className="arabic-text text-lg text-danger">
                        {e.typed ?? '—'}
                      </span>
                    </span>
                    <span>
                      <span className="block text-[11px] text-ink-muted">{t('grammar.right')}</span>
                      <span lang="ar" dir="rtl" className="arabic-text text-lg text-success">
                        {e.expected ?? '—'}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <PractiseButton userId={userId} errorClass={cls} />
            </article>
          );
        })}
      </div>
    </section>
  );
}

function PractiseButton({ userId, errorClass }: { userId: string; errorClass: ErrorClass }) {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const practise = async () => {
    setProblem(null);
    try {
      const { items } = await queryClient.fetchQuery(analyticsQueries.practice(userId, errorClass));
      const first = items[0];
      if (!first) return setProblem(t('grammar.practiseNone'));
      navigate(`/exercise/${first.exerciseType}/${encodeURIComponent(first.subjectId)}`);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <div className="grid gap-1">
      <Button size="sm" onClick={() => void practise()} data-testid={`practise-${errorClass}`}>
        {t('grammar.practise')}
      </Button>
      {problem && (
        <p role="status" className="text-xs text-ink-muted">
          {problem}
        </p>
      )}
    </div>
  );
}
