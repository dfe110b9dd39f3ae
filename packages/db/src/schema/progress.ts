import { index, integer, pgTable, real, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Every answer a learner gives (the public API's "exercise session"). Statistics are computed from these rows, so
 * they cannot drift from what was actually answered. `userId` is plain text: anonymous practice is stored under
 * the public API's 'demo-user', which has no account row.
 */
export const exerciseAttempts = pgTable(
  'exercise_attempts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    exerciseType: text('exercise_type').notNull(),
    /** The item answered: a phrase id, a wisdom sentence id or a question bank id. */
    itemId: text('item_id').notNull(),
    /** The phrase whose memory card this answer moves (null for items that are not about one phrase). */
    phraseId: text('phrase_id'),
    userAnswer: text('user_answer').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    /**
     * The server's verdict: correct, almost or incorrect. The public API's isCorrect ('true' only for correct) is
     * derived from it wherever a response carries it, never stored beside it (migration 0013).
     */
    verdict: text('verdict').notNull(),
    /** Which judge decided: builtin, llm, or fallback (the last-resort rule, docs/rules.md, Answers). */
    judge: text('judge').notNull(),
    feedback: text('feedback').notNull().default(''),
    /** Set when the client's follow-up POST /api/exercise-sessions has been matched to this attempt. */
    sessionReportedAt: timestamp('session_reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercise_attempts_user_created_idx').on(t.userId, t.createdAt)],
);

/** One spaced-repetition card (FSRS, ts-fsrs) per learner and phrase. */
export const srsCards = pgTable(
  'srs_cards',
  {
    userId: text('user_id').notNull(),
    phraseId: text('phrase_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    masteryLevel: integer('mastery_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.phraseId] }),
    index('srs_cards_user_due_idx').on(t.userId, t.due),
  ],
);

/**
 * The learner's local dates with at least one answer, written as answers are recorded. The streak reads a few
 * rows from here instead of grouping every attempt by day.
 */
export const practiceDays = pgTable(
  'practice_days',
  {
    userId: text('user_id').notNull(),
    /** YYYY-MM-DD in the learner's time zone when they answered. */
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/**
 * Answers given offline and uploaded later, by the key the device gave each: the row is written in the
 * transaction that records the answer, so an upload sent twice records it once (migration 0022). `result` is the
 * JSON of the reply to the first upload, sent again to a retry.
 */
export const offlineAnswers = pgTable(
  'offline_answers',
  {
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    attemptId: text('attempt_id').notNull(),
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
