import type { PronunciationResult, WordScore } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

const TONE: Record<WordScore['status'], string> = {
  right: 'border-success/40 bg-success/10',
  close: 'border-accent/50 bg-accent-soft',
  substituted: 'border-danger/50 bg-danger/10',
  missing: 'border-danger/50 bg-danger/10 line-through',
  extra: 'border-line bg-surface-sunken italic',
};

/** What was heard, word by word: each word to say with its status and what was heard in its place. */
export function SpokenWords({
  result,
  target,
}: {
  result: PronunciationResult;
  target: 'phrase' | 'answer';
}) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <section
      className="rounded-xl border border-line bg-surface-raised p-3"
      aria-live="polite"
      data-testid="spoken-result"
    >
      <p className="text-sm">
        {t(target === 'phrase' ? 'speak.resultPhrase' : 'speak.resultAnswer')}{' '}
        <strong data-testid="spoken-score">
          {t('speak.score', { score: formatNumber(result.score, i18n.language) })}
        </strong>
      </p>
      <p className="mt-1 text-xs text-ink-muted">
        {t('speak.heard')}{' '}
        <span lang="ar" dir="rtl" className="arabic-text text-base text-ink" data-testid="spoken-transcript">
          {result.transcript}
        </span>
      </p>
      <ol className="mt-2 flex flex-wrap gap-1.5" dir="rtl" lang="ar">
        {result.words.map((w, i) => (
          <li
            key={i}
            className={`rounded-lg border px-2 py-1 text-center ${TONE[w.status]}`}
            data-testid="spoken-word"
            data-status={w.status}
          >
            <span className="arabic-text block text-lg">{w.expected ?? w.heard}</span>
            <span className="block text-[11px] text-ink-muted" dir="auto" lang={i18n.language}>
              {t(`speak.status.${w.status}`)}
              {w.status === 'substituted' || w.status === 'close' ? ` · ${w.heard ?? ''}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
