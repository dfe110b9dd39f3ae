import type { ExerciseView, VerseResponse } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { apiGet } from '../../../lib/api-client';
import type { Outcome } from './feedback-panel';

/** The whole verse an item's phrase comes from (its corpus text in Uthmani script), once answered. */
function verseQuery(ref: string) {
  return {
    queryKey: ['quran', 'verse', ref, 'ar'],
    queryFn: () => apiGet<VerseResponse>(`/api/quran/verses/${ref}?lang=ar`),
    staleTime: Infinity,
  };
}

/**
 * The verdict where a phone user sees it: fixed to the bottom of the screen once an answer is checked, with the
 * feedback, the verse in full, Try Again and Continue. Focus moves to Continue, so a keyboard or screen-reader user
 * is told the verdict and goes on with Enter. The details (differences, suggestions) stay in the page above.
 */
export function VerdictPanel({
  view,
  outcome,
  onTryAgain,
  onContinue,
  continueLabel,
}: {
  view: ExerciseView;
  outcome: Outcome;
  onTryAgain: () => void;
  onContinue: () => void;
  continueLabel: string;
}) {
  const { t } = useTranslation('learning');
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus({ preventScroll: true });
  }, []);
  const verdict =
    outcome.source === 'server' ? outcome.result.verdict : outcome.isCorrect ? 'correct' : 'incorrect';
  const feedback = outcome.source === 'server' ? outcome.result.feedback : outcome.feedback;
  const ref = view.phrase ? `${view.phrase.ref.surah}:${view.phrase.ref.ayah}` : null;
  const verse = useQuery({ ...verseQuery(ref ?? ''), enabled: ref !== null });
  const Icon = verdict === 'correct' ? CheckCircle2 : verdict === 'almost' ? CircleAlert : XCircle;
  const tone =
    verdict === 'correct' ? 'border-success' : verdict === 'almost' ? 'border-accent' : 'border-danger';
  return (
    <section
      role="region"
      aria-label={t('exercise.verdict')}
      className={`fixed inset-x-0 bottom-0 z-30 max-h-[60vh] overflow-y-auto border-t-4 bg-surface shadow-[0_-8px_24px_rgba(0,0,0,0.12)] ${tone}`}
      data-testid="verdict-panel"
      data-verdict={verdict}
    >
      <div className="mx-auto grid max-w-5xl gap-2 px-4 py-3">
        <p className="flex items-center gap-2 text-lg font-bold" role="status">
          <Icon aria-hidden className="size-6 shrink-0" />
          {/* The everyday reply is good Arabic, not a near miss of the verse. */}
          {outcome.source === 'server' && outcome.result.everyday?.said
            ? t('exercise.everydaySaid')
            : verdict === 'correct'
              ? t('exercise.correct')
              : verdict === 'almost'
                ? t('exercise.almost')
                : t('exercise.incorrect')}
        </p>
        {feedback && (
          <p className="line-clamp-3 text-sm" data-testid="verdict-feedback">
            {feedback}
          </p>
        )}
        {ref && verse.data && (
          <p className="text-sm">
            <span
              lang="ar"
              dir="rtl"
              className="arabic-text block text-xl leading-loose"
              data-testid="verdict-verse"
            >
              {verse.data.uthmani}
            </span>
            <span className="text-ink-muted">({ref})</span>
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onTryAgain} data-testid="try-again">
            {t('exercise.tryAgain')}
          </Button>
          <button
            type="button"
            ref={next}
            className={buttonClasses('primary', 'md')}
            onClick={onContinue}
            data-testid="next-exercise"
          >
            {continueLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
