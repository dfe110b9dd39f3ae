import { z } from 'zod';
import { DIFFICULTY_MAX } from './constants.js';
import { exerciseTypeSchema, phraseCategorySchema } from './exercise-types.js';

/**
 * Learning content: the authored form (files under content/, validated by `npm run content:check`) and the
 * shapes the API serves. Qur'anic Arabic never appears in authored files: a reference names the span and the
 * Arabic is taken from the corpus when content is loaded.
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
  .refine((r) => r.fromWord === undefined || r.toWord === undefined || r.fromWord <= r.toWord, 'fromWord ≤ toWord')
  .refine((r) => r.toAyah === undefined || r.toAyah > r.ayah, 'toAyah comes after ayah');
export type VerseRef = z.infer<typeof verseRefSchema>;

const difficulty = z.number().int().min(1).max(DIFFICULTY_MAX);
const arabicText = z.string().regex(/[\u0600-\u06FF]/, 'must contain Arabic letters');

export const authoredPhraseSchema = z.object({
  id: z.string().regex(/^[a-z]+-[0-9]{3,5}$/, 'ids look like short-001'),
  ref: verseRefSchema,
  category: phraseCategorySchema,
  /** Required for a part of a verse; a whole verse or passage uses Saheeh International from the corpus. */
  englishTranslation: z.string().min(3).optional(),
  lifeApplication: z.string().min(20),
  tags: z.array(z.string().min(2)).min(1),
  difficulty,
  /** How the phrase changes when said in conversation (pronouns, person, number), if it does. */
  usageNote: z.string().min(10).optional(),
});
export type AuthoredPhrase = z.infer<typeof authoredPhraseSchema>;

export const substitutionItemSchema = z.object({
  id: z.string(),
  phraseId: z.string(),
  /** The words of the phrase (1-based, within the phrase) that the learner replaces. */
  slot: z.object({ fromWord: z.number().int().min(1), toWord: z.number().int().min(1) }),
  cueEnglish: z.string().min(3),
  /** Everyday Arabic (not Qur'an) that may fill the slot, in standard spelling, any one accepted. */
  acceptedFillers: z.array(arabicText).min(1),
  agreementNote: z.string().min(5),
});

export const conversationItemSchema = z.object({
  id: z.string(),
  prompt: z.object({ arabic: arabicText, english: z.string().min(3) }),
  task: z.string().min(5),
  /** Phrases that answer the line well; any one of them (adapted as its usageNote allows) is a good answer. */
  phraseIds: z.array(z.string()).min(1),
  keyWords: z.array(arabicText).min(1),
});

export const roleplayItemSchema = z.object({
  id: z.string(),
  setting: z.string().min(5),
  learnerRole: z.string().min(3),
  otherLine: z.object({ arabic: arabicText, english: z.string().min(3) }),
  goal: z.string().min(5),
  phraseIds: z.array(z.string()).min(1),
  keyWords: z.array(arabicText).min(1),
});

export const comparisonItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['mutashabihat', 'related']),
  verses: z.tuple([verseRefSchema, verseRefSchema]),
  question: z.string().min(10),
  /** The expected answer in standard spelling: usually the word(s) that differ. Not a verse typed by hand. */
  expectedAnswer: arabicText,
  rubric: z.array(z.string().min(5)).min(1),
});

export const wisdomSentenceSchema = z.object({
  id: z.string(),
  /** A well-known Arabic proverb or saying of wisdom: never Qur'an, never presented as hadith. */
  arabicText,
  englishGloss: z.string().min(5),
  related: z
    .array(z.object({ ref: verseRefSchema, relation: z.enum(['close', 'opposite']), reason: z.string().min(10) }))
    .min(2),
});

export const questionBankSchema = z.object({
  id: z.string(),
  theme: arabicText,
  themeEnglish: z.string().min(3),
  description: z.string().min(10),
  tags: z.array(z.string()).min(1),
  difficulty,
  verses: z.array(verseRefSchema).min(5),
});

// ---------------------------------------------------------------------------------------------------------
// What the API serves (spec §3 and §7 field names; additive fields allowed).

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
  })
  .meta({ id: 'Phrase' });
export type Phrase = z.infer<typeof phraseSchema>;

export const philosophicalSentenceSchema = z
  .object({ id: z.string(), arabicText: z.string(), englishGloss: z.string() })
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

/** The prompt the exercise screen shows for one item (additive field on the spec's reads). */
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
