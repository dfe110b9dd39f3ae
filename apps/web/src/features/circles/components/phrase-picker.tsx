import { CIRCLE_LIMITS, type PhraseOption } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/form-field';
import { circleQueries } from '../api';

/**
 * The teacher's phrase picker: search the library by Arabic words, translation, reference ("2:153") or surah
 * name, and tick the phrases of the week's set. The chosen phrases stay listed above the search, each removable.
 */
export function PhrasePicker({
  circleId,
  selected,
  onChange,
}: {
  circleId: string;
  selected: PhraseOption[];
  onChange: (next: PhraseOption[]) => void;
}) {
  const { t, i18n } = useTranslation('circles');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const results = useQuery(circleQueries.phraseOptions(circleId, deferred, i18n.language));
  const searchId = useId();
  const chosen = new Set(selected.map((p) => p.id));
  const full = selected.length >= CIRCLE_LIMITS.phrasesPerAssignment;

  const toggle = (phrase: PhraseOption) =>
    onChange(chosen.has(phrase.id) ? selected.filter((p) => p.id !== phrase.id) : [...selected, phrase]);

  return (
    <fieldset className="grid gap-3" data-testid="phrase-picker">
      <legend className="mb-1 text-sm font-medium text-ink">{t('assign.phrases')}</legend>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('assign.chosen', { count: selected.length })}>
          {selected.map((p) => (
            <li
              key={p.id}
              className="flex items-center gap-2 rounded-full border border-line bg-surface-raised py-1 pe-1 ps-3 text-sm"
              data-testid="picked-phrase"
            >
              <span lang="ar" dir="rtl" className="arabic-text">
                {p.arabicText}
              </span>
              <span className="text-ink-muted">{p.reference}</span>
              <button
                type="button"
                onClick={() => toggle(p)}
                className="rounded-full px-2 text-ink-muted hover:bg-surface hover:text-ink focus:outline-none focus:ring-2 focus:ring-brand/30"
                aria-label={t('assign.remove', { reference: p.reference })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted" data-testid="picked-none">
          {t('assign.noneChosen')}
        </p>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t('assign.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClasses}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${searchId}-hint`}
          data-testid="phrase-search"
        />
        <p id={`${searchId}-hint`} className="text-xs text-ink-muted">
          {t('assign.searchHint')}
        </p>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="phrase-results-count">
        {results.data ? t('assign.found', { count: results.data.total }) : null}
      </p>
      {results.data && results.data.phrases.length > 0 && (
        <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-lg border border-line p-1">
          {results.data.phrases.map((p) => (
            <li key={p.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-surface-raised">
                <input
                  type="checkbox"
                  className="mt-1.5 size-4 accent-brand"
                  checked={chosen.has(p.id)}
                  disabled={full && !chosen.has(p.id)}
                  onChange={() => toggle(p)}
                  data-testid="phrase-option"
                  data-phrase-id={p.id}
                />
                <span className="grid gap-0.5">
                  <span lang="ar" dir="rtl" className="arabic-text text-start text-lg leading-loose">
                    {p.arabicText}
                  </span>
                  <span dir="auto" className="text-start text-sm">
                    {p.translation}
                  </span>
                  <span className="text-xs text-ink-muted">
                    {p.surahName} {p.reference}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
