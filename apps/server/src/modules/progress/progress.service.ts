import { randomUUID } from 'node:crypto';
import type { WordDiff } from '@lisan/arabic';
import {
  DAILY_PHRASE_TARGET,
  isCorrectText,
  MEMORIZATION_LEVELS,
  type MemorizationLevel,
  type JudgeError,
  type DailyStats,
  type ExerciseType,
  type JudgeName,
  type RecentActivity,
  type UserProgressEntry,
  type Verdict,
  type WeeklyStats,
} from '@lisan/contract';
import type { Executor } from '@lisan/db';
import { createEmptyCard, type Card } from 'ts-fsrs';
import { addDays, localDateOf, startOfLocalDay } from '../../lib/time.js';
import type { LearnerState } from './learner-state.js';
import { EASY_ANSWER_MS, masteryLevel, ratingFor, scheduler } from './mastery.js';
import * as repo from './progress.repository.js';
import type { CardRow } from './progress.repository.js';

export interface AttemptInput {
  userId: string;
  exerciseType: ExerciseType;
  itemId: string;
  phraseId: string | null;
  userAnswer: string;
  correctAnswer: string;
  verdict: Verdict;
  judge: JudgeName;
  feedback: string;
  /** How long the learner took, when the client reports it (for the Easy rating). */
  elapsedMs?: number;
  /** The judge's word diffs and named errors, for the grammar and vocabulary analytics. */
  diffs?: WordDiff[];
  errors?: JudgeError[];
  /** The learner's time zone, for the day this answer counts towards in their streak (default: the one stored
   *  for the learner, else UTC). */
  timeZone?: string;
  now?: Date;
}

export interface RecordedAttempt {
  attemptId: string;
  /** The zone the answer's day was counted in: the input's, else the learner's stored one, else UTC. */
  timeZone: string;
  /** False for a retry of an item already answered in this sitting: recorded, but the card did not move. */
  review: boolean;
  isCorrect: boolean;
  masteryLevel: number | null;
  nextDue: string | null;
}

/**
 * Records one judged answer and moves the phrase's memory card: an answer is never counted without its card
 * moving, or the other way round, so `tx` is a transaction (the practice module's `recordAnswer` opens it and
 * adds the analytics and circle rows in the same one).
 */
export async function recordAttempt(tx: Executor, input: AttemptInput): Promise<RecordedAttempt> {
  const now = input.now ?? new Date();
  // One read and one write (ADR 0016).
  const reads = await repo.answerReads(tx, input, {
    sittingSince: new Date(now.getTime() - SITTING_MS),
    phraseSince: new Date(now.getTime() - 12 * 3600_000),
    until: now,
  });
  // Only the first answer to an item in a sitting is a spaced-repetition review: Try Again, or the item
  // coming back after a mistake, is practice and must not count the same memory twice.
  const retry = reads.retry;
  const firstTryQuick =
    input.verdict === 'correct' &&
    input.elapsedMs !== undefined &&
    input.elapsedMs <= EASY_ANSWER_MS &&
    input.phraseId !== null &&
    !reads.phraseRecent;
  const timeZone = input.timeZone ?? reads.timeZone ?? 'UTC';

  const attemptId = randomUUID();
  const stored = reads.card;
  let moved: { next: Card; mastery: number } | null = null;
  if (input.phraseId && !retry) {
    const card = stored ? toCard(stored) : createEmptyCard(now);
    const { card: next } = scheduler.next(card, now, ratingFor(input.verdict, firstTryQuick));
    moved = { next, mastery: masteryLevel(next, now) };
  }
  await repo.answerWrites(
    tx,
    {
      id: attemptId,
      userId: input.userId,
      exerciseType: input.exerciseType,
      itemId: input.itemId,
      phraseId: input.phraseId,
      userAnswer: input.userAnswer,
      correctAnswer: input.correctAnswer,
      verdict: input.verdict,
      judge: input.judge,
      feedback: input.feedback,
      createdAt: now,
    },
    localDateOf(now, timeZone),
    moved && input.phraseId
      ? {
          userId: input.userId,
          phraseId: input.phraseId,
          due: moved.next.due,
          stability: moved.next.stability,
          difficulty: moved.next.difficulty,
          elapsedDays: moved.next.elapsed_days,
          scheduledDays: moved.next.scheduled_days,
          learningSteps: moved.next.learning_steps,
          reps: moved.next.reps,
          lapses: moved.next.lapses,
          state: moved.next.state,
          lastReview: moved.next.last_review ?? now,
          masteryLevel: moved.mastery,
          updatedAt: now,
        }
      : null,
  );
  const isCorrect = input.verdict === 'correct';
  if (!input.phraseId)
    return { attemptId, timeZone, review: !retry, isCorrect, masteryLevel: null, nextDue: null };
  if (!moved) {
    return {
      attemptId,
      timeZone,
      review: false,
      isCorrect,
      masteryLevel: stored ? masteryLevel(toCard(stored), now) : null,
      nextDue: stored ? stored.due.toISOString() : null,
    };
  }
  return {
    attemptId,
    timeZone,
    review: true,
    isCorrect,
    masteryLevel: moved.mastery,
    nextDue: moved.next.due.toISOString(),
  };
}

/** A sitting: answers to the same item within this long count as one review (the first of them). */
const SITTING_MS = 3600_000;

function toCard(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/** Accuracy as a percentage with one decimal; 0 when nothing was answered. */
function withAccuracy(t: repo.DayTotals) {
  const { exercicesCompleted, correctCount, phrasesUsed } = t;
  const accuracyRate =
    exercicesCompleted === 0 ? 0 : Math.round((1000 * correctCount) / exercicesCompleted) / 10;
  return { exercicesCompleted, correctCount, phrasesUsed, accuracyRate };
}

/** Days in a row, ending today (or yesterday, if today has no practice yet), with at least one answer. */
async function streakDays(db: Executor, userId: string, timeZone: string, now: Date): Promise<number> {
  const dates = await repo.practiceDates(db, userId, 400);
  const today = localDateOf(now, timeZone);
  let expected = dates[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const date of dates) {
    if (date !== expected) break;
    streak += 1;
    expected = addDays(expected, -1);
  }
  return streak;
}

export async function dailyStats(
  db: Executor,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<DailyStats> {
  const date = localDateOf(now, timeZone);
  const [today] = await repo.totalsByRange(db, userId, [
    { key: date, from: startOfLocalDay(date, timeZone), to: startOfLocalDay(addDays(date, 1), timeZone) },
  ]);
  return {
    id: `${userId}:${date}`,
    userId,
    date,
    ...withAccuracy(today!),
    dailyTarget: DAILY_PHRASE_TARGET,
    streakDays: await streakDays(db, userId, timeZone, now),
    timeZone,
  };
}

export async function weeklyStats(
  db: Executor,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<WeeklyStats> {
  const today = localDateOf(now, timeZone);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const bounds = dates.map((date) => ({
    key: date,
    from: startOfLocalDay(date, timeZone),
    to: startOfLocalDay(addDays(date, 1), timeZone),
  }));
  const totals = await repo.totalsByDay(db, userId, bounds);
  return {
    userId,
    timeZone,
    days: totals.days.map((t) => ({ date: t.key, ...withAccuracy(t) })),
    // Distinct phrases over the week are counted over the whole period, not summed per day.
    totals: withAccuracy(totals.all),
    streakDays: await streakDays(db, userId, timeZone, now),
  };
}

export async function userProgress(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<UserProgressEntry[]> {
  const rows = await repo.progressRows(db, userId);
  const empty = createEmptyCard(now);
  return rows.map((row) => {
    const lastReview = row.lastReviewMs === null ? null : new Date(row.lastReviewMs);
    // Only what retrievability reads matters here; the rest of the card is not needed to measure mastery.
    const card = {
      ...empty,
      state: row.state,
      reps: row.reps,
      stability: row.stability,
      last_review: lastReview ?? undefined,
    };
    return {
      id: `${userId}:${row.phraseId}`,
      phraseId: row.phraseId,
      // Recomputed at read time: mastery fades as the due date passes, without any job rewriting rows.
      masteryLevel: masteryLevel(card, now),
      due: new Date(row.dueMs).toISOString(),
      reps: row.reps,
      lapses: row.lapses,
      lastReview: lastReview?.toISOString() ?? null,
    };
  });
}

export async function recentActivity(db: Executor, userId: string, limit: number): Promise<RecentActivity> {
  const rows = await repo.recentAttempts(db, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    exerciseType: row.exerciseType as ExerciseType,
    itemId: row.itemId,
    phraseId: row.phraseId,
    userAnswer: row.userAnswer,
    isCorrect: isCorrectText(row.verdict),
    verdict: row.verdict as Verdict,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What the exercise picker knows about a learner (docs/decisions/0010-adaptive-practice.md), in one query. */
/**
 * What the exercise picker reads of a learner, as columns for the caller's statement (content's random pick
 * reads them together with the plan in force, one statement): the columns for the statement's expression of the
 * learner's id, their parameters, the state.
 */
export const learnerStateReads = {
  columns: repo.pickerStateColumns,
  params: (now: Date) => repo.pickerStateParams(now),
  decode: (row: Record<string, unknown>, now: Date) => learnerStateOf(repo.pickerStateOf(row), now),
};

function learnerStateOf(state: repo.PickerStateRow, now: Date): LearnerState {
  return {
    due: state.due,
    practised: new Set(state.practised),
    recent: state.recent,
    meanMastery: state.meanMastery,
    cardCount: state.cardCount,
    memorizationLevel: isMemorizationLevel(state.memorizationLevel) ? state.memorizationLevel : null,
    now,
  };
}

/** A learner with nothing stored (a visitor whose guest was never saved): the picker needs no query. */
export function emptyLearnerState(now = new Date()): LearnerState {
  return {
    due: [],
    practised: new Set(),
    recent: [],
    meanMastery: 0,
    cardCount: 0,
    memorizationLevel: null,
    now,
  };
}

function isMemorizationLevel(value: string | null): value is MemorizationLevel {
  return value !== null && (MEMORIZATION_LEVELS as readonly string[]).includes(value);
}
