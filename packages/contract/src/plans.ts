/*
 * The plan ids, what each plan opens and the guard the browser needs before any schema: kept apart from
 * billing.ts, whose zod schemas would otherwise come along into the web app's first pages (the dashboard and an
 * exercise read the entitlements of the free plan).
 */

import { EXERCISE_TYPES, type ExerciseType } from './exercise-types.js';

export const PLAN_IDS = ['basic', 'standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans that cost money, so they go through checkout (Basic is free and needs only an account). */
export const PAID_PLAN_IDS = ['standard', 'premium'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Exercise types each plan opens (Basic's two: docs/decisions/0003-basic-plan-exercise-types.md). Kept here, without
 * zod, so the dashboard can mark locked types without loading the billing schemas; PLAN_ENTITLEMENTS uses it.
 */
export const PLAN_EXERCISE_TYPES: Record<PlanId, readonly ExerciseType[]> = {
  basic: ['completion', 'substitution'],
  standard: EXERCISE_TYPES,
  premium: EXERCISE_TYPES,
};

/** The cheapest plan that opens an exercise type: what a lock and an upgrade message name. */
export function cheapestPlanFor(type: ExerciseType): PlanId {
  return PLAN_IDS.find((id) => PLAN_EXERCISE_TYPES[id].includes(type)) ?? 'premium';
}

/** Every verse of the Qur'an: Premium practises all of them ("5000+ sentences" is honest only this way). */
export const QURAN_VERSE_COUNT = 6236;

export interface PlanEntitlement {
  /** Exercise types the plan may open. */
  exerciseTypes: readonly ExerciseType[];
  /** LLM-judged answers a day; null is unlimited. Past the limit the built-in judge still answers. */
  dailyAiAnswers: number | null;
  /** How many practice items (phrases, then verses) the plan draws from. */
  phrasePoolSize: number;
}

/**
 * What each plan unlocks. Basic's two exercise types are completion and substitution: see
 * docs/decisions/0003-basic-plan-exercise-types.md. Standard's daily AI limit is ours (the plans only say Premium
 * is unlimited), chosen so a heavy daily session fits.
 */
export const PLAN_ENTITLEMENTS: Record<PlanId, PlanEntitlement> = {
  basic: { exerciseTypes: PLAN_EXERCISE_TYPES.basic, dailyAiAnswers: 10, phrasePoolSize: 100 },
  standard: { exerciseTypes: PLAN_EXERCISE_TYPES.standard, dailyAiAnswers: 50, phrasePoolSize: 1000 },
  premium: {
    exerciseTypes: PLAN_EXERCISE_TYPES.premium,
    dailyAiAnswers: null,
    phrasePoolSize: QURAN_VERSE_COUNT,
  },
};
