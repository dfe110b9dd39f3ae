import {
  EXERCISE_TYPES,
  PLAN_ENTITLEMENTS,
  PLAN_EXERCISE_TYPES,
  type ExerciseType,
  type PhrasePoolResponse,
  type PlanId,
} from '@lisan/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { usePhraseCount } from '../../phrases';
import { useSession } from '../../session';
import { subscriptionQuery } from '../api';

/**
 * The exercise types the learner's plan opens: locked cards are marked, and Random Exercise and Next
 * Exercise choose among the open ones. A visitor who is not signed in practises as 'demo-user', on Basic.
 * `known` is false while a signed-in learner's plan is still loading (nothing is marked locked meanwhile).
 */
export function useOpenExerciseTypes(): {
  plan: PlanId;
  open: readonly ExerciseType[];
  known: boolean;
  /** The open types once the plan is known (a click before the plan has loaded waits for it). */
  whenKnown: () => Promise<readonly ExerciseType[]>;
} {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const subscription = useQuery(subscriptionQuery(userId));
  const whenKnown = async (): Promise<readonly ExerciseType[]> => {
    if (userId === undefined) return PLAN_EXERCISE_TYPES.basic;
    const data = await queryClient.fetchQuery(subscriptionQuery(userId)).catch(() => null);
    return data ? data.entitlements.exerciseTypes : PLAN_EXERCISE_TYPES.basic;
  };
  if (userId === undefined)
    return {
      plan: 'basic',
      open: PLAN_EXERCISE_TYPES.basic,
      known: session.status === 'signedOut',
      whenKnown,
    };
  const plan = subscription.data?.plan;
  if (!plan) return { plan: 'basic', open: EXERCISE_TYPES, known: false, whenKnown };
  return {
    plan,
    open: subscription.data?.entitlements.exerciseTypes ?? PLAN_EXERCISE_TYPES[plan],
    known: true,
    whenKnown,
  };
}

export const phrasePoolQuery = (userId: string) =>
  queryOptions({
    queryKey: ['phrase-pool', userId],
    queryFn: ({ signal }) => apiGet<PhrasePoolResponse>('/api/me/phrase-pool', { signal }),
  });

/**
 * How many phrases the learner's plan opens (its practice pool), and how many the library holds: the dashboard
 * shows the first, not the library's total beside a plan that opens fewer. `open` is undefined while loading.
 */
export function usePlanPhraseCount(userId: string): {
  open: number | undefined;
  library: number | undefined;
} {
  const { plan } = useOpenExerciseTypes();
  const pool = useQuery(phrasePoolQuery(userId));
  const library = usePhraseCount();
  const open =
    pool.data?.openPhraseIds?.length ??
    (pool.data ? library.data : undefined) ??
    (plan === 'basic' ? PLAN_ENTITLEMENTS.basic.phrasePoolSize : undefined);
  return { open, library: library.data };
}
