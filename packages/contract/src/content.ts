import { z } from 'zod';
import { dialogueSummarySchema } from './dialogues.js';
import { exerciseTypeSchema, phraseCategorySchema } from './exercise-type-schemas.js';
import { safeString } from './safe-string.js';
import { SESSION_SIZES, DEFAULT_SESSION_SIZE, type SessionSize } from './constants.js';

/**
 * Learning content as the API serves it. The authored form (the files under content/) is @lisan/content's
 * (packages/content/src/schema.ts); both name Qur'anic spans by this reference.
 */

/** A span of the Qur'an: one verse, a word range of one verse, or whole consecutive verses. */
export const verseRefSchema = z
  .object({
    surah: z.number().int().min(1).max(114),
    ayah: z.number().int().min(1),
    /** 1-based first and last Uthmani word of a part of a verse (both given, or neither). */
    fromWord: z.number().int().min(1).optional(),
    toWord: z.number().int().min(1).optional(),
    /** Last verse of a passage of consecutive whole verses. */
    toAyah: z.number().int().min(1).optional(),
  })
  .refine((r) => (r.fromWord === undefined) === (r.toWord === undefined), 'fromWord and toWord go together')
  .refine((r) => r.fromWord === undefined || r.toAyah === undefined, 'a word range stays inside one verse')
  .refine(
    (r) => r.fromWord === undefined || r.toWord === undefined || r.fromWord <= r.toWord,
    'fromWord ≤ toWord',
  )
  .refine((r) => r.toAyah === undefined || r.toAyah > r.ayah, 'toAyah comes after ayah');
export type VerseRef = z.infer<typeof verseRefSchema>;

// ---------------------------------------------------------------------------------------------------------
// What the API serves (the public API's field names; additive fields allowed: docs/rules.md).

export const phraseSchema = z
  .object({
    id: z.string(),
    arabicText: z.string(),
    englishTranslation: z.string(),
    surahAyah: z.string(),
    category: phraseCategorySchema,
    lifeApplication: z.string(),
    tags: z.array(z.string()),
    difficulty: z.number().int(),
    usageNote: z.string().nullable(),
    /** Standard spelling of arabicText, as a learner types it. */
    standardText: z.string(),
    surahName: z.object({ arabic: z.string(), transliteration: z.string(), english: z.string() }),
    /** Corpus translations of a whole verse in other interface languages, keyed by language code. */
    translations: z.record(z.string(), z.string()),
    /** The span in the corpus (a word range for a part of a verse). */
    ref: verseRefSchema,
  })
  .meta({ id: 'Phrase' });
export type Phrase = z.infer<typeof phraseSchema>;

export const philosophicalSentenceSchema = z
  .object({
    id: z.string(),
    arabicText: z.string(),
    englishGloss: z.string(),
    /** Where the sentence comes from (a proverb, a poet, a maxim), or null where it is not known. */
    source: z.string().nullable(),
  })
  .meta({ id: 'PhilosophicalSentence' });
export type PhilosophicalSentence = z.infer<typeof philosophicalSentenceSchema>;

export const questionBankItemSchema = z
  .object({
    id: z.string(),
    theme: z.string(),
    themeEnglish: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    difficulty: z.number().int(),
    associatedPhrases: z.array(z.object({ surahAyah: z.string(), englishTranslation: z.string() })),
  })
  .meta({ id: 'QuestionBank' });
export type QuestionBankItem = z.infer<typeof questionBankItemSchema>;

/** The prompt the exercise screen shows for one item (additive field on the public API's reads). */
export const exercisePromptSchema = z
  .object({
    itemId: z.string(),
    type: exerciseTypeSchema,
    /** Instruction in English; the web app shows its own translated instruction per type. */
    instruction: z.string(),
    /** Arabic shown to the learner (e.g. the phrase with blanks, the other person's line). Never the answer. */
    arabic: z.string().nullable(),
    english: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ExercisePrompt' });
export type ExercisePrompt = z.infer<typeof exercisePromptSchema>;

// ---------------------------------------------------------------------------------------------------------
// Additive response shapes of the reads (the public API's fields first, then what the exercise screen needs).

/** A phrase as `GET /api/phrases/random/{exerciseType}` serves it: the phrase plus the item's prompt. */
export const phraseWithExerciseSchema = phraseSchema
  .extend({ exercise: exercisePromptSchema })
  .meta({ id: 'PhraseWithExercise' });
export type PhraseWithExercise = z.infer<typeof phraseWithExerciseSchema>;

/** A verse (or span, or passage) shown beside a sentence or bank: reference, Uthmani text, English. */
export const verseViewSchema = z
  .object({ surahAyah: z.string(), arabicText: z.string(), englishTranslation: z.string() })
  .meta({ id: 'VerseView' });
export type VerseView = z.infer<typeof verseViewSchema>;

/** `GET /api/philosophical-sentences/random`: the public API's id and arabicText, plus the gloss and the prompt. */
export const philosophicalSentenceWithExerciseSchema = philosophicalSentenceSchema
  .extend({ exercise: exercisePromptSchema })
  .meta({ id: 'PhilosophicalSentenceWithExercise' });
export type PhilosophicalSentenceWithExercise = z.infer<typeof philosophicalSentenceWithExerciseSchema>;

/** `GET /api/question-banks/random/thematic`: the public API's fields plus the prompt. */
export const questionBankWithExerciseSchema = questionBankItemSchema
  .extend({ exercise: exercisePromptSchema })
  .meta({ id: 'QuestionBankWithExercise' });
export type QuestionBankWithExercise = z.infer<typeof questionBankWithExerciseSchema>;

/**
 * `GET /api/exercises/{type}/{id}` (additive): one item, loadable from the id in the exercise screen's URL.
 * `subjectId` is the id the public API's session and validate-answer bodies carry for it: a phrase id for
 * substitution, conversation, completion and roleplay, the comparison item id for comparison, the sentence id
 * for transformation (`philosophicalSentenceId`) and the bank id for thematic (`questionBankId`).
 */
export const exerciseViewSchema = z
  .object({
    type: exerciseTypeSchema,
    itemId: z.string(),
    subjectId: z.string(),
    exercise: exercisePromptSchema,
    /** The phrase behind a phrase-based item (null for transformation and thematic). */
    phrase: phraseSchema.nullable(),
    sentence: philosophicalSentenceSchema.nullable(),
    questionBank: questionBankItemSchema.nullable(),
  })
  .meta({ id: 'ExerciseView' });
export type ExerciseView = z.infer<typeof exerciseViewSchema>;

/** A session length as a request or the stored profile gives it: one of SESSION_SIZES. */
export const dailyGoalSchema = z
  .number()
  .int()
  .refine((n): n is SessionSize => (SESSION_SIZES as readonly number[]).includes(n), 'must be 5, 10 or 20');

/** `GET /api/today-session`: who practises (the caller, or their guest), how many items, the content language. */
export const todaySessionQuerySchema = z.object({
  userId: safeString().min(1).max(200).optional(),
  size: z.coerce
    .number()
    .refine((n) => (SESSION_SIZES as readonly number[]).includes(n), 'must be 5, 10 or 20')
    .default(DEFAULT_SESSION_SIZE),
});

/**
 * Today's practice as the picker chose it: reviews that spaced repetition says are due first, then new items,
 * across the exercise types the plan opens. Each item is the exact one to show and to check (`exercise.itemId`).
 */
export const todaySessionSchema = z
  .object({
    items: z.array(
      z.object({
        /** A phrase the learner has practised before and is due for review (else new material). */
        review: z.boolean(),
        exercise: exerciseViewSchema,
      }),
    ),
    /** Phrases due for review now, before this session. */
    reviewsDue: z.number().int().min(0),
    /**
     * Additive: a scripted dialogue played after the items, one item of the session however many turns it has
     * (`items` then holds one fewer than the size asked); null when every dialogue is finished.
     */
    dialogue: dialogueSummarySchema.nullable().optional(),
  })
  .meta({ id: 'TodaySession' });
export type TodaySession = z.infer<typeof todaySessionSchema>;

export const phraseListQuerySchema = z.object({
  category: phraseCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(2000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type PhraseListQuery = z.infer<typeof phraseListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// The judge-ready view of an item (server-internal; the judge in packages/judge consumes it). Plain types:
// the server builds them from content and never sends them to the browser (they hold the answers).

/** One word of the expected text; fits `ReferenceWord` of @lisan/arabic. */
export interface JudgeWord {
  uthmani: string;
  /** Standard spelling; a space inside means two standard words (يا أيها). */
  standard: string;
  rasm: string;
}

/** A resolved span of the Qur'an with its words, as the judge aligns answers against it. */
export interface JudgeSpan {
  ref: VerseRef;
  /** '94:6', '2:153', '112:1-4'. */
  surahAyah: string;
  uthmani: string;
  standard: string;
  rasm: string;
  words: JudgeWord[];
  /** Saheeh International for whole verses; the authored rendering for a part of a verse. */
  englishTranslation: string;
}

interface JudgeItemBase {
  itemId: string;
  /** The id the public API's bodies carry for it (see `ExerciseView.subjectId`). */
  subjectId: string;
  prompt: ExercisePrompt;
}

export interface CompletionJudgeItem extends JudgeItemBase {
  type: 'completion';
  phraseId: string;
  phrase: JudgeSpan;
  /** 1-based positions (within the phrase's words) of the hidden words, ascending. */
  hiddenWords: number[];
  /** The hidden words, in order: the expected answer. */
  answerWords: JudgeWord[];
  /** Typing the whole phrase is accepted too. */
  acceptWholePhrase: true;
  /** Accepted answers in standard spelling: the hidden words joined, and the whole phrase. */
  acceptedAnswers: string[];
}

export interface SubstitutionJudgeItem extends JudgeItemBase {
  type: 'substitution';
  phraseId: string;
  phrase: JudgeSpan;
  slot: { fromWord: number; toWord: number };
  /** The phrase's words in the slot (what the learner replaces). */
  slotWords: JudgeWord[];
  cueEnglish: string;
  /** Standard-spelling fillers, any one accepted. */
  acceptedFillers: string[];
  /** Further correct fillers from the substitution lexicon (content/lexicon/), any one accepted too. */
  lexiconFillers?: string[];
  agreementNote: string;
  /** The phrase's usage note: the forms of the words outside the slot it writes out are licensed there too. */
  usageNote?: string | null;
  /**
   * The cue and the agreement note as the learner's interface shows them, when translated: feedback quotes
   * these, while the judge's rules read the English ones above (one set of right answers in every language).
   */
  cueShown?: string;
  agreementNoteShown?: string;
  /** The whole sentence with each filler in the slot (standard spelling): accepted full answers. */
  acceptedAnswers: string[];
}

export interface ConversationJudgeItem extends JudgeItemBase {
  type: 'conversation';
  phraseId: string;
  line: { arabic: string; english: string };
  task: string;
  /** Phrases that answer the line well; any one (adapted as its usage note allows) is a good answer. */
  phrases: Array<JudgeSpan & { phraseId: string; usageNote: string | null }>;
  keyWords: string[];
}

export interface RoleplayJudgeItem extends JudgeItemBase {
  type: 'roleplay';
  phraseId: string;
  setting: string;
  learnerRole: string;
  line: { arabic: string; english: string };
  goal: string;
  /** The goal as the learner's interface shows it, when translated: feedback quotes it, the rules read `goal`. */
  goalShown?: string;
  phrases: Array<JudgeSpan & { phraseId: string; usageNote: string | null }>;
  keyWords: string[];
}

export interface ComparisonJudgeItem extends JudgeItemBase {
  type: 'comparison';
  kind: 'mutashabihat' | 'related';
  verses: [JudgeSpan, JudgeSpan];
  question: string;
  expectedAnswer: string;
  rubric: string[];
  /** Phrase ids whose span lies inside one of the verses (may be empty). */
  phraseIds: string[];
}

export interface TransformationJudgeItem extends JudgeItemBase {
  type: 'transformation';
  sentenceId: string;
  sentence: { arabicText: string; englishGloss: string };
  /** Verses close or opposite in meaning; any one is a good answer (the LLM judge may accept others). */
  related: Array<
    JudgeSpan & {
      relation: 'close' | 'opposite';
      reason: string;
      /** The reason as the learner's interface shows it, when translated; the meaning index reads `reason`. */
      reasonShown?: string;
    }
  >;
}

export interface ThematicJudgeItem extends JudgeItemBase {
  type: 'thematic';
  questionBankId: string;
  theme: string;
  themeEnglish: string;
  description: string;
  /** Verses on the theme; any one is a good answer (the LLM judge may accept others). */
  verses: JudgeSpan[];
}

export type JudgeItem =
  | CompletionJudgeItem
  | SubstitutionJudgeItem
  | ConversationJudgeItem
  | RoleplayJudgeItem
  | ComparisonJudgeItem
  | TransformationJudgeItem
  | ThematicJudgeItem;
export type JudgeItemOf<T extends JudgeItem['type']> = Extract<JudgeItem, { type: T }>;
