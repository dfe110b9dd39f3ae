import { z } from 'zod';
import { judgeErrorSchema, judgeNameSchema, verdictSchema, wordDiffSchema } from './judging.js';
import { exerciseTypeSchema } from './exercise-type-schemas.js';
import { UI_LANGUAGES } from './languages.js';
import { safeString } from './safe-string.js';

/** The everyday situations the scripted dialogues cover; each has at least DIALOGUES_PER_SITUATION_MIN. */
export const DIALOGUE_SITUATIONS = [
  'greeting',
  'shopping',
  'directions',
  'health',
  'work',
  'family',
  'travel',
  'occasions',
  'disagreement',
] as const;
export const dialogueSituationSchema = z.enum(DIALOGUE_SITUATIONS);
export type DialogueSituation = z.infer<typeof dialogueSituationSchema>;
export const DIALOGUES_MIN = 60;
export const DIALOGUES_PER_SITUATION_MIN = 6;
/** A dialogue asks the learner for 3–5 answers on every path through it. */
export const DIALOGUE_TURNS = { min: 3, max: 5 } as const;

/** A fitting verse of a learner's turn, resolved from the corpus by reference (never typed). */
export const dialogueVerseSchema = z
  .object({
    /** What a branch names this choice by: the phrase id, or the reference ('94:6', '2:153:7-10'). */
    key: z.string(),
    phraseId: z.string().nullable(),
    surahAyah: z.string(),
    /** The Uthmani text of the span, from the corpus. */
    arabic: z.string(),
    translation: z.string(),
    /** Allah speaks in the first person here: the learner quotes it as His words, never as their own. */
    quoteAsAllahsWords: z.boolean(),
    /** How to say it in the conversation (a pronoun changed, the quoting frame), in the learner's language. */
    note: z.string().nullable(),
  })
  .meta({ id: 'DialogueVerse' });
export type DialogueVerse = z.infer<typeof dialogueVerseSchema>;

export const dialogueTurnSchema = z
  .object({
    id: z.string(),
    /** The other person's line: Arabic, and its meaning in the interface language (null in Arabic). */
    line: z.object({ arabic: z.string(), translation: z.string().nullable() }),
    /** The learner's part; absent on the line that closes the dialogue. */
    reply: z
      .object({
        task: z.string(),
        verses: z.array(dialogueVerseSchema).min(1),
        /** The ordinary Modern Standard Arabic reply (not Qur'an), with its meaning. */
        everyday: z.array(z.object({ arabic: z.string(), translation: z.string() })).min(1),
        /** The turn that follows, by the choice made (a verse key or 'everyday'); '*' for any other. */
        next: z.record(z.string(), z.string()),
      })
      .nullable(),
  })
  .meta({ id: 'DialogueTurn' });
export type DialogueTurn = z.infer<typeof dialogueTurnSchema>;

export const dialogueSummarySchema = z
  .object({
    id: z.string(),
    situation: dialogueSituationSchema,
    title: z.string(),
    difficulty: z.number().int(),
    /** Learner answers on the shortest path. */
    turns: z.number().int(),
    /** The caller finished it (its last turn answered with a verse). */
    completed: z.boolean(),
  })
  .meta({ id: 'DialogueSummary' });
export type DialogueSummary = z.infer<typeof dialogueSummarySchema>;

export const dialogueListResponseSchema = z
  .object({ dialogues: z.array(dialogueSummarySchema) })
  .meta({ id: 'DialogueListResponse' });
export type DialogueListResponse = z.infer<typeof dialogueListResponseSchema>;

export const dialogueViewSchema = z
  .object({
    id: z.string(),
    situation: dialogueSituationSchema,
    title: z.string(),
    difficulty: z.number().int(),
    start: z.string(),
    turns: z.array(dialogueTurnSchema),
  })
  .meta({ id: 'DialogueView' });
export type DialogueView = z.infer<typeof dialogueViewSchema>;

export const dialogueTurnRequestSchema = z
  .object({
    turnId: safeString().min(1).max(40),
    answer: safeString(),
    language: z.enum(UI_LANGUAGES).optional(),
    /** The answer came from speech (the transcript, corrected by the learner before checking). */
    spoken: z.boolean().optional(),
    elapsedMs: z.number().int().min(0).max(86_400_000).optional(),
  })
  .meta({ id: 'DialogueTurnRequest' });
export type DialogueTurnRequest = z.infer<typeof dialogueTurnRequestSchema>;

/**
 * How a turn went: `verse` a fitting verse rightly quoted (the dialogue goes on); `everyday` good everyday Arabic,
 * not a verse (the learner is shown how a verse says it and may say it so, or go on); `retry` neither (a
 * misquoted verse is always this).
 */
export const DIALOGUE_OUTCOMES = ['verse', 'everyday', 'retry'] as const;
export type DialogueOutcome = (typeof DIALOGUE_OUTCOMES)[number];

export const dialogueTurnResponseSchema = z
  .object({
    outcome: z.enum(DIALOGUE_OUTCOMES),
    verdict: verdictSchema,
    judge: judgeNameSchema,
    feedback: z.string(),
    suggestions: z.array(z.string()),
    diffs: z.array(wordDiffSchema),
    errors: z.array(judgeErrorSchema),
    /** The verse key or 'everyday' the answer was taken as; null for a retry. */
    chosen: z.string().nullable(),
    /** The turn that follows (null: the dialogue is over; absent for a retry). */
    next: z.string().nullable(),
    /** The turn's fitting verses, to show after an everyday reply or a miss. */
    verses: z.array(dialogueVerseSchema),
    attemptId: z.string(),
  })
  .meta({ id: 'DialogueTurnResponse' });
export type DialogueTurnResponse = z.infer<typeof dialogueTurnResponseSchema>;

/** One step of a unit: a phrase (practised as completion), a drill (an exercise item) or a dialogue. */
export const unitStepSchema = z
  .object({
    kind: z.enum(['phrase', 'drill', 'dialogue']),
    /** The exercise type to open (completion for a phrase); null for a dialogue. */
    type: exerciseTypeSchema.nullable(),
    /** The phrase id, the drill's subject id (what /exercise/:type/:id opens) or the dialogue id. */
    id: z.string(),
  })
  .meta({ id: 'UnitStep' });
export type UnitStep = z.infer<typeof unitStepSchema>;

export const unitSummarySchema = z
  .object({
    id: z.string(),
    purpose: z.string(),
    title: z.string(),
    phrases: z.number().int(),
    drills: z.number().int(),
    dialogues: z.number().int(),
    /** The learner's progress: phrases with a review card, drills answered right, dialogues finished. */
    done: z.object({ phrases: z.number().int(), drills: z.number().int(), dialogues: z.number().int() }),
    /** The learner's place: the first unit with something left to do. */
    current: z.boolean(),
    /** What comes next in this unit, easiest first (phrases, then drills, then dialogues); null when done. */
    next: unitStepSchema.nullable(),
  })
  .meta({ id: 'UnitSummary' });
export type UnitSummary = z.infer<typeof unitSummarySchema>;

export const unitListResponseSchema = z
  .object({ units: z.array(unitSummarySchema) })
  .meta({ id: 'UnitListResponse' });
export type UnitListResponse = z.infer<typeof unitListResponseSchema>;

export const dialogueTranscriptSchema = z
  .object({ transcript: z.string() })
  .meta({ id: 'DialogueTranscript' });
export type DialogueTranscript = z.infer<typeof dialogueTranscriptSchema>;
