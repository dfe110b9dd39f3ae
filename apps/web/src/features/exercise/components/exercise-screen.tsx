import { cheapestPlanFor, type ExerciseType } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useActingUserId } from '../../session';
import { exerciseQueries, takePickRound } from '../api';
import { ExerciseFrame, ExerciseLoading } from './exercise-frame';
import { ExerciseSession, type SpeakSlotProps } from './exercise-session';

/**
 * The exercise screen: the item of `type` (the one `id` names, else the server's pick) loading, locked by the
 * plan, failed, not found, or being answered.
 */
export function ExerciseScreen({
  type,
  id,
  onNext,
  speak,
  onSpokenAnswerChecked,
  waiting = false,
}: {
  type: ExerciseType;
  id?: string;
  /** Loading until the caller knows which item to ask for (a random pick waits for the learner's plan). */
  waiting?: boolean;
  onNext: () => void;
  speak?: (props: SpeakSlotProps) => ReactNode;
  onSpokenAnswerChecked?: (spokenId: string, attemptId: string) => void;
}) {
  const { t, i18n } = useTranslation(['learning', 'ux', 'pricing']);
  const userId = useActingUserId();
  const [, navigate] = useLocation();
  // A random pick takes a round of its own once, as the screen appears (a new pick per screen, the same one while
  // it stays: a language change asks for the same round in the new language).
  const [round] = useState(() => (id ? 0 : takePickRound()));
  const item = useQuery({
    ...exerciseQueries.item(type, id, userId, round, i18n.language),
    enabled: !waiting,
  });
  const hydrated = useHydrated();

  useEffect(() => {
    if (item.isError && !(item.error instanceof ApiError && [402, 403].includes(item.error.status))) {
      toast({
        title: type === 'transformation' ? t('toasts.sentenceFetchFailed') : t('toasts.phraseFetchFailed'),
        // A sentence, never the response body.
        description:
          item.error instanceof NetworkError ? item.error.message : t('ux:exercise.loadFailedText'),
        variant: 'destructive',
      });
    }
  }, [item.isError, item.error, type, t]);

  if (item.isPending || !hydrated) {
    return <ExerciseLoading type={type} />;
  }
  if (item.isError && item.error instanceof ApiError && [402, 403].includes(item.error.status)) {
    return (
      <ExerciseFrame>
        <div className="rounded-2xl border border-accent bg-accent-soft p-6" data-testid="exercise-upgrade">
          <h1 className="text-2xl font-bold">{t('exercise.upgradeTitle')}</h1>
          <p className="mt-2" data-testid="exercise-upgrade-message">
            {/* The type's title and the plan's name in the interface language, not the server's English;
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
      </ExerciseFrame>
    );
  }
  // A failure other than "there is no such exercise" (a server error, the network): say loading failed, offer a retry.
  if (item.isError && !(item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <ExerciseFrame>
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
      </ExerciseFrame>
    );
  }
  if (item.isError || !item.data) {
    return (
      <ExerciseFrame>
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
      </ExerciseFrame>
    );
  }
  return (
    <ExerciseSession
      view={item.data}
      userId={userId}
      language={i18n.language}
      onNext={onNext}
      speak={speak}
      onSpokenAnswerChecked={onSpokenAnswerChecked}
    />
  );
}
