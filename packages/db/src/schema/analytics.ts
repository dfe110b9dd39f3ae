import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Analytics. Written in the same transaction as the attempt they describe; the weekly and per-word
 * tables are running totals, so the analytics page reads a few hundred rows at most, however many answers a
 * learner has given. Week keys are the Monday (YYYY-MM-DD) of the learner's local week.
 */

/** The named errors of one attempt: the judge's own, or derived from its word diffs when it named none. */
export const attemptErrors = pgTable(
  'attempt_errors',
  {
    attemptId: text('attempt_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    userId: text('user_id').notNull(),
    class: text('class').notNull(),
    expected: text('expected'),
    typed: text('typed'),
    reference: text('reference'),
    exerciseType: text('exercise_type').notNull(),
    itemId: text('item_id').notNull(),
    /** 'judge' when the judge named it, 'diff' when derived from the word diffs. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.ordinal] }),
    index('attempt_errors_user_class_created_idx').on(t.userId, t.class, t.createdAt),
  ],
);

/** Per learner, week and error class: answers that exercised the class and answers with an error of it. */
export const grammarWeekly = pgTable(
  'grammar_weekly',
  {
    userId: text('user_id').notNull(),
    week: text('week').notNull(),
    class: text('class').notNull(),
    attempts: integer('attempts').notNull(),
    errors: integer('errors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week, t.class] })],
);

/** One spoken try: only the transcript and the scores are kept, never the audio. */
export const pronunciationAttempts = pgTable(
  'pronunciation_attempts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    exerciseType: text('exercise_type').notNull(),
    itemId: text('item_id').notNull(),
    /** 'phrase' (the phrase itself) or 'answer' (the learner's answer). */
    target: text('target').notNull(),
    /** 'browser' (the browser's speech recognition) or 'server' (the speech-to-text server). */
    source: text('source').notNull(),
    transcript: text('transcript').notNull(),
    expectedText: text('expected_text').notNull(),
    score: integer('score').notNull(),
    words: jsonb('words').notNull(),
    week: text('week').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The exercise attempt a spoken answer was then judged as (set when the learner checks it). */
    attemptId: text('attempt_id'),
  },
  (t) => [
    index('pronunciation_attempts_user_week_idx').on(t.userId, t.week),
    uniqueIndex('pronunciation_attempts_attempt_idx').on(t.attemptId),
    index('pronunciation_attempts_spoken_answers_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.attemptId} is not null`),
  ],
);

/** Running count and score sum of spoken tries per learner and week: the totals and chart read these few rows. */
export const pronunciationWeekly = pgTable(
  'pronunciation_weekly',
  {
    userId: text('user_id').notNull(),
    week: text('week').notNull(),
    attempts: integer('attempts').notNull(),
    scoreSum: integer('score_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

/**
 * Seconds of recordings a learner sent to speech-to-text per day (UTC), measured from the audio itself: the daily
 * quota counts against this, reserved before the recording leaves and given back when it could not be transcribed.
 */
export const speechSecondsDaily = pgTable(
  'speech_seconds_daily',
  {
    userId: text('user_id').notNull(),
    day: text('day').notNull(),
    seconds: real('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Running score per learner and word said (folded form). */
export const pronunciationWords = pgTable(
  'pronunciation_words',
  {
    userId: text('user_id').notNull(),
    word: text('word').notNull(),
    /** The word as the text writes it (standard spelling), for display. */
    display: text('display').notNull(),
    attempts: integer('attempts').notNull(),
    scoreSum: real('score_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);

/** Qur'anic word forms (folded) a learner has used in answers. */
export const vocabularyWords = pgTable(
  'vocabulary_words',
  {
    userId: text('user_id').notNull(),
    word: text('word').notNull(),
    uses: integer('uses').notNull(),
    correctUses: integer('correct_uses').notNull(),
    /** How often the form occurs in the Qur'an, so coverage is a sum in the database. */
    occurrences: integer('occurrences').notNull(),
    firstWeek: text('first_week').notNull(),
    /** The week the form reached the mastered count of correct uses; null until then. */
    masteredWeek: text('mastered_week'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);
