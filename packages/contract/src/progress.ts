import { z } from 'zod';
import { safeString } from './safe-string.js';
import { exerciseTypeSchema } from './exercise-type-schemas.js';
import { verdictSchema, type Verdict } from './judging.js';

/** Longest time zone name accepted: the longest IANA name is 30 characters. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** Zone names already checked: building a formatter to check one costs more than most requests' own work. */
const knownZones = new Set<string>();

/**
 * Whether `value` names a time zone this runtime knows (IANA names such as Asia/Riyadh). The one check every
 * time zone from a client goes through: the `tz` query, the X-Time-Zone header and a circle's zone.
 */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > TIME_ZONE_MAX_LENGTH) return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  // Only real zone names are kept, so the set stays as small as the zone database.
  knownZones.add(value);
  return true;
}

/** IANA time zone the learner's "today" is counted in (additive `tz` query; UTC when absent). */
export const timeZoneQuerySchema = z.object({
  tz: safeString()
    .max(TIME_ZONE_MAX_LENGTH)
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Riyadh')
    .optional(),
});

export const userIdParamsSchema = z.object({ userId: safeString().min(1).max(100) });

/** Daily stats (with the public API's spelling `exercicesCompleted`), plus additive fields. */
export const dailyStatsSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    /** The learner's local date, YYYY-MM-DD. */
    date: z.string(),
    phrasesUsed: z.number().int(),
    exercicesCompleted: z.number().int(),
    /** Percentage of correct answers today, 0–100 (0 when nothing was answered). */
    accuracyRate: z.number(),
    correctCount: z.number().int(),
    dailyTarget: z.number().int(),
    streakDays: z.number().int(),
    timeZone: z.string(),
  })
  .meta({ id: 'DailyStats' });
export type DailyStats = z.infer<typeof dailyStatsSchema>;

export const userProgressEntrySchema = z
  .object({
    id: z.string(),
    phraseId: z.string(),
    masteryLevel: z.number().int().min(0).max(100),
    due: z.string(),
    reps: z.number().int(),
    lapses: z.number().int(),
    lastReview: z.string().nullable(),
  })
  .meta({ id: 'UserProgressEntry' });
export type UserProgressEntry = z.infer<typeof userProgressEntrySchema>;

export const weeklyDaySchema = z.object({
  date: z.string(),
  exercicesCompleted: z.number().int(),
  phrasesUsed: z.number().int(),
  correctCount: z.number().int(),
  accuracyRate: z.number(),
});
export const weeklyStatsSchema = z
  .object({
    userId: z.string(),
    timeZone: z.string(),
    days: z.array(weeklyDaySchema).length(7),
    totals: z.object({
      exercicesCompleted: z.number().int(),
      phrasesUsed: z.number().int(),
      correctCount: z.number().int(),
      accuracyRate: z.number(),
    }),
    streakDays: z.number().int(),
  })
  .meta({ id: 'WeeklyStats' });
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;

export const recentActivitySchema = z
  .array(
    z.object({
      id: z.string(),
      exerciseType: exerciseTypeSchema,
      itemId: z.string(),
      phraseId: z.string().nullable(),
      userAnswer: z.string(),
      isCorrect: z.enum(['true', 'false']),
      verdict: verdictSchema,
      createdAt: z.string(),
    }),
  )
  .meta({ id: 'RecentActivity' });
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/**
 * The isCorrect as text ('true' or 'false'), where a response carries it: derived from the stored verdict,
 * which is the only record of whether an answer was right.
 */
export const isCorrectText = (verdict: Verdict | string): 'true' | 'false' =>
  verdict === 'correct' ? 'true' : 'false';

/** What the exercise screen posts after validation (`correctAnswer` is the text 'AI Validated'). */
export const exerciseSessionRequestSchema = z.object({
  userId: safeString().min(1).max(100),
  exerciseType: safeString().min(1).max(40),
  phraseId: safeString().max(100).nullable().optional(),
  userAnswer: safeString().max(5000),
  correctAnswer: safeString().max(5000),
  isCorrect: z.enum(['true', 'false']),
  /** Additive: the attempt id validate-answer returned, so the report is matched exactly. */
  attemptId: safeString().max(100).optional(),
});
export type ExerciseSessionRequest = z.infer<typeof exerciseSessionRequestSchema>;

export const exerciseSessionResponseSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    exerciseType: z.string(),
    phraseId: z.string().nullable(),
    userAnswer: z.string(),
    correctAnswer: z.string(),
    /** The server's own verdict, whatever the client sent. */
    isCorrect: z.enum(['true', 'false']),
    /** False when this report matched an attempt already counted at validation (it is never counted twice). */
    counted: z.boolean(),
  })
  .meta({ id: 'ExerciseSession' });

/** One practised phrase in a report: enough to show it, with its memory state. */
export const reportPhraseSchema = z.object({
  phraseId: z.string(),
  arabicText: z.string(),
  englishTranslation: z.string(),
  surahAyah: z.string(),
  difficulty: z.number().int(),
  masteryLevel: z.number().int(),
  due: z.string().nullable(),
});
export type ReportPhrase = z.infer<typeof reportPhraseSchema>;

/**
 * The dashboard's weekly report (3 mastered, 2 needing review, 2 suggestions) and the printable report,
 * computed on the server so the browser never downloads the whole library to build them.
 */
export const progressReportSchema = z
  .object({
    userId: z.string(),
    mastered: z.array(reportPhraseSchema),
    needsReview: z.array(reportPhraseSchema),
    suggestions: z.array(reportPhraseSchema),
    /** How many phrases open to the learner have not been practised yet. */
    suggestionsAvailable: z.number().int(),
    /** Every phrase practised, for the printable report. */
    practised: z.array(reportPhraseSchema),
  })
  .meta({ id: 'ProgressReport' });
export type ProgressReport = z.infer<typeof progressReportSchema>;
