import type { MemorizationLevel } from '@lisan/contract';

/* What the exercise picker knows of a learner: read from their progress (cards, answers, sign-up level). */

export interface RecentAnswer {
  exerciseType: string;
  itemId: string;
  phraseId: string | null;
  correct: boolean;
  at: Date;
}

export interface LearnerState {
  /** Phrase ids whose card is due, soonest first. */
  due: readonly string[];
  /** Phrase ids the learner has a card for. */
  practised: ReadonlySet<string>;
  /** The learner's answers, newest first. */
  recent: readonly RecentAnswer[];
  /** Mean mastery (0–100) over the learner's cards, and how many cards. */
  meanMastery: number;
  cardCount: number;
  memorizationLevel: MemorizationLevel | null;
  now: Date;
}
