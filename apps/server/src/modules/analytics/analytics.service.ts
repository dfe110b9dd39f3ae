import {
  ERROR_CLASSES,
  isExerciseType,
  type Analytics,
  type ErrorClass,
  type GrammarClassStats,
} from '@lisan/contract';
import type { Executor } from '@lisan/db';
import { analyticsRows, type AnalyticsRows } from './analytics.repository.js';
import { coverageOf, quranSpellingOf, rootsOf } from './analytics.vocabulary.js';

/** Weeks shown in the charts: the latest twelve with any activity. */
const WEEKS_SHOWN = 12;
const EXAMPLES_PER_CLASS = 3;
const WEAKEST_WORDS = 5;
const TOP_WORDS = 10;
const SPOKEN_ANSWERS = 5;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

export async function analyticsOf(db: Executor, userId: string): Promise<Analytics> {
  const rows = await analyticsRows(db, userId, {
    weakestWords: WEAKEST_WORDS,
    examplesPerClass: EXAMPLES_PER_CLASS,
    weeks: WEEKS_SHOWN,
    topWords: TOP_WORDS,
    spokenAnswers: SPOKEN_ANSWERS,
  });
  return {
    userId,
    pronunciation: pronunciationAnalytics(rows),
    grammar: grammarAnalytics(rows),
    vocabulary: vocabularyAnalytics(rows),
  };
}

function pronunciationAnalytics({
  pronunciationTotals,
  pronunciationWeeks: weeks,
  weakestWords,
  spokenAnswers,
}: AnalyticsRows): Analytics['pronunciation'] {
  const attempts = pronunciationTotals.attempts;
  const sum = Number(pronunciationTotals.scoreSum);
  return {
    attempts,
    averageScore: attempts === 0 ? 0 : Math.round((10 * sum) / attempts) / 10,
    weakestWords: weakestWords.map((w) => ({
      word: w.word,
      attempts: w.attempts,
      averageScore: Math.round(1000 * Number(w.averageScore)) / 10,
    })),
    byWeek: weeks.map((w) => ({
      week: w.week,
      attempts: w.attempts,
      averageScore: Math.round((10 * Number(w.scoreSum)) / w.attempts) / 10,
    })),
    spokenAnswers: spokenAnswers
      .filter((s) => isExerciseType(s.exerciseType))
      .map((s) => ({
        ...s,
        exerciseType: s.exerciseType as Analytics['pronunciation']['spokenAnswers'][number]['exerciseType'],
        words: s.words as Analytics['pronunciation']['spokenAnswers'][number]['words'],
        createdAt: new Date(s.createdAt).toISOString(),
      })),
  };
}

function grammarAnalytics({
  grammarTotals,
  grammarWeeks: rows,
  examples,
}: AnalyticsRows): Analytics['grammar'] {
  const totals = new Map(grammarTotals.map((t) => [t.class as ErrorClass, t]));
  const weeks = new Map<string, Analytics['grammar']['byWeek'][number]['classes']>();
  for (const row of rows) {
    const cls = row.class as ErrorClass;
    const week = weeks.get(row.week) ?? [];
    week.push({
      class: cls,
      attempts: row.attempts,
      accuracy: percent(row.attempts - row.errors, row.attempts),
    });
    weeks.set(row.week, week);
  }
  const classes = ERROR_CLASSES.filter((c) => totals.has(c)).map((c) => {
    const t = totals.get(c)!;
    return {
      class: c,
      attempts: t.attempts,
      errors: t.errors,
      accuracy: percent(t.attempts - t.errors, t.attempts),
    };
  });
  const weakest = classes
    .filter((c) => c.errors > 0)
    .sort((a, b) => a.accuracy - b.accuracy || b.errors - a.errors)
    .slice(0, 3)
    .map((c) => c.class);
  const newestFirst = [...examples].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const withExamples: GrammarClassStats[] = classes.map((c) => ({
    ...c,
    examples: newestFirst
      .filter((e) => e.class === c.class && isExerciseType(e.exerciseType))
      .map((e) => ({
        typed: e.typed,
        expected: e.expected,
        reference: e.reference,
        exerciseType: e.exerciseType as GrammarClassStats['examples'][number]['exerciseType'],
        createdAt: new Date(e.createdAt).toISOString(),
      })),
  }));
  return {
    classes: withExamples,
    weakest,
    byWeek: [...weeks].map(([week, list]) => ({ week, classes: list })),
  };
}

function vocabularyAnalytics(rows: AnalyticsRows): Analytics['vocabulary'] {
  const first = new Map(rows.vocabularyFirstWeeks.map((w) => [w.week, w.words]));
  const mastered = new Map(rows.vocabularyMasteredWeeks.map((w) => [w.week, w.words]));
  const weekKeys = [...new Set([...first.keys(), ...mastered.keys()])].sort();
  let practisedSoFar = 0;
  let masteredSoFar = 0;
  const byWeek = weekKeys.map((week) => {
    practisedSoFar += first.get(week) ?? 0;
    masteredSoFar += mastered.get(week) ?? 0;
    return { week, practised: practisedSoFar, mastered: masteredSoFar };
  });
  const v = rows.vocabulary;
  return {
    practised: v.practised,
    mastered: v.mastered,
    quranCoverage: coverageOf(v.masteredOccurrences),
    practisedCoverage: coverageOf(v.practisedOccurrences),
    topMastered: rows.topMastered.map((w) => ({ ...w, word: quranSpellingOf(w.word) })),
    byWeek: byWeek.slice(-WEEKS_SHOWN),
    roots: rootsOf(rows.vocabularyWords),
  };
}
