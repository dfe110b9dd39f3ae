import {
  fallbackIsCorrect,
  ERROR_TEXTS,
  SUGGESTION_TOAST_DELAY_MS,
  TOAST,
  isUiLanguage,
  type ExerciseView,
} from '@lisan/contract';
import { Keyboard } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { validationSentence } from '../../../lib/validation-message';
import { useCheckAnswer, type AnswerCheck } from '../use-check-answer';
import { AboutCard } from './about-card';
import { ArabicKeyboard } from './arabic-keyboard';
import { ExerciseFrame, ExerciseHeading } from './exercise-frame';
import { FeedbackPanel, type Outcome } from './feedback-panel';
import { PromptView } from './prompt-view';
import { VerdictPanel } from './verdict-panel';
import { ArabicTextarea } from '../../../components/ui/arabic-textarea';

/** What a speaking slot gets: whether the answer is locked, and where a spoken answer goes. */
export interface SpeakSlotProps {
  view: ExerciseView;
  disabled: boolean;
  /** `spokenId`: the spoken try the transcript came from, handed back to `onSpokenAnswerChecked`. */
  onAnswer: (transcript: string, spokenId?: string) => void;
}

/**
 * One exercise being answered: the prompt, the answer box (with the on-screen keyboard and, through `speak`, the
 * speaking buttons), Check Answer, the verdict and feedback, then Try Again or Next Exercise.
 */
export function ExerciseSession({
  view,
  userId,
  language,
  onNext,
  speak,
  onSpokenAnswerChecked,
  onChecked,
  nextLabel,
  above,
  check: checkOnDevice,
}: {
  view: ExerciseView;
  userId: string;
  language: string;
  onNext: () => void;
  /** Each checked answer and its verdict (a session counts what was right the first time). */
  onChecked?: (check: { answer: string; isCorrect: boolean }) => void;
  /** The label of the button that moves on (Next Exercise unless the caller says otherwise). */
  nextLabel?: string;
  /** Shown above the exercise, inside its frame (a session's progress). */
  above?: ReactNode;
  /** Checks answers instead of the server (offline practice, on the device). */
  check?: AnswerCheck;
  /** The speaking buttons, from another feature: the session only says when they may fill the answer. */
  speak?: (props: SpeakSlotProps) => ReactNode;
  /** A spoken answer was checked as this attempt (the analytics show the two together). */
  onSpokenAnswerChecked?: (spokenId: string, attemptId: string) => void;
}) {
  const { t } = useTranslation(['learning', 'ux']);
  const [answer, setAnswer] = useState('');
  /** The spoken try that filled the answer box; typing over it forgets it. */
  const [spokenId, setSpokenId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const checkAnswer = useCheckAnswer(view, userId, checkOnDevice);
  const status = checkAnswer.isPending ? 'checking' : outcome ? 'answered' : 'unanswered';
  // Set when the exercise appears (an effect, since reading the clock during render is impure).
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = performance.now();
  }, []);
  const input = useRef<HTMLTextAreaElement>(null);
  const suggestionTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(suggestionTimer.current), []);

  const check = () => {
    if (!answer.trim()) {
      toast({
        title: t('toasts.noAnswerTitle'),
        description: t('toasts.noAnswerText'),
        variant: 'destructive',
      });
      return;
    }
    const lang = isUiLanguage(language) ? language : 'en';
    checkAnswer.mutate(
      { answer, language: lang, elapsedMs: performance.now() - startedAt.current },
      {
        onSuccess: (result) => {
          setOutcome({ source: 'server', result });
          onChecked?.({ answer, isCorrect: result.isCorrect });
          if (spokenId) onSpokenAnswerChecked?.(spokenId, result.attemptId);
          setSpokenId(null);
          if (result.aiUnavailable) {
            toast({ title: t('toasts.aiUnavailable'), description: result.feedback });
          } else if (result.everyday?.said) {
            // The everyday reply is good Arabic, not a failure: the verse is the next step.
            toast({ title: t('toasts.goodArabic'), description: result.feedback });
          } else if (result.isCorrect) {
            toast({ title: t('toasts.excellent'), description: result.feedback });
          } else {
            toast({ title: t('toasts.keepTrying'), description: result.feedback, variant: 'destructive' });
          }
          if (result.suggestions.length > 0) {
            // One toast is shown at a time: the suggestions wait until the verdict's toast has had its time
            // rather than replacing it while the learner is still reading it.
            suggestionTimer.current = window.setTimeout(
              () => toast({ title: t('toasts.suggestions'), description: result.suggestions.join(' · ') }),
              Math.max(SUGGESTION_TOAST_DELAY_MS, TOAST.durationMs),
            );
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            // The server understood and refused (e.g. an answer too long): say why and let the learner edit.
            toast({
              title: t('toasts.keepTrying'),
              description: validationSentence(error) ?? error.serverMessage ?? t('ux:validation.generic'),
              variant: 'destructive',
            });
            return;
          }
          // Validation unreachable → the basic rule, clearly labelled.
          const isCorrect = fallbackIsCorrect(answer);
          const feedback = isCorrect ? t('toasts.fallbackArabic') : t('toasts.fallbackNotArabic');
          setOutcome({ source: 'fallback', isCorrect, feedback });
          onChecked?.({ answer, isCorrect });
          toast({
            title: t('toasts.aiUnavailable'),
            description: error instanceof NetworkError ? `${feedback} ${ERROR_TEXTS.network}` : feedback,
          });
        },
      },
    );
  };

  const reset = () => {
    window.clearTimeout(suggestionTimer.current);
    setOutcome(null);
    checkAnswer.reset();
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
    <ExerciseFrame>
      {above}
      {/* Room below the page for the verdict panel, so it never covers the end of the page. */}
      <div className={`grid gap-6 lg:grid-cols-[1fr_20rem] ${status === 'answered' ? 'pb-72' : ''}`}>
        <div className="grid gap-5">
          <ExerciseHeading type={view.type} />
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <PromptView view={view} answered={status === 'answered'} />
          </div>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              check();
            }}
          >
            <label htmlFor="answer" className="text-sm font-medium">
              {t('exercise.answerLabel')}
            </label>
            <ArabicTextarea
              id="answer"
              ref={input}
              rows={3}
              value={answer}
              readOnly={locked}
              aria-readonly={locked}
              onChange={(event) => {
                setSpokenId(null);
                setAnswer(event.target.value);
              }}
              placeholder={t('exercise.answerPlaceholder')}
              data-testid="answer-input"
              className="read-only:bg-surface-sunken"
            />
            <div className="flex flex-wrap items-center gap-2">
              {status !== 'answered' && (
                <Button type="submit" disabled={status === 'checking'} data-testid="check-answer">
                  {status === 'checking' ? t('exercise.checking') : t('exercise.checkAnswer')}
                </Button>
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
            {speak?.({
              view,
              disabled: locked,
              onAnswer: (transcript, spoken) => {
                setSpokenId(spoken ?? null);
                setAnswer(transcript);
              },
            })}
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
      {outcome && status === 'answered' && (
        <VerdictPanel
          view={view}
          outcome={outcome}
          onTryAgain={reset}
          onContinue={onNext}
          continueLabel={nextLabel ?? t('exercise.nextExercise')}
        />
      )}
    </ExerciseFrame>
  );
}
