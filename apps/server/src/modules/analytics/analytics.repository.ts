import { sql } from '@lisan/db';
import type { Executor } from '@lisan/db';

/** Reads of the analytics tables, over the learner's running totals. */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Items where the learner made errors of a class, most recent first. */
export async function itemsWithErrors(db: Executor, userId: string, cls: string, limit: number) {
  return rowsOf<{ exerciseType: string; itemId: string }>(
    await db.execute(sql`
      select exercise_type as "exerciseType", item_id as "itemId", max(created_at) as last
      from attempt_errors where user_id = ${userId} and class = ${cls}
      group by exercise_type, item_id order by last desc limit ${limit}`),
  );
}

export interface AnalyticsRows {
  pronunciationTotals: { attempts: number; scoreSum: number };
  pronunciationWeeks: { week: string; attempts: number; scoreSum: number }[];
  weakestWords: { word: string; attempts: number; averageScore: number }[];
  /** Per class over all weeks. */
  grammarTotals: { class: string; attempts: number; errors: number }[];
  /** Per week and class, for the latest weeks shown only. */
  grammarWeeks: { week: string; class: string; attempts: number; errors: number }[];
  examples: {
    class: string;
    typed: string | null;
    expected: string | null;
    reference: string | null;
    exerciseType: string;
    createdAt: string;
  }[];
  vocabulary: {
    practised: number;
    mastered: number;
    practisedOccurrences: number;
    masteredOccurrences: number;
  };
  vocabularyFirstWeeks: { week: string; words: number }[];
  vocabularyMasteredWeeks: { week: string; words: number }[];
  topMastered: { word: string; occurrences: number }[];
  /** Every practised form: [form, mastered]. */
  vocabularyWords: [string, boolean][];
  spokenAnswers: {
    id: string;
    attemptId: string;
    exerciseType: string;
    transcript: string;
    expectedText: string;
    score: number;
    words: unknown[];
    verdict: 'correct' | 'almost' | 'incorrect';
    createdAt: string;
  }[];
}

/**
 * Everything the analytics page shows, in one round trip: each part is a small indexed read of a running-totals
 * table, aggregated by the database so that only totals travel (on the embedded database a round trip and every
 * row converted cost more than these reads).
 */
export async function analyticsRows(
  db: Executor,
  userId: string,
  limits: {
    weakestWords: number;
    examplesPerClass: number;
    weeks: number;
    topWords: number;
    spokenAnswers: number;
  },
): Promise<AnalyticsRows> {
  const [row] = rowsOf<Record<keyof AnalyticsRows, unknown>>(
    // The learner's grammar weeks and words are read once each (materialised) and aggregated from memory.
    await db.execute(sql`
      with g as materialized (select week, class, attempts, errors from grammar_weekly where user_id = ${userId}),
           v as materialized (select word, occurrences, first_week, mastered_week from vocabulary_words
                              where user_id = ${userId}),
           p as materialized (select week, attempts, score_sum from pronunciation_weekly where user_id = ${userId})
      select
        (select json_build_object('attempts', coalesce(sum(attempts), 0)::int,
                                  'scoreSum', coalesce(sum(score_sum), 0)::float8) from p) as "pronunciationTotals",
        (select coalesce(json_agg(t order by t.week), '[]'::json) from (
           select week, attempts, score_sum::float8 as "scoreSum" from p
           order by week desc limit ${limits.weeks}) t) as "pronunciationWeeks",
        (select coalesce(json_agg(t), '[]'::json) from (
           select display as word, attempts, (score_sum / attempts)::float8 as "averageScore"
           from pronunciation_words where user_id = ${userId} and score_sum < attempts
           order by score_sum / attempts, attempts desc, display limit ${limits.weakestWords}) t) as "weakestWords",
        (select coalesce(json_agg(t), '[]'::json) from (
           select class, sum(attempts)::int as attempts, sum(errors)::int as errors
           from g group by class) t) as "grammarTotals",
        (select coalesce(json_agg(t order by t.week), '[]'::json) from (
           select week, class, attempts, errors from g
           where week >= coalesce((
             select min(week) from (select distinct week from g order by week desc limit ${limits.weeks}) w), '')
           ) t) as "grammarWeeks",
        (select coalesce(json_agg(t), '[]'::json) from (
           select c.class, e.typed, e.expected, e.reference, e.exercise_type as "exerciseType", e.created_at as "createdAt"
           from (select class from g group by class having sum(errors) > 0) as c
           cross join lateral (
             select typed, expected, reference, exercise_type, created_at from attempt_errors
             where user_id = ${userId} and class = c.class
             order by created_at desc limit ${limits.examplesPerClass}) as e) t) as "examples",
        (select json_build_object(
           'practised', count(*)::int,
           'mastered', (count(*) filter (where mastered_week is not null))::int,
           'practisedOccurrences', coalesce(sum(occurrences), 0)::int,
           'masteredOccurrences', coalesce(sum(occurrences) filter (where mastered_week is not null), 0)::int)
         from v) as "vocabulary",
        (select coalesce(json_agg(t order by t.week), '[]'::json) from (
           select first_week as week, count(*)::int as words from v group by first_week) t) as "vocabularyFirstWeeks",
        (select coalesce(json_agg(t order by t.week), '[]'::json) from (
           select mastered_week as week, count(*)::int as words from v
           where mastered_week is not null group by mastered_week) t) as "vocabularyMasteredWeeks",
        (select coalesce(json_agg(t), '[]'::json) from (
           select word, occurrences from v where mastered_week is not null
           order by occurrences desc, word limit ${limits.topWords}) t) as "topMastered",
        (select coalesce(json_agg(json_build_array(word, mastered_week is not null)), '[]'::json) from v)
          as "vocabularyWords",
        (select coalesce(json_agg(t order by t."createdAt" desc), '[]'::json) from (
           select s.id, s.attempt_id as "attemptId", s.exercise_type as "exerciseType", s.transcript,
                  s.expected_text as "expectedText", s.score, s.words, a.verdict, s.created_at as "createdAt"
           from (select * from pronunciation_attempts
                 where user_id = ${userId} and attempt_id is not null
                 order by created_at desc limit ${limits.spokenAnswers}) s
           join exercise_attempts a on a.id = s.attempt_id) t) as "spokenAnswers"`),
  );
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, parse(v)])) as unknown as AnalyticsRows;
}
