import type { ExerciseView, TodaySession } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Flame, RotateCcw, Target, Type } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { progressQueries } from '../../progress';
import { useActingUserId } from '../../session';
import { takePickRound } from '../api';
import { todaySessionQuery, useSessionSize } from '../today';
import { ExerciseFrame } from './exercise-frame';
import { ExerciseSession, type SpeakSlotProps } from './exercise-session';

/** What the learner did with one item of the session: their first answer and whether it was right. */
interface ItemResult {
  /** The exercise answered; absent for the session's dialogue. */
  view?: ExerciseView;
  firstAnswer: string;
  rightFirstTime: boolean;
}

/** What a dialogue slot gets: the dialogue to play as one item, the progress to show, and how to go on. */
export interface DialogueSlotProps {
  id: string;
  above: ReactNode;
  nextLabel: string;
  /** The dialogue is over; `retries` turns were tried again on the way. */
  onDone: (done: { retries: number }) => void;
}

/**
 * Today's practice: the session the server's picker chose (due reviews first, then new items), one item after
 * another with a progress bar; Next always goes to the next item, and after the last a summary with one more round.
 */
export function PracticeSession({
  source,
  speak,
  onSpokenAnswerChecked,
  dialogue,
}: {
  /**
   * Another set of items than today's (a circle's assignment): `key` names it, `load` fetches it, and the session
   * ends by going to `doneHref` instead of the summary.
   */
  source?: { key: string; load: () => Promise<TodaySession>; doneHref: string };
  speak?: (props: SpeakSlotProps) => ReactNode;
  onSpokenAnswerChecked?: (spokenId: string, attemptId: string) => void;
  /** The dialogue screen, from another feature: today's dialogue is played through it as one item. */
  dialogue?: (props: DialogueSlotProps) => ReactNode;
}) {
  const { t, i18n } = useTranslation(['learning', 'ux']);
  const userId = useActingUserId();
  const [size] = useSessionSize();
  const [round, setRound] = useState(takePickRound);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<(ItemResult | undefined)[]>([]);
  const [, navigate] = useLocation();
  const today = todaySessionQuery(userId, size, round);
  const session = useQuery(
    source ? { queryKey: ['practice', source.key, round], queryFn: source.load, staleTime: Infinity } : today,
  );
  // Today's dialogue comes after the exercises, one item of the session however many turns it has.
  const sessionDialogue = dialogue ? (session.data?.dialogue ?? null) : null;
  const total = session.data ? session.data.items.length + (sessionDialogue ? 1 : 0) : 0;
  const finished = session.data !== undefined && index >= total;
  const doneHref = source?.doneHref;
  useEffect(() => {
    if (finished && doneHref) navigate(doneHref);
  }, [finished, doneHref, navigate]);
  // Each item (and the summary) starts at the top, as a new page would: the last one was scrolled to its verdict.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [round, index]);

  if (session.isPending) {
    return (
      <ExerciseFrame>
        <p role="status" className="text-ink-muted" data-testid="practice-loading">
          {t('today.loading')}
        </p>
      </ExerciseFrame>
    );
  }
  if (session.isError) {
    return (
      <ExerciseFrame>
        <div className="rounded-2xl border border-danger bg-danger-soft p-6" role="alert">
          <h1 className="text-2xl font-bold">{t('ux:exercise.loadFailedTitle')}</h1>
          <p className="mt-2">{t('ux:exercise.loadFailedText')}</p>
          <Button className="mt-4" onClick={() => void session.refetch()} data-testid="practice-retry">
            {t('ux:exercise.tryAgain')}
          </Button>
        </div>
      </ExerciseFrame>
    );
  }
  const items = session.data.items;
  const oneMoreRound = () => {
    setRound(takePickRound());
    setIndex(0);
    setResults([]);
  };
  if (total === 0 || index >= total) {
    // A session from elsewhere goes back there (the effect above); nothing to show on the way.
    if (source) return <ExerciseFrame>{null}</ExerciseFrame>;
    return (
      <SessionSummary
        results={results.filter((r): r is ItemResult => r !== undefined)}
        total={total}
        userId={userId}
        onOneMore={oneMoreRound}
      />
    );
  }
  const item = items[index];
  const last = index === total - 1;
  const progress = (
    <div className="mb-5 grid gap-2" data-testid="practice-progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold" data-testid="practice-position">
          {t('today.position', {
            current: formatNumber(index + 1, i18n.language),
            total: formatNumber(total, i18n.language),
          })}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item?.review ? 'bg-accent-soft' : 'bg-brand-soft'}`}
          data-testid="practice-kind"
        >
          {item ? (item.review ? t('today.review') : t('today.new')) : t('today.dialogue')}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('today.title')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index}
        className="h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${(index / total) * 100}%` }}
        />
      </div>
    </div>
  );
  if (!item && sessionDialogue && dialogue)
    return (
      <div key={`${round}/${index}`}>
        {dialogue({
          id: sessionDialogue.id,
          above: progress,
          nextLabel: last ? t('today.finish') : t('today.next'),
          onDone: ({ retries }) => {
            setResults((current) => {
              const next = [...current];
              next[index] = { firstAnswer: '', rightFirstTime: retries === 0 };
              return next;
            });
            setIndex(index + 1);
          },
        })}
      </div>
    );
  if (!item) return null;
  return (
    <ExerciseSession
      key={`${round}/${index}`}
      view={item.exercise}
      userId={userId}
      language={i18n.language}
      above={progress}
      nextLabel={last ? t('today.finish') : t('today.next')}
      onNext={() => setIndex(index + 1)}
      onChecked={({ answer, isCorrect }) =>
        setResults((current) => {
          if (current[index]) return current;
          const next = [...current];
          next[index] = { view: item.exercise, firstAnswer: answer, rightFirstTime: isCorrect };
          return next;
        })
      }
      speak={speak}
      onSpokenAnswerChecked={onSpokenAnswerChecked}
    />
  );
}

/** The end of a session: what went right, what was practised, what comes back tomorrow, the streak. */
function SessionSummary({
  results,
  total,
  userId,
  onOneMore,
}: {
  results: ItemResult[];
  total: number;
  userId: string;
  onOneMore: () => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const progress = useQuery(progressQueries.progress(userId));
  const daily = useQuery(progressQueries.daily(userId));
  const n = (value: number) => formatNumber(value, i18n.language);
  const right = results.filter((r) => r.rightFirstTime).length;
  const phrases = new Set(results.flatMap((r) => (r.view ? [r.view.phrase?.id ?? r.view.subjectId] : [])))
    .size;
  const words = new Set(results.flatMap((r) => r.firstAnswer.split(/\s+/).filter(Boolean))).size;
  const endOfTomorrow = new Date();
  endOfTomorrow.setDate(endOfTomorrow.getDate() + 2);
  endOfTomorrow.setHours(0, 0, 0, 0);
  const tomorrow = progress.data?.filter((card) => new Date(card.due) < endOfTomorrow).length;
  const figures = [
    { icon: Target, label: t('today.rightFirstTime'), value: `${n(right)} / ${n(total)}`, id: 'right' },
    { icon: RotateCcw, label: t('today.phrasesPractised'), value: n(phrases), id: 'phrases' },
    { icon: Type, label: t('today.wordsPractised'), value: n(words), id: 'words' },
    {
      icon: CalendarClock,
      label: t('today.comesBackTomorrow'),
      value: tomorrow === undefined ? '—' : n(tomorrow),
      id: 'tomorrow',
    },
    {
      icon: Flame,
      label: t('today.streak'),
      value: daily.data ? t('today.streakDays', { count: daily.data.streakDays }) : '—',
      id: 'streak',
    },
  ];
  return (
    <ExerciseFrame>
      <section className="mx-auto grid max-w-2xl gap-5" data-testid="practice-summary" aria-live="polite">
        <h1 className="text-3xl font-bold tracking-tight">{t('today.doneTitle')}</h1>
        <p className="text-ink-muted">{total === 0 ? t('today.nothing') : t('today.doneText')}</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map(({ icon: Icon, label, value, id }) => (
            <div key={id} className="rounded-2xl border border-line bg-surface-raised p-4">
              <dt className="flex items-center gap-2 text-sm text-ink-muted">
                <Icon aria-hidden className="size-4" />
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-bold" data-testid={`summary-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="lg" onClick={onOneMore} data-testid="one-more-round">
            {t('today.oneMore')}
          </Button>
          <Link href="/dashboard" className={buttonClasses('secondary', 'lg')}>
            {t('exercise.backToDashboard')}
          </Link>
        </div>
      </section>
    </ExerciseFrame>
  );
}
