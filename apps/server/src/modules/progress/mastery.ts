import type { Verdict } from '@lisan/contract';
import { fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

/**
 * How answers move a phrase's memory card, and what "mastery" means. See
 * docs/decisions/0004-mastery-from-fsrs.md for why these numbers.
 */
export const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

/** Stability (days) at which a phrase counts as fully mastered, before forgetting is applied. */
const MASTERY_STABILITY_DAYS = 21;
/** A correct answer this quick, on the first try of the day, is rated Easy. */
export const EASY_ANSWER_MS = 20_000;

export function ratingFor(verdict: Verdict, firstTryQuick: boolean): Grade {
  if (verdict === 'incorrect') return Rating.Again;
  if (verdict === 'almost') return Rating.Hard;
  return firstTryQuick ? Rating.Easy : Rating.Good;
}

/**
 * 0–100: how well the phrase is held now. Stability says how long the memory lasts (capped at
 * MASTERY_STABILITY_DAYS for 100); retrievability says how much of it is left today, so an overdue phrase slips
 * back into "needs review" by itself.
 */
export function masteryLevel(card: Card, now: Date): number {
  if (card.state === State.New || card.reps === 0) return 0;
  const strength = Math.min(1, card.stability / MASTERY_STABILITY_DAYS);
  const retrievability = scheduler.get_retrievability(card, now, false);
  return Math.max(0, Math.min(100, Math.round(100 * strength * retrievability)));
}
