import type { Database, Executor } from '@lisan/db';
import { recordAttemptAnalytics } from '../analytics/index.js';
import { recordCirclePractice } from '../circles/index.js';
import { recordAttempt, type AttemptInput, type RecordedAttempt } from '../progress/index.js';

export type AnswerInput = AttemptInput;
export type RecordedAnswer = Omit<RecordedAttempt, 'timeZone'>;

/**
 * Records one judged answer everywhere it counts, in one transaction: the attempt, the practice day and the
 * memory card (progress), the answer's named errors and words (analytics), and the running totals of the
 * learner's study circles. Either all of it is stored or none of it. Given an open transaction, it nests as a
 * savepoint, so the caller's transaction still commits or rolls back whole.
 */
export async function recordAnswer(db: Database | Executor, input: AnswerInput): Promise<RecordedAnswer> {
  const now = input.now ?? new Date();
  return (db as Database).transaction(async (tx) => {
    const { timeZone, ...recorded } = await recordAttempt(tx, { ...input, now });
    await recordAttemptAnalytics(tx, { ...input, timeZone, attemptId: recorded.attemptId, now });
    await recordCirclePractice(tx, { ...input, timeZone, now });
    return recorded;
  });
}
