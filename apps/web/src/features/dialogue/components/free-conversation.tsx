import type {
  ConversationLine,
  ConversationTurnResponse,
  DialogueSituation,
  UiLanguage,
} from '@lisan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/api-client';
import { SpeakButton } from '../../exercise';
import { conversationQueries, conversationTurn } from '../api';
import { ArabicTextarea } from '../../../components/ui/arabic-textarea';

interface Shown extends ConversationLine {
  translation: string | null;
}

/**
 * /conversation — free conversation: the AI model plays the other person on a chosen situation; every line the
 * learner says is checked for misquoted verses before the model answers. Without a model it says why.
 */
export function FreeConversation() {
  const { t, i18n } = useTranslation('dialogue');
  const language = i18n.language as UiLanguage;
  const status = useQuery(conversationQueries.status(language));
  const [situation, setSituation] = useState<DialogueSituation | null>(null);
  const [lines, setLines] = useState<Shown[]>([]);
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<ConversationTurnResponse | null>(null);

  const send = useMutation({
    mutationFn: (vars: { situation: DialogueSituation; answer?: string }) =>
      conversationTurn({
        situation: vars.situation,
        history: lines.slice(-20).map(({ who, arabic }) => ({ who, arabic })),
        answer: vars.answer,
        language,
      }),
    onSuccess: (r, vars) => {
      setResult(r);
      if (r.outcome === 'misquote') return;
      setLines((l) => [
        ...l,
        ...(vars.answer ? [{ who: 'me' as const, arabic: vars.answer, translation: null }] : []),
        ...(r.line
          ? [{ who: 'other' as const, arabic: r.line.arabic, translation: r.line.translation }]
          : []),
      ]);
      setAnswer('');
    },
  });

  if (status.isPending) return <p>{t('loading')}</p>;
  if (status.isError) return <p role="alert">{failureMessage(status.error, t('failed'))}</p>;
  if (!status.data.available)
    return (
      <p
        className="rounded-2xl border border-line bg-surface-raised p-5"
        role="status"
        data-testid="free-unavailable"
      >
        {status.data.reason}
      </p>
    );

  if (!situation)
    return (
      <div className="grid gap-3" data-testid="free-situations">
        <p className="font-medium">{t('free.choose')}</p>
        <div className="flex flex-wrap gap-2">
          {status.data.situations.map((s) => (
            <Button
              key={s}
              variant="secondary"
              onClick={() => {
                setSituation(s);
                send.mutate({ situation: s });
              }}
              data-testid={`free-situation-${s}`}
            >
              {t(`situations.${s}`)}
            </Button>
          ))}
        </div>
      </div>
    );

  return (
    <div className="grid gap-4" data-testid="free-conversation">
      <p className="text-sm font-semibold text-brand">{t(`situations.${situation}`)}</p>
      <ol className="grid gap-3" aria-label={t('conversation')}>
        {lines.map((line, index) => (
          <li
            key={index}
            className={`flex ${line.who === 'me' ? 'justify-end' : 'justify-start'}`}
            data-testid={line.who === 'me' ? 'my-line' : 'other-line'}
          >
            <div
              className={`grid max-w-[85%] gap-1 rounded-2xl px-4 py-3 ${
                line.who === 'me' ? 'bg-brand text-white' : 'border border-line bg-surface-raised'
              }`}
            >
              <p dir="rtl" lang="ar" className="arabic-text text-2xl leading-relaxed">
                {line.arabic}
              </p>
              {line.translation && <p className="text-sm text-ink-muted">{line.translation}</p>}
              {line.who === 'other' && <SpeakButton text={line.arabic} />}
            </div>
          </li>
        ))}
      </ol>
      {result && result.feedback && (
        <section
          className="grid gap-2 rounded-2xl border border-line bg-surface-raised p-4"
          aria-live="polite"
          data-testid="free-feedback"
          data-outcome={result.outcome}
        >
          <p className="font-medium">{result.feedback}</p>
          {result.quotes
            .filter((q) => q.status === 'misquote')
            .map((q) => (
              <p key={q.ref} dir="rtl" lang="ar" className="arabic-text text-xl" data-testid="free-misquote">
                {q.verse} ({q.ref})
              </p>
            ))}
        </section>
      )}
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim()) send.mutate({ situation, answer: answer.trim() });
        }}
      >
        <label htmlFor="free-answer" className="text-sm text-ink-muted">
          {t('answerLabel')}
        </label>
        <ArabicTextarea
          id="free-answer"
          rows={2}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          data-testid="answer-input"
        />
        <Button
          type="submit"
          className="justify-self-start"
          disabled={send.isPending || !answer.trim() || lines.length === 0}
          data-testid="check-answer"
        >
          {send.isPending ? t('checking') : t('free.send')}
        </Button>
        {send.isError && (
          <p role="alert" className="text-sm text-danger">
            {failureMessage(send.error, t('failed'))}
          </p>
        )}
      </form>
    </div>
  );
}
