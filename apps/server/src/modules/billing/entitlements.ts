import {
  PLAN_ENTITLEMENTS,
  cheapestPlanFor,
  planById,
  type Entitlements,
  type ExerciseType,
  type PlanId,
  planIdSchema,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import { PaymentRequiredError } from '../../errors.js';
import {
  aiAnswersUsed,
  countAiAnswer,
  subscriptionOf,
  subscriptionPeriodsColumn,
  subscriptionPeriodsOf,
} from './billing.repository.js';
import { periodInForce, type SubscriptionPeriods } from './plan-periods.js';

/*
 * What a learner's plan lets them do. Other features call these functions (the exercise endpoints before opening
 * an exercise type, the judge before asking the LLM); they read the subscription row, never the client's word.
 */

export interface CurrentPlan {
  plan: PlanId;
  status: 'free' | 'active' | 'expired';
  currentPeriodEnd: Date | null;
}

/** The plan in force now: a paid plan while its period lasts, else Basic. Anonymous callers are on Basic. */
export async function currentPlanOf(db: Database, userId: string, now = new Date()): Promise<CurrentPlan> {
  return planInForce(await subscriptionOf(db, userId), now);
}

/**
 * currentPlanOf's read as a column for a caller's own statement (the random pick reads it with the picker's
 * state, one statement instead of two): the column for the statement's expression of the learner's id, and the
 * plan from the row.
 */
export const currentPlanReads = {
  columns: subscriptionPeriodsColumn,
  decode: (row: Record<string, unknown>, now: Date) => planInForce(subscriptionPeriodsOf(row), now),
};

function planInForce(row: SubscriptionPeriods | undefined, now: Date): CurrentPlan {
  if (!row) return { plan: 'basic', status: 'free', currentPeriodEnd: null };
  // A downgrade booked for after the current period takes over when that period ends (plan-change.ts).
  const period = periodInForce(row, now);
  const plan = planIdSchema.safeParse(period?.planId);
  if (!period || !plan.success) {
    return { plan: 'basic', status: 'expired', currentPeriodEnd: row.nextPeriodEnd ?? row.currentPeriodEnd };
  }
  return { plan: plan.data, status: 'active', currentPeriodEnd: period.end };
}

/** Days are UTC, so every app process agrees on when a day's allowance resets. */
function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export async function entitlementsFor(db: Database, userId: string, now = new Date()): Promise<Entitlements> {
  const { plan } = await currentPlanOf(db, userId, now);
  const limits = PLAN_ENTITLEMENTS[plan];
  let left: number | null = null;
  if (limits.dailyAiAnswers !== null) {
    left = Math.max(0, limits.dailyAiAnswers - (await aiAnswersUsed(db, userId, usageDay(now))));
  }
  return {
    plan,
    exerciseTypes: [...limits.exerciseTypes],
    dailyAiAnswers: limits.dailyAiAnswers,
    aiAnswersLeftToday: left,
    phrasePoolSize: limits.phrasePoolSize,
  };
}

/**
 * Throws 402 (code `plan_required`) when the learner's plan cannot open this exercise type; the message names
 * the cheapest plan that can, so the screen can offer that upgrade.
 */
export async function assertExerciseTypeAllowed(
  db: Database,
  userId: string,
  type: ExerciseType,
  now = new Date(),
) {
  const { plan } = await currentPlanOf(db, userId, now);
  assertPlanOpens(plan, type);
}

/** assertExerciseTypeAllowed for a caller that already holds the plan in force. */
export function assertPlanOpens(plan: PlanId, type: ExerciseType) {
  if (PLAN_ENTITLEMENTS[plan].exerciseTypes.includes(type)) return;
  const needed = planById(cheapestPlanFor(type)).name;
  throw new PaymentRequiredError(
    `The ${type} exercise is part of the ${needed} plan. Upgrade to ${needed} to open it.`,
    'plan_required',
  );
}

/**
 * Counts one LLM-judged answer against today's allowance and says whether it may go to the LLM. A single
 * conditional upsert, so concurrent answers cannot overspend the limit. Past the limit the caller uses the
 * built-in judge and tells the learner why (`left` is 0).
 */
export async function consumeAiAnswer(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ allowed: boolean; left: number | null }> {
  const { plan } = await currentPlanOf(db, userId, now);
  const limit = PLAN_ENTITLEMENTS[plan].dailyAiAnswers;
  const count = await countAiAnswer(db, userId, usageDay(now), limit);
  if (count === undefined) return { allowed: false, left: 0 };
  return { allowed: true, left: limit === null ? null : Math.max(0, limit - count) };
}
