import type { Analytics } from '@lisan/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

type Roots = Analytics['vocabulary']['roots'];

/**
 * The practised Qur'anic words grouped by root: each root with its forms, mastered ones marked. Words whose root
 * the engine cannot tell with confidence are not here (the note says so), so the groups never mislead.
 */
export function VocabularyRoots({ roots }: { roots: Roots }) {
  const { t, i18n } = useTranslation('analytics');
  if (roots.length === 0) return null;
  return (
    <section aria-labelledby="vocabulary-roots-title" className="mt-5" data-testid="vocabulary-roots">
      <h3 id="vocabulary-roots-title" className="text-sm font-semibold">
        {t('vocabulary.rootsTitle')}
      </h3>
      <p className="mt-0.5 text-xs text-ink-muted">{t('vocabulary.rootsNote')}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {roots.map((r) => (
          <li
            key={r.root}
            className="grid content-start gap-1.5 rounded-xl border border-line p-3"
            data-testid="vocabulary-root"
            data-root={r.root}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              {/* The root's letters apart, as a teacher writes them on the board. */}
              <span lang="ar" dir="rtl" className="arabic-text flex gap-2 text-xl font-semibold text-brand">
                {r.root.split(' ').map((letter, i) => (
                  <span key={i}>{letter}</span>
                ))}
              </span>
              <span className="text-xs text-ink-muted">
                {t('vocabulary.rootCounts', { count: r.practised, mastered: r.mastered })}
              </span>
            </div>
            {/* The forms read right to left, as the words themselves do. */}
            <ul dir="rtl" className="flex flex-wrap gap-1.5">
              {r.words.map((w) => (
                <li
                  key={w.word}
                  data-testid="vocabulary-root-word"
                  data-mastered={w.mastered}
                  className={`flex items-center gap-1 rounded-lg px-2 py-0.5 ${
                    w.mastered ? 'bg-brand-soft' : 'border border-line'
                  }`}
                >
                  <span lang="ar" className="arabic-text text-lg">
                    {w.word}
                  </span>
                  {w.mastered && (
                    <>
                      <Check aria-hidden className="size-3.5 text-brand" />
                      <span className="sr-only">{t('vocabulary.masteredForm')}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {r.verses.length > 0 && (
              <div className="text-xs text-ink-muted" data-testid="vocabulary-root-verses">
                <span>{t('vocabulary.rootVerses')} </span>
                <ul className="inline">
                  {r.verses.map((v, i) => (
                    <li key={`${v.surah}:${v.ayah}`} className="inline">
                      {i > 0 && ' · '}
                      <span dir="ltr">
                        {formatNumber(v.surah, i18n.language)}:{formatNumber(v.ayah, i18n.language)}
                      </span>{' '}
                      <span lang="ar" dir="rtl" className="arabic-text text-sm text-ink">
                        {v.word}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The groups as plain text for the printable report: the root, its forms, and the counts. */
export function VocabularyRootsReport({ roots }: { roots: Roots }) {
  const { t } = useTranslation('analytics');
  if (roots.length === 0) return null;
  return (
    <>
      <h4 className="mt-2 text-sm font-semibold">{t('vocabulary.rootsTitle')}</h4>
      <ul className="text-sm" data-testid="report-vocabulary-roots">
        {roots.map((r) => (
          <li key={r.root}>
            <span lang="ar" dir="rtl" className="arabic-text font-semibold">
              {r.root}
            </span>
            {': '}
            <span lang="ar" dir="rtl" className="arabic-text">
              {r.words.map((w) => w.word).join('، ')}
            </span>{' '}
            <span className="text-ink-muted">
              ({t('vocabulary.rootCounts', { count: r.practised, mastered: r.mastered })})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
