import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { quranQueries } from '../../features/quran';
import { failureMessage } from '../../lib/api-client';
import { formatPercent } from '../../lib/format';
import { ArabicTextarea } from '../../components/ui/arabic-textarea';

/** "Which verse is this?": the learner types what they remember and sees where it is in the Qur'an. */
export function VerseFinderPage() {
  const { t, i18n } = useTranslation('quran');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const result = useQuery({ ...quranQueries.identify(query ?? ''), enabled: query !== null });
  const best = result.data?.candidates[0];
  const verse = useQuery({
    ...quranQueries.verse(best ? `${best.surah}:${best.ayah}` : '', i18n.language),
    enabled: best !== undefined,
  });
  return (
    <Page title={t('title')} intro={t('intro')} testId="page-verse-finder">
      <form
        className="grid max-w-3xl gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) setQuery(text.trim());
        }}
      >
        <label htmlFor="verse-text" className="text-sm font-medium">
          {t('label')}
        </label>
        <ArabicTextarea
          id="verse-text"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="verse-finder-input"
        />
        <Button
          type="submit"
          className="justify-self-start"
          disabled={!text.trim()}
          data-testid="verse-finder-submit"
        >
          <Search aria-hidden className="size-4" />
          {t('find')}
        </Button>
      </form>
      <div className="mt-6 grid max-w-3xl gap-4" aria-live="polite">
        {result.isFetching && <p role="status">{t('searching')}</p>}
        {result.isError && (
          <p role="alert" className="text-danger">
            {failureMessage(result.error, t('failed'))}
          </p>
        )}
        {result.data && result.data.candidates.length === 0 && (
          <p data-testid="verse-finder-none">{t('none')}</p>
        )}
        {result.data && result.data.unknownWords.length > 0 && (
          <p className="text-sm" data-testid="verse-finder-unknown">
            {t('unknownWords')}{' '}
            <span lang="ar" dir="rtl" className="arabic-text text-lg">
              {result.data.unknownWords.join('، ')}
            </span>
          </p>
        )}
        {best && verse.data && (
          <article
            className="rounded-2xl border border-line bg-surface-raised p-5"
            data-testid="verse-finder-best"
          >
            <p className="text-sm font-semibold text-brand">
              {best.surahName.transliteration} ({best.surahName.english}) {best.surahAyah}
              {best.exact
                ? ` · ${t('exact')}`
                : ` · ${t('closest', { confidence: formatPercent(best.confidence, i18n.language) })}`}
            </p>
            <p lang="ar" dir="rtl" className="arabic-text mt-2 text-2xl leading-loose">
              {verse.data.uthmani}
            </p>
            <p className="mt-2 text-ink-muted">{verse.data.translation.text}</p>
            <p className="mt-1 text-xs text-ink-muted">
              {t('source', { source: verse.data.translation.source })}
            </p>
          </article>
        )}
        {result.data && result.data.candidates.length > 1 && (
          <div>
            <h2 className="text-sm font-semibold text-ink-muted">{t('others')}</h2>
            <ul className="mt-1 text-sm">
              {result.data.candidates.slice(1).map((c) => (
                <li key={c.surahAyah}>
                  {c.surahName.transliteration} {c.surahAyah} · {formatPercent(c.confidence, i18n.language)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Page>
  );
}
