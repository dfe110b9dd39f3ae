import {
  answerSubjectIds,
  ERROR_TEXTS,
  EXERCISE_CATEGORIES,
  fallbackIsCorrect,
  cheapestPlanFor,
  SUGGESTION_TOAST_DELAY_MS,
  isExerciseType,
  isUiLanguage,
  type ExerciseType,
  type ExerciseView,
} from '@lisan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Keyboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { exerciseQueries, reportSession, validateAnswer, validationBody } from '../../features/exercise/api';
import { AboutCard } from '../../features/exercise/components/about-card';
import { ArabicKeyboard } from '../../features/exercise/components/arabic-keyboard';
import { FeedbackPanel, type Outcome } from '../../features/exercise/components/feedback-panel';
import { PromptView } from '../../features/exercise/components/prompt-view';
import { SpeakPractice } from '../../features/analytics/components/speak-practice';
import { refreshProgress } from '../../features/progress/api';
import { useActingUserId } from '../../features/session/use-acting-user';
import { ApiError, NetworkError } from '../../lib/api-client';
import { validationSentence } from '../../lib/validation-message';
import { useHydrated } from '../../lib/use-hydrated';
import { randomExerciseType } from '../../features/exercise/random-type';
import { useOpenExerciseTypes } from '../../features/billing/hooks/open-types';

type Status = 'unanswered' | 'checking' | 'answered';

export function ExercisePage() {
  const params = useParams<{ type: string; phraseId?: string }>();
  const { t } = useTranslation('learning');
  const [, navigate] = useLocation();
  const type = params.type ?? '';

  // Spec §4: an unknown exercise type goes back to the dashboard with a toast.
  useEffect(() => {
    if (!isExerciseType(type)) {
      toast({ title: t('toasts.unknownType'), variant: 'destructive' });
      navigate('/dashboard', { replace: true });
    }
  }, [type, navigate, t]);
  if (!isExerciseType(type)) return null;
  return <Exercise key={`${type}/${params.phraseId ?? ''}`} type={type} id={params.phraseId} />;
}

function Exercise({ type, id }: { type: ExerciseType; id?: string }) {
  const { t, i18n } = useTranslation(['learning', 'ux', 'pricing']);
  const openTypes = useOpenExerciseTypes();
  const userId = useActingUserId();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const item = useQuery(exerciseQueries.item(type, id, userId, 0, i18n.language));
  const hydrated = useHydrated();

  useEffect(() => {
    if (item.isError && !(item.error instanceof ApiError && [402, 403].includes(item.error.status))) {
      toast({
        title: type === 'transformation' ? t('toasts.sentenceFetchFailed') : t('toasts.phraseFetchFailed'),
        // A sentence, never the response body (issue 17).
        description:
          item.error instanceof NetworkError ? item.error.message : t('ux:exercise.loadFailedText'),
        variant: 'destructive',
      });
    }
  }, [item.isError, item.error, type, t]);

  if (item.isPending || !hydrated) {
    return (
      <Frame>
        <p role="status" className="text-ink-muted" data-testid="exercise-loading">
          {t('exercise.loading')}
        </p>
      </Frame>
    );
  }
  if (item.isError && item.error instanceof ApiError && [402, 403].includes(item.error.status)) {
    return (
      <Frame>
        <div className="rounded-2xl border border-accent bg-accent-soft p-6" data-testid="exercise-upgrade">
          <h1 className="text-2xl font-bold">{t('exercise.upgradeTitle')}</h1>
          <p className="mt-2" data-testid="exercise-upgrade-message">
            {/* The type's title and the plan's name in the interface language, not the server's English (issue 17);
                a phrase outside the plan's library keeps the server's sentence, which says so. */}
            {item.error.serverMessage?.startsWith('This phrase') ||
            item.error.serverMessage?.startsWith('Practising any verse')
              ? item.error.serverMessage
              : t('ux:locked.message', {
                  type: t(`types.${type}.title`),
                  plan: t(`pricing:plans.${cheapestPlanFor(type)}.name`),
                })}
          </p>
          <Link href="/pricing" className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('exercise.upgradeLink')}
          </Link>
        </div>
      </Frame>
    );
  }
  // A failure other than "there is no such exercise" (a server error, the network): say loading failed, offer a retry.
  if (item.isError && !(item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <Frame>
        <div
          className="rounded-2xl border border-danger bg-danger-soft p-6"
          role="alert"
          data-testid="exercise-load-failed"
        >
          <h1 className="text-2xl font-bold">{t('ux:exercise.loadFailedTitle')}</h1>
          <p className="mt-2">
            {item.error instanceof NetworkError ? item.error.message : t('ux:exercise.loadFailedText')}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              onClick={() => void item.refetch()}
              disabled={item.isFetching}
              data-testid="exercise-retry"
            >
              {t('ux:exercise.tryAgain')}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              {t('exercise.backToDashboard')}
            </Button>
          </div>
        </div>
      </Frame>
    );
  }
  if (item.isError || !item.data) {
    return (
      <Frame>
        <div
          className="rounded-2xl border border-line bg-surface-raised p-6"
          data-testid="exercise-not-found"
        >
          <h1 className="text-2xl font-bold">{t('exercise.notFound')}</h1>
          <p className="mt-2 text-ink-muted">{t('exercise.notFoundText')}</p>
          <Button className="mt-4" onClick={() => navigate('/dashboard')}>
            {t('exercise.backToDashboard')}
          </Button>
        </div>
      </Frame>
    );
  }
  return (
    <ExerciseSession
      view={item.data}
      userId={userId}
      language={i18n.language}
      onNext={() =>
        void openTypes.whenKnown().then((open) => navigate(`/exercise/${randomExerciseType(open)}`))
      }
      refresh={() => refreshProgress(queryClient)}
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" data-testid="page-exercise">
      {children}
    </div>
  );
}

function ExerciseSession({
  view,
  userId,
  language,
  onNext,
  refresh,
}: {
  view: ExerciseView;
  userId: string;
  language: string;
  onNext: () => void;
  refresh: () => void;
}) {
  const { t } = useTranslation(['learning', 'ux']);
  const [answer, setAnswer] = useState('');
  const [status, setStatus] = useState<Status>('unanswered');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  // Set when the exercise appears (an effect, since reading the clock during render is impure).
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = performance.now();
  }, []);
  const input = useRef<HTMLTextAreaElement>(null);
  const suggestionTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(suggestionTimer.current), []);

  const check = async () => {
    if (!answer.trim()) {
      toast({
        title: t('toasts.noAnswerTitle'),
        description: t('toasts.noAnswerText'),
        variant: 'destructive',
      });
      return;
    }
    setStatus('checking');
    const lang = isUiLanguage(language) ? language : 'en';
    try {
      const result = await validateAnswer(
        validationBody(view, answer, userId, lang, performance.now() - startedAt.current),
      );
      setOutcome({ source: 'server', result });
      setStatus('answered');
      if (result.aiUnavailable) {
        toast({ title: t('toasts.aiUnavailable'), description: result.feedback });
      } else if (result.isCorrect) {
        toast({ title: t('toasts.excellent'), description: result.feedback });
      } else {
        toast({ title: t('toasts.keepTrying'), description: result.feedback, variant: 'destructive' });
      }
      if (result.suggestions.length > 0) {
        suggestionTimer.current = window.setTimeout(
          () => toast({ title: t('toasts.suggestions'), description: result.suggestions.join(' · ') }),
          SUGGESTION_TOAST_DELAY_MS,
        );
      }
      await reportSession({
        userId,
        exerciseType: view.type,
        phraseId: answerSubjectIds(view.type, view.subjectId).phraseId,
        userAnswer: answer,
        isCorrect: result.isCorrect,
        attemptId: result.attemptId,
      }).catch(() => undefined); // The attempt is already recorded by validation; a lost report changes nothing.
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        // The server understood and refused (e.g. an answer too long): say why and let the learner edit.
        setStatus('unanswered');
        toast({
          title: t('toasts.keepTrying'),
          description: validationSentence(error) ?? error.serverMessage ?? t('ux:validation.generic'),
          variant: 'destructive',
        });
        return;
      }
      // Spec §5/§8: validation unreachable → the basic rule, clearly labelled.
      const isCorrect = fallbackIsCorrect(answer);
      const feedback = isCorrect ? t('toasts.fallbackArabic') : t('toasts.fallbackNotArabic');
      setOutcome({ source: 'fallback', isCorrect, feedback });
      setStatus('answered');
      toast({
        title: t('toasts.aiUnavailable'),
        description: error instanceof NetworkError ? `${feedback} ${ERROR_TEXTS.network}` : feedback,
      });
    }
  };

  const reset = () => {
    window.clearTimeout(suggestionTimer.current);
    setStatus('unanswered');
    setOutcome(null);
    startedAt.current = performance.now();
    input.current?.focus();
  };

  const insert = (text: string) => {
    const el = input.current;
    if (!el) return setAnswer((a) => a + text);
    const start = el.selectionStart ?? answer.length;
    const end = el.selectionEnd ?? answer.length;
    const next = answer.slice(0, start) + text + answer.slice(end);
    setAnswer(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + text.length, start + text.length);
    });
  };
  const backspace = () => {
    const el = input.current;
    const start = el?.selectionStart ?? answer.length;
    const end = el?.selectionEnd ?? answer.length;
    const from = start === end ? Math.max(0, start - 1) : start;
    setAnswer(answer.slice(0, from) + answer.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(from, from);
    });
  };

  const locked = status !== 'unanswered';
  return (
    <Frame>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-5">
          <header>
            <p className="text-sm font-semibold text-brand">
              {t(`categories.${EXERCISE_CATEGORIES[view.type]}`)}
            </p>
            <h1 className="text-3xl font-bold tracking-tight">{t(`types.${view.type}.title`)}</h1>
          </header>
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <PromptView view={view} answered={status === 'answered'} />
          </div>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void check();
            }}
          >
            <label htmlFor="answer" className="text-sm font-medium">
              {t('exercise.answerLabel')}
            </label>
            <textarea
              id="answer"
              ref={input}
              dir="rtl"
              lang="ar"
              rows={3}
              value={answer}
              readOnly={locked}
              aria-readonly={locked}
              onChange={(event) => setAnswer(event.target.value)}
              placeholder={t('exercise.answerPlaceholder')}
              data-testid="answer-input"
              className="arabic-text w-full rounded-xl border border-line bg-surface-raised p-3 text-2xl focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 read-only:bg-surface-sunken"
            />
            <div className="flex flex-wrap items-center gap-2">
              {status !== 'answered' ? (
                <Button type="submit" disabled={status === 'checking'} data-testid="check-answer">
                  {status === 'checking' ? t('exercise.checking') : t('exercise.checkAnswer')}
                </Button>
              ) : (
                <>
                  <Button variant="secondary" onClick={reset} data-testid="try-again">
                    {t('exercise.tryAgain')}
                  </Button>
                  <Button onClick={onNext} data-testid="next-exercise">
                    {t('exercise.nextExercise')}
                  </Button>
                </>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="ms-auto"
                aria-expanded={keyboard}
                aria-controls="arabic-keyboard"
                onClick={() => setKeyboard((k) => !k)}
                data-testid="toggle-keyboard"
              >
                <Keyboard aria-hidden className="size-4" />
                {keyboard ? t('exercise.hideKeyboard') : t('exercise.showKeyboard')}
              </Button>
            </div>
            {status === 'checking' && (
              <p role="status" className="text-sm text-ink-muted" data-testid="checking">
                {t('exercise.checking')}
              </p>
            )}
            <SpeakPractice view={view} userId={userId} disabled={locked} onAnswer={setAnswer} />
            {keyboard && !locked && (
              <div id="arabic-keyboard">
                <ArabicKeyboard onKey={insert} onBackspace={backspace} />
              </div>
            )}
          </form>
          {outcome && status === 'answered' && <FeedbackPanel outcome={outcome} />}
        </div>
        <AboutCard view={view} answered={status === 'answered'} />
      </div>
    </Frame>
  );
}
