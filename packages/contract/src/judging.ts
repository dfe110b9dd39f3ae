import { z } from 'zod';
import { safeString } from './safe-string.js';
import { UI_LANGUAGES } from './languages.js';

/**
 * Answer judging: `POST /api/validate-answer` and the shapes the judge (packages/judge) produces.
 * The public API's body and response fields come first; everything after them is additive.
 */

export const VERDICTS = ['correct', 'almost', 'incorrect'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** Which judge decided: the built-in rules, the LLM, or the last-resort rule (docs/rules.md, Answers). */
export const JUDGES = ['builtin', 'llm', 'fallback'] as const;
export const judgeNameSchema = z.enum(JUDGES);
export type JudgeName = z.infer<typeof judgeNameSchema>;

/** Classes of a word-level difference (mirrors `DiffClass` of @lisan/arabic). */
export const DIFF_CLASSES = [
  'spellingFold',
  'mushafSpelling',
  'missingTanweenAlef',
  'sunLetterLam',
  'longShortVowel',
  'typo',
  'realWordSubstitution',
  'wrongWord',
  'missing',
  'extra',
  'reordered',
  'conjunctionPrefix',
  'joinedWords',
  'splitWord',
  'wrongVowel',
] as const;

export const wordDiffSchema = z
  .object({
    kind: z.enum(DIFF_CLASSES),
    /** Expected word (standard spelling, from the corpus or the item); null for an extra word. */
    expected: z.string().nullable(),
    /** The word as typed, cleaned to bare Arabic letters; null for a missing word. */
    typed: z.string().nullable(),
    /** A forgiven spelling (hamza seat, ة/ه, ى/ي, mushaf spelling). */
    accepted: z.boolean(),
    referenceIndex: z.number().int().nullable(),
    answerIndex: z.number().int().nullable(),
    folds: z.array(z.enum(['hamza', 'taMarbuta', 'alefMaqsura'])).optional(),
  })
  .meta({ id: 'WordDiff' });
export type WordDiffView = z.infer<typeof wordDiffSchema>;

/** The verse the learner actually wrote, as the corpus identifies it. */
export const identifiedVerseSchema = z
  .object({
    surah: z.number().int(),
    ayah: z.number().int(),
    endAyah: z.number().int(),
    firstWord: z.number().int(),
    lastWord: z.number().int(),
    /** '2:5', '31:5', '112:1-4'. */
    surahAyah: z.string(),
    surahName: z.string(),
    /** Every word agrees with the corpus (spelling folds allowed). */
    exact: z.boolean(),
    /** The corpus's standard spelling of that span. */
    text: z.string(),
  })
  .meta({ id: 'IdentifiedVerse' });
export type IdentifiedVerse = z.infer<typeof identifiedVerseSchema>;

/**
 * Named error classes of a wrong or almost-right answer, stored with every attempt for the grammar
 * analytics. One list for the judge, the server, the analytics and the web.
 */
export const ERROR_CLASSES = [
  'tense',
  'person',
  'number',
  'gender',
  'case',
  'mood',
  'definiteness',
  'hamza',
  'taMarbuta',
  'alefMaqsura',
  'typo',
  'missing',
  'extra',
  'lookAlikeVerse',
] as const;
export const errorClassSchema = z.enum(ERROR_CLASSES);
export type ErrorClass = z.infer<typeof errorClassSchema>;

/** One named error: the class, the word as typed, the verse's (or item's) form, and the reference when quoted. */
export const judgeErrorSchema = z
  .object({
    class: errorClassSchema,
    /** The right form (standard spelling), null for an extra word. */
    expected: z.string().nullable(),
    /** What the learner typed, null for a missing word. */
    typed: z.string().nullable(),
    /** '2:153' when the error is inside a quoted Qur'anic stretch. */
    reference: z.string().nullable(),
  })
  .meta({ id: 'JudgeError' });
export type JudgeError = z.infer<typeof judgeErrorSchema>;

export const validateAnswerRequestSchema = z
  .object({
    /** Length and emptiness are checked by the service, so the messages are the documented ones. */
    userAnswer: safeString(),
    /** One of the seven exercise types; anything else is 400 'Unknown exercise type.'. */
    exerciseType: safeString().max(40),
    /** The phrase id; the comparison item id for comparison; the sentence id for transformation; null for thematic. */
    phraseId: safeString().max(100).nullable().optional(),
    questionBankId: safeString().max(100).nullable().optional(),
    philosophicalSentenceId: safeString().max(100).nullable().optional(),
    /**
     * Additive: the id of the exact item the learner saw (ExerciseView.itemId). When present it is the item
     * judged; a phrase can have several items of a type, and the public API's phraseId opens only the first.
     */
    itemId: safeString().max(100).nullable().optional(),
    /** Additive: the learner the answer is for; must be the caller (or 'demo-user' when anonymous). */
    userId: safeString().min(1).max(100).optional(),
    /** Additive: the interface language for feedback (default en). */
    language: z.enum(UI_LANGUAGES).optional(),
    /** Additive: milliseconds the learner took, for the spaced-repetition rating. */
    elapsedMs: z.number().int().min(0).max(86_400_000).optional(),
  })
  .meta({ id: 'ValidateAnswerRequest' });
export type ValidateAnswerRequest = z.infer<typeof validateAnswerRequestSchema>;

/**
 * The everyday reply beside the verse, for a conversation or role-play item that names one: the ordinary spoken
 * (Modern Standard Arabic) reply and the fitting verses that say it. `said` is true when the answer was that
 * everyday reply: good Arabic, neither a failure nor a misquote; the learner is asked to say it with a verse.
 */
export const everydayBesideSchema = z
  .object({
    said: z.boolean(),
    /** The everyday replies; the meaning is in English outside the Arabic interface (null in Arabic). */
    replies: z.array(z.object({ arabic: z.string(), translation: z.string().nullable() })),
    /** The item's fitting verses (Uthmani text from the corpus) with their meaning in the interface language. */
    verses: z.array(
      z.object({
        phraseId: z.string(),
        surahAyah: z.string(),
        arabic: z.string(),
        translation: z.string(),
      }),
    ),
  })
  .meta({ id: 'EverydayBeside' });
export type EverydayBeside = z.infer<typeof everydayBesideSchema>;

export const validateAnswerResponseSchema = z
  .object({
    isCorrect: z.boolean(),
    feedback: z.string(),
    suggestions: z.array(z.string()),
    judge: judgeNameSchema,
    verdict: verdictSchema,
    /** True when the LLM was asked and failed: the screen shows JUDGE_TEXTS.aiUnavailableTitle. */
    aiUnavailable: z.boolean(),
    /** True when the learner's plan has no LLM-judged answers left today (the built-in judge answered). */
    aiLimitReached: z.boolean(),
    diffs: z.array(wordDiffSchema),
    identified: identifiedVerseSchema.nullable(),
    /** Additive: the named errors the judge found (empty when the answer is right). */
    errors: z.array(judgeErrorSchema).optional(),
    /** The recorded attempt; send it as `attemptId` with POST /api/exercise-sessions. */
    attemptId: z.string(),
    /** The phrase's mastery after this answer (null when the item has no phrase). */
    masteryLevel: z.number().int().nullable(),
    /**
     * Additive: false when this answer was a retry of an item already answered in this sitting: it is recorded,
     * but only the first answer is the spaced-repetition review.
     */
    review: z.boolean().optional(),
    /** Additive: for a conversation or role-play item with an everyday reply, that reply beside the verses. */
    everyday: everydayBesideSchema.nullable().optional(),
  })
  .meta({ id: 'ValidateAnswerResponse' });
export type ValidateAnswerResponse = z.infer<typeof validateAnswerResponseSchema>;

/**
 * What the LLM judge must return (checked after every call). `quotes` lists every Qur'anic verse the feedback
 * or suggestions quote, so each can be checked against the corpus.
 */
export const llmJudgeReplySchema = z.object({
  isCorrect: z.boolean(),
  verdict: verdictSchema,
  feedback: z.string().min(1).max(1200),
  suggestions: z.array(z.string().max(600)).max(5),
  confidence: z.number().min(0).max(1),
  quotes: z
    .array(z.object({ surah: z.number().int(), ayah: z.number().int(), text: z.string().max(2000) }))
    .max(5),
});
export type LlmJudgeReply = z.infer<typeof llmJudgeReplySchema>;
