import { isCorrectText } from '@lisan/contract';
import type { Database } from '@lisan/db';
import { UnprocessableError } from '../../errors.js';
import * as repo from './progress.repository.js';

/** How long after validation the client's session report may arrive and still be matched to it. */
const REPORT_WINDOW_MS = 30 * 60_000;

export interface SessionReport {
  userId: string;
  exerciseType: string;
  phraseId?: string | null;
  userAnswer: string;
  correctAnswer: string;
  attemptId?: string;
}

/**
 * After validation the client posts an exercise session, whose isCorrect may be stale. Validation has
 * already recorded the attempt with the server's verdict, so the report is matched to that attempt and counted
 * nothing more; the answer carries the server's verdict. A report that matches no validated attempt is refused:
 * statistics only count answers the server has judged.
 */
export async function reportSession(db: Database, report: SessionReport, now = new Date()) {
  const attempt = report.attemptId
    ? await repo.findAttempt(db, report.attemptId)
    : await repo.findUnreportedAttempt(db, {
        userId: report.userId,
        exerciseType: report.exerciseType,
        userAnswer: report.userAnswer,
        since: new Date(now.getTime() - REPORT_WINDOW_MS),
      });
  if (!attempt || attempt.userId !== report.userId || attempt.exerciseType !== report.exerciseType) {
    throw new UnprocessableError(
      'This answer has not been checked yet. Check it with POST /api/validate-answer first; only checked answers count.',
      'attempt_not_validated',
    );
  }
  await repo.markSessionReported(db, attempt.id, now);
  return {
    id: attempt.id,
    userId: attempt.userId,
    exerciseType: attempt.exerciseType,
    phraseId: attempt.phraseId,
    userAnswer: attempt.userAnswer,
    correctAnswer: report.correctAnswer,
    isCorrect: isCorrectText(attempt.verdict),
    counted: false,
  };
}
