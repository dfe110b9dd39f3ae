import { answerSubjectIds, type ExerciseView, type PronunciationResult } from '@lisan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, Square } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { refreshAnalytics } from '../../analytics';
import { pronunciationQueries, scoreRecording, scoreTranscript, type SpokenSubject } from '../api';
import { canRecord, listenOnce, record, recognitionConstructor, SpeechProblem } from '../speech';
import { SpokenWords } from './spoken-words';

type Target = 'phrase' | 'answer';
type State =
  | { kind: 'idle' }
  | { kind: 'listening'; target: Target; stop: () => void }
  | { kind: 'scoring'; target: Target };

/**
 * Speak buttons of an exercise: say the phrase itself, or say the answer (which then fills the answer box and is
 * judged like a typed one). The browser's recogniser is used where it exists, else a recording goes to the
 * server's speech-to-text; when neither can work, the button says why.
 */
export function SpeakPractice({
  view,
  userId,
  disabled,
  onAnswer,
}: {
  view: ExerciseView;
  userId: string;
  disabled: boolean;
  /** A spoken answer fills the answer box; its id links it to the attempt once checked. */
  onAnswer: (transcript: string, pronunciationId: string) => void;
}) {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const capabilities = useQuery(pronunciationQueries.capabilities());
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [result, setResult] = useState<{ target: Target; value: PronunciationResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);

  const browser = recognitionConstructor() !== undefined;
  const server = capabilities.data?.serverTranscription === true && canRecord();
  const unavailable = !browser && !server && !capabilities.isPending;

  const subject = (target: Target): SpokenSubject => ({
    exerciseType: view.type,
    ...answerSubjectIds(view.type, view.subjectId),
    userId,
    target,
  });

  const explain = (error: unknown) => {
    if (error instanceof SpeechProblem) return t(`speak.problems.${error.reason}`);
    if (error instanceof ApiError) return error.serverMessage ?? error.message;
    return (error as Error).message;
  };

  const start = async (target: Target) => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    setResult(null);
    try {
      let scored: PronunciationResult;
      if (browser) {
        const listening = listenOnce();
        setState({ kind: 'listening', target, stop: listening.stop });
        const transcript = await listening.result.catch(async (error: unknown) => {
          // The browser's recogniser may need a network service it cannot reach: the server can take over.
          if (server && error instanceof SpeechProblem && error.reason === 'recognitionFailed') return null;
          throw error;
        });
        setState({ kind: 'scoring', target });
        scored =
          transcript === null
            ? await recordAndScore(target)
            : await scoreTranscript(subject(target), transcript);
      } else {
        scored = await recordAndScore(target);
      }
      setResult({ target, value: scored });
      if (target === 'answer') onAnswer(scored.transcript, scored.id);
      refreshAnalytics(queryClient);
    } catch (error) {
      setProblem(explain(error));
    } finally {
      busy.current = false;
      setState({ kind: 'idle' });
    }
  };

  const recordAndScore = async (target: Target) => {
    const recording = await record(capabilities.data?.maxSeconds ?? 30);
    setState({ kind: 'listening', target, stop: recording.stop });
    const { audio, durationMs } = await recording.result;
    setState({ kind: 'scoring', target });
    return scoreRecording(subject(target), audio, durationMs);
  };

  const button = (target: Target) => {
    const active = state.kind !== 'idle' && state.target === target;
    if (state.kind === 'listening' && active) {
      return (
        <Button variant="secondary" size="sm" onClick={state.stop} data-testid={`speak-${target}-stop`}>
          <Square aria-hidden className="size-4" />
          {t('speak.stop')}
        </Button>
      );
    }
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void start(target)}
        disabled={unavailable || state.kind !== 'idle' || (target === 'answer' && disabled)}
        aria-describedby={unavailable ? 'speak-unavailable' : undefined}
        data-testid={`speak-${target}`}
      >
        <Mic aria-hidden className="size-4" />
        {active && state.kind === 'scoring'
          ? t('speak.scoring')
          : t(target === 'phrase' ? 'speak.sayPhrase' : 'speak.sayAnswer')}
      </Button>
    );
  };

  return (
    <div className="grid gap-2" data-testid="speak-practice">
      <div className="flex flex-wrap items-center gap-2">
        {button('phrase')}
        {button('answer')}
        {state.kind === 'listening' && (
          <span role="status" className="text-sm text-brand" data-testid="speak-listening">
            {t('speak.listening')}
          </span>
        )}
      </div>
      {unavailable && (
        <p
          id="speak-unavailable"
          role="status"
          className="text-xs text-ink-muted"
          data-testid="speak-unavailable"
        >
          {t('speak.unavailable')}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger" data-testid="speak-problem">
          {problem}
        </p>
      )}
      {result && <SpokenWords result={result.value} target={result.target} />}
    </div>
  );
}
