import type {
  DialogueTurn,
  DialogueTurnResponse,
  DialogueVerse,
  DialogueView,
  UiLanguage,
} from '@lisan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, EyeOff, Keyboard, Mic } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/api-client';
import {
  canRecord,
  listenOnce,
  pronunciationQueries,
  recognitionConstructor,
  record,
} from '../../pronunciation';
import { ArabicKeyboard, SpeakButton } from '../../exercise';
import { answerTurn, dialogueQueries, transcribeTurn } from '../api';
import { ArabicTextarea } from '../../../components/ui/arabic-textarea';

interface Line {
  who: 'other' | 'me';
  arabic: string;
  translation: string | null;
  /** The learner's line was the everyday reply (good Arabic, not yet a verse). */
  everyday?: boolean;
}

/** How a dialogue played inside today's session went: finished, with this many turns tried again. */
interface DialogueDone {
  retries: number;
}

/** A dialogue played as one item of today's session: the session's progress above, Next when it is over. */
export interface DialogueInSession {
  above: ReactNode;
  nextLabel: string;
  onDone: (done: DialogueDone) => void;
}

/** /dialogues/:id — a scripted dialogue played turn by turn, the conversation so far shown as bubbles. */
export function DialogueScreen({ id, session }: { id: string; session?: DialogueInSession }) {
  const { t, i18n } = useTranslation('dialogue');
  const language = i18n.language as UiLanguage;
  const dialogue = useQuery(dialogueQueries.one(id, language));
  if (dialogue.isPending) return <Frame>{t('loading')}</Frame>;
  if (dialogue.isError)
    return (
      <Frame>
        <p role="alert">{failureMessage(dialogue.error, t('notFound'))}</p>
      </Frame>
    );
  // Inside today's session the dialogue keeps going in a new language; on its own page it starts again.
  return (
    <DialoguePlay
      key={session ? id : `${id}/${language}`}
      view={dialogue.data}
      language={language}
      session={session}
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-8" data-testid="page-dialogue">
      {children}
    </div>
  );
}

function DialoguePlay({
  view,
  language,
  session,
}: {
  view: DialogueView;
  language: UiLanguage;
  session?: DialogueInSession;
}) {
  const { t } = useTranslation('dialogue');
  const queryClient = useQueryClient();
  const turns = useMemo(() => new Map(view.turns.map((turn) => [turn.id, turn])), [view]);
  const lineOf = (turn: DialogueTurn): Line => ({
    who: 'other',
    arabic: turn.line.arabic,
    translation: turn.line.translation,
  });
  const [lines, setLines] = useState<Line[]>(() => [lineOf(turns.get(view.start)!)]);
  const [turnId, setTurnId] = useState(view.start);
  const [answer, setAnswer] = useState('');
  const [spoken, setSpoken] = useState(false);
  const [result, setResult] = useState<DialogueTurnResponse | null>(null);
  const [showVerses, setShowVerses] = useState(false);
  const [hideLines, setHideLines] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [keyboard, setKeyboard] = useState(false);
  const [listening, setListening] = useState<{ stop: () => void } | null>(null);
  const [speechProblem, setSpeechProblem] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);
  // When the current turn was first shown (set on the first check), for the answer's elapsed time.
  const started = useRef<number | null>(null);
  useEffect(() => {
    started.current = performance.now();
  }, []);
  const turn = turns.get(turnId)!;
  const finished = turn.reply === null;

  const goTo = (next: string | null) => {
    if (!next) return;
    const following = turns.get(next);
    if (!following) return;
    setLines((l) => [...l, lineOf(following)]);
    setTurnId(next);
    setResult(null);
    setShowVerses(false);
    setAnswer('');
    setSpoken(false);
    started.current = performance.now();
    if (!following.reply) void queryClient.invalidateQueries({ queryKey: ['dialogues'] });
  };

  const check = useMutation({
    mutationFn: (text: string) =>
      answerTurn(view.id, {
        turnId,
        answer: text,
        language,
        spoken,
        elapsedMs: Math.round(performance.now() - (started.current ?? performance.now())),
      }),
    onSuccess: (r, text) => {
      if (r.outcome !== 'retry')
        setLines((l) => [
          ...l,
          { who: 'me', arabic: text, translation: null, everyday: r.outcome === 'everyday' },
        ]);
      if (r.outcome === 'retry') setRetries((n) => n + 1);
      if (r.outcome === 'verse') goTo(r.next);
      else {
        setResult(r);
        setShowVerses(r.outcome === 'everyday');
        if (r.outcome === 'everyday') setAnswer('');
      }
    },
  });

  const capabilities = useQuery(pronunciationQueries.capabilities());
  // The browser's own recognition when it has one; else a recording for the configured speech-to-text server.
  const hearing: 'browser' | 'server' | null = recognitionConstructor()
    ? 'browser'
    : capabilities.data?.serverTranscription && canRecord()
      ? 'server'
      : null;

  const speak = async () => {
    if (hearing === 'server') return speakToServer();
    setSpeechProblem(null);
    if (listening) {
      listening.stop();
      return;
    }
    try {
      const session = listenOnce();
      setListening({ stop: session.stop });
      const heard = await session.result;
      // The transcript goes into the answer box to be corrected before it is checked.
      setAnswer(heard);
      setSpoken(true);
    } catch {
      setSpeechProblem(t('speech.nothingHeard'));
    } finally {
      setListening(null);
    }
  };

  const speakToServer = async () => {
    setSpeechProblem(null);
    if (listening) {
      listening.stop();
      return;
    }
    try {
      const session = await record(capabilities.data?.maxSeconds ?? 30);
      setListening({ stop: session.stop });
      const { audio, durationMs } = await session.result;
      setListening(null);
      setAnswer(await transcribeTurn(view.id, audio, durationMs));
      setSpoken(true);
    } catch (error) {
      setSpeechProblem(failureMessage(error, t('speech.nothingHeard')));
    } finally {
      setListening(null);
    }
  };

  return (
    <Frame>
      {session?.above}
      <header className="grid gap-1">
        <p className="text-sm font-semibold text-brand">{t(`situations.${view.situation}`)}</p>
        <h1 className="text-3xl font-bold tracking-tight" data-testid="dialogue-title">
          {view.title}
        </h1>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={hideLines}
          onClick={() => setHideLines((h) => !h)}
          data-testid="hide-lines"
        >
          <EyeOff aria-hidden className="size-4" />
          {hideLines ? t('showLines') : t('hideLines')}
        </Button>
      </div>
      <ol className="grid gap-3" aria-label={t('conversation')} data-testid="conversation">
        {lines.map((line, index) => (
          <Bubble
            key={index}
            line={line}
            hidden={hideLines && line.who === 'other' && !shown.has(index)}
            onShow={() => setShown((s) => new Set(s).add(index))}
          />
        ))}
      </ol>

      {result && !finished && (
        <section
          className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-5"
          aria-live="polite"
          data-testid="turn-feedback"
          data-outcome={result.outcome}
        >
          <p className="font-medium">{result.feedback}</p>
          {result.outcome === 'retry' && result.suggestions.length > 0 && (
            <ul className="list-disc ps-5 text-sm text-ink-muted">
              {result.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
          {result.outcome === 'retry' && !showVerses && (
            <Button variant="ghost" size="sm" onClick={() => setShowVerses(true)} data-testid="show-verses">
              {t('showVerses')}
            </Button>
          )}
          {showVerses && (
            <ul className="grid gap-3" data-testid="turn-verses">
              {result.verses.map((verse) => (
                <VerseOption key={verse.key} verse={verse} />
              ))}
            </ul>
          )}
          {result.outcome === 'everyday' && (
            <Button
              variant="secondary"
              onClick={() => goTo(result.next)}
              data-testid="continue-dialogue"
              className="justify-self-start"
            >
              {t('continue')}
            </Button>
          )}
        </section>
      )}
      {finished ? (
        <div
          className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-5"
          role="status"
          data-testid="dialogue-done"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 aria-hidden className="size-5 text-brand" />
            {t('done')}
          </p>
          {session ? (
            <Button
              className="justify-self-start"
              onClick={() => session.onDone({ retries })}
              data-testid="dialogue-next"
            >
              {session.nextLabel}
            </Button>
          ) : (
            <Link href="/dialogues" className="text-brand underline" data-testid="back-to-dialogues">
              {t('allDialogues')}
            </Link>
          )}
        </div>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer.trim()) check.mutate(answer.trim());
          }}
        >
          <p className="font-medium" data-testid="turn-task">
            {turn.reply!.task}
          </p>
          <label htmlFor="dialogue-answer" className="text-sm text-ink-muted">
            {t('answerLabel')}
          </label>
          <ArabicTextarea
            id="dialogue-answer"
            rows={2}
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
            }}
            data-testid="answer-input"
          />
          {spoken && (
            <p className="text-sm text-ink-muted" data-testid="transcript-note">
              {t('speech.checkTranscript')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={check.isPending || !answer.trim()} data-testid="check-answer">
              {check.isPending ? t('checking') : t('check')}
            </Button>
            {hearing && (
              <Button variant="secondary" onClick={() => void speak()} data-testid="speak-answer">
                <Mic aria-hidden className="size-4" />
                {listening ? t('speech.stop') : t('speech.speak')}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="ms-auto"
              aria-expanded={keyboard}
              onClick={() => setKeyboard((k) => !k)}
              data-testid="toggle-keyboard"
            >
              <Keyboard aria-hidden className="size-4" />
              {keyboard ? t('hideKeyboard') : t('showKeyboard')}
            </Button>
          </div>
          {speechProblem && (
            <p role="status" className="text-sm text-ink-muted">
              {speechProblem}
            </p>
          )}
          {keyboard && (
            <ArabicKeyboard
              onKey={(key) => setAnswer((a) => a + key)}
              onBackspace={() => setAnswer((a) => a.slice(0, -1))}
            />
          )}
          {check.isError && (
            <p role="alert" className="text-sm text-danger">
              {failureMessage(check.error, t('failed'))}
            </p>
          )}
        </form>
      )}
    </Frame>
  );
}

function Bubble({ line, hidden, onShow }: { line: Line; hidden: boolean; onShow: () => void }) {
  const { t } = useTranslation('dialogue');
  const mine = line.who === 'me';
  return (
    <li
      className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
      data-testid={mine ? 'my-line' : 'other-line'}
    >
      <div
        className={`grid max-w-[85%] gap-1 rounded-2xl px-4 py-3 ${
          mine ? 'bg-brand text-white' : 'border border-line bg-surface-raised'
        }`}
      >
        {hidden ? (
          <Button variant="ghost" size="sm" onClick={onShow} data-testid="show-line">
            {t('showLine')}
          </Button>
        ) : (
          <p dir="rtl" lang="ar" className="arabic-text text-2xl leading-relaxed" data-testid="line-arabic">
            {line.arabic}
          </p>
        )}
        {!hidden && line.translation && (
          <p className={`text-sm ${mine ? 'text-white/80' : 'text-ink-muted'}`}>{line.translation}</p>
        )}
        {line.everyday && <p className="text-xs text-white/80">{t('everydayMark')}</p>}
        {!mine && <SpeakButton text={line.arabic} />}
      </div>
    </li>
  );
}

function VerseOption({ verse }: { verse: DialogueVerse }) {
  const { t } = useTranslation('dialogue');
  return (
    <li className="grid gap-1 rounded-xl bg-surface-sunken p-3" data-testid="verse-option">
      <p dir="rtl" lang="ar" className="arabic-text text-2xl leading-loose">
        {verse.arabic}
      </p>
      <p className="text-sm text-ink-muted">
        {verse.translation} ({verse.surahAyah})
      </p>
      {verse.quoteAsAllahsWords && (
        <p className="text-sm font-medium" data-testid="quote-as-allahs-words">
          {t('quoteAsAllahsWords')}
        </p>
      )}
      {verse.note && <p className="text-sm">{verse.note}</p>}
    </li>
  );
}
