import type { EverydayBeside as EverydayBesideView, ValidateAnswerResponse } from '@lisan/contract';
import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type Outcome =
  | { source: 'server'; result: ValidateAnswerResponse }
  | { source: 'fallback'; isCorrect: boolean; feedback: string };

/** The verdict, the teacher's feedback and the word-by-word differences (what was expected, typed, and why). */
export function FeedbackPanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('learning');
  const verdict =
    outcome.source === 'server' ? outcome.result.verdict : outcome.isCorrect ? 'correct' : 'incorrect';
  const feedback = outcome.source === 'server' ? outcome.result.feedback : outcome.feedback;
  const Icon = verdict === 'correct' ? CheckCircle2 : verdict === 'almost' ? CircleAlert : XCircle;
  const tone =
    verdict === 'correct'
      ? 'border-success bg-brand-soft'
      : verdict === 'almost'
        ? 'border-accent bg-accent-soft'
        : 'border-danger bg-danger-soft';
  const diffs =
    outcome.source === 'server'
      ? outcome.result.diffs.filter((d) => d.kind !== 'spellingFold' || !d.accepted)
      : [];
  const server = outcome.source === 'server' ? outcome.result : null;
  const identified = server?.identified ?? null;
  const everyday = server?.everyday ?? null;
  return (
    <section
      aria-live="polite"
      className={`grid gap-3 rounded-2xl border-2 p-4 ${tone}`}
      data-testid="feedback"
      data-verdict={verdict}
      data-everyday={everyday?.said ? 'said' : undefined}
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="size-6" />
        {everyday?.said
          ? t('exercise.everydaySaid')
          : verdict === 'correct'
            ? t('exercise.correct')
            : verdict === 'almost'
              ? t('exercise.almost')
              : t('exercise.incorrect')}
      </p>
      {feedback && (
        <p className="whitespace-pre-line" data-testid="feedback-text">
          {feedback}
        </p>
      )}
      {identified && server && !server.isCorrect && (
        <p className="text-sm" data-testid="identified">
          {t('exercise.youWrote', { ref: `${identified.surahName} ${identified.surahAyah}` })}
        </p>
      )}
      {diffs.length > 0 && (
        <div>
          <p className="text-sm font-semibold">{t('exercise.differences')}</p>
          <table className="mt-1 w-full text-sm" data-testid="diff-table">
            <thead className="text-ink-muted">
              <tr>
                <th className="py-1 pe-4 text-start font-medium">{t('exercise.expected')}</th>
                <th className="py-1 pe-4 text-start font-medium">{t('exercise.typed')}</th>
                <th className="py-1 text-start font-medium">
                  <span className="sr-only">{t('exercise.diffKind')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {diffs.map((diff, i) => (
                <tr key={i} className="border-t border-line/60" data-testid="diff-row" data-kind={diff.kind}>
                  <td className="py-1 pe-4 text-start">
                    <bdi lang="ar" dir="rtl" className="arabic-text text-lg">
                      {diff.expected ?? '—'}
                    </bdi>
                  </td>
                  <td className="py-1 pe-4 text-start">
                    <bdi lang="ar" dir="rtl" className="arabic-text text-lg">
                      {diff.typed ?? '—'}
                    </bdi>
                  </td>
                  <td className={`py-1 ${diff.accepted ? 'text-success' : 'text-danger'}`}>
                    {t(`exercise.diffKinds.${diff.kind}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {everyday && <EverydayBeside everyday={everyday} />}
      {outcome.source === 'server' && outcome.result.suggestions.length > 0 && (
        <div>
          <p className="text-sm font-semibold">{t('exercise.suggestions')}</p>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {outcome.result.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The everyday reply beside the fitting verses: how people say it every day, and how a verse says it. */
function EverydayBeside({ everyday }: { everyday: EverydayBesideView }) {
  const { t } = useTranslation('learning');
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="everyday-beside">
      <div className="grid content-start gap-2">
        <p className="text-sm font-semibold">{t('exercise.everydayReply')}</p>
        {everyday.replies.map((reply) => (
          <div key={reply.arabic} className="grid gap-1" data-testid="everyday-reply">
            <p lang="ar" dir="rtl" className="arabic-text text-xl">
              {reply.arabic}
            </p>
            {reply.translation && <p className="text-sm text-ink-muted">{reply.translation}</p>}
          </div>
        ))}
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm font-semibold">{t('exercise.versesSayIt')}</p>
        {everyday.verses.map((verse) => (
          <div key={verse.phraseId} className="grid gap-1" data-testid="everyday-verse">
            <p lang="ar" dir="rtl" className="arabic-text text-xl leading-loose">
              {verse.arabic}
            </p>
            <p className="text-sm text-ink-muted">
              {verse.translation} ({verse.surahAyah})
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
