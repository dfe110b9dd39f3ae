import {
  answerSubjectOf,
  ERROR_TEXTS,
  isExerciseType,
  OFFLINE_ANSWER_CLOCK_SKEW_MS,
  OFFLINE_ANSWER_MAX_AGE_DAYS,
  type OfflineAnswer,
  type OfflineSyncResult,
} from '@lisan/contract';
import { and, eq, schema, type Database } from '@lisan/db';
import { AppError } from '../../errors.js';
import { validateAnswer, type ExercisesDeps } from './exercises.service.js';

const DAY_MS = 86_400_000;

/**
 * Records answers the learner gave offline, in the order given. Each is judged again here (the server's verdict
 * is the one recorded) and counted on the day and at the time it was given. Its key is claimed in the
 * transaction that records it: an upload sent twice (a lost reply, two tabs) records each answer once, and the
 * repeat gets the first verdict back.
 */
export async function syncOfflineAnswers(
  deps: ExercisesDeps,
  answers: OfflineAnswer[],
  userId: string,
  context: { timeZone?: string; now?: Date } = {},
): Promise<OfflineSyncResult[]> {
  const results: OfflineSyncResult[] = [];
  for (const answer of answers) results.push(await syncOne(deps, answer, userId, context));
  return results;
}

/** Raised inside the transaction when another upload of the same key got there first: nothing is kept. */
class AlreadyRecorded extends Error {}

async function syncOne(
  deps: ExercisesDeps,
  answer: OfflineAnswer,
  userId: string,
  context: { timeZone?: string; now?: Date },
): Promise<OfflineSyncResult> {
  const key = answer.idempotencyKey;
  const stored = await storedResult(deps.db, userId, key);
  if (stored) return stored;

  const now = context.now ?? new Date();
  const answeredAt = new Date(answer.answeredAt);
  const refused = (message: string): OfflineSyncResult => ({
    idempotencyKey: key,
    status: 'rejected',
    isCorrect: null,
    verdict: null,
    feedback: '',
    changed: false,
    attemptId: null,
    message,
  });
  if (answeredAt.getTime() > now.getTime() + OFFLINE_ANSWER_CLOCK_SKEW_MS)
    return refused(ERROR_TEXTS.offlineAnswerInFuture);
  if (answeredAt.getTime() < now.getTime() - OFFLINE_ANSWER_MAX_AGE_DAYS * DAY_MS)
    return refused(ERROR_TEXTS.offlineAnswerTooOld);

  const { idempotencyKey: _key, answeredAt: _at, deviceVerdict, ...request } = answer;
  try {
    // The plan check reads through the app's own connection: done before the transaction holds one.
    if (isExerciseType(request.exerciseType)) {
      const id = request.itemId || answerSubjectOf(request.exerciseType, request).id;
      if (id) await deps.assertCanOpen?.(userId, request.exerciseType, id, false);
    }
    return await deps.db.transaction(async (tx) => {
      // The key first: a second upload of it waits here until this one commits, then finds it taken.
      const claimed = await tx
        .insert(schema.offlineAnswers)
        .values({ userId, idempotencyKey: key, attemptId: '', result: '' })
        .onConflictDoNothing()
        .returning({ key: schema.offlineAnswers.idempotencyKey });
      if (claimed.length === 0) throw new AlreadyRecorded();
      const inTransaction = { ...deps, db: tx as unknown as Database, assertCanOpen: undefined };
      const checked = await validateAnswer(inTransaction, request, userId, {
        timeZone: context.timeZone,
        now: answeredAt,
      });
      const result: OfflineSyncResult = {
        idempotencyKey: key,
        status: 'recorded',
        isCorrect: checked.isCorrect,
        verdict: checked.verdict,
        feedback: checked.feedback,
        changed: checked.verdict !== deviceVerdict,
        attemptId: checked.attemptId,
        message: null,
      };
      await tx
        .update(schema.offlineAnswers)
        .set({ attemptId: checked.attemptId, result: JSON.stringify(result) })
        .where(and(eq(schema.offlineAnswers.userId, userId), eq(schema.offlineAnswers.idempotencyKey, key)));
      return result;
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) {
      const first = await storedResult(deps.db, userId, key);
      if (first) return first;
    }
    // A client error about this one answer (an item no longer there, an empty answer) refuses it alone.
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500)
      return refused(error.message);
    throw error;
  }
}

async function storedResult(db: Database, userId: string, key: string): Promise<OfflineSyncResult | null> {
  const [row] = await db
    .select({ result: schema.offlineAnswers.result })
    .from(schema.offlineAnswers)
    .where(and(eq(schema.offlineAnswers.userId, userId), eq(schema.offlineAnswers.idempotencyKey, key)));
  if (!row?.result) return null;
  return { ...(JSON.parse(row.result) as OfflineSyncResult), status: 'duplicate' };
}
