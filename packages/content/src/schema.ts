import {
  DIFFICULTY_MAX,
  dialogueSituationSchema,
  phraseCategorySchema,
  verseRefSchema,
} from '@lisan/contract';
import { z } from 'zod';

/*
 * The authored form of the learning content: what each file under content/ holds, validated record by record
 * when the files are read (and by `npm run content:check`). Qur'anic Arabic never appears here: a reference
 * names the span and the Arabic is taken from the corpus when the catalog is built.
 */

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

/**
 * More correct Arabic for a substitution cue than its item lists (synonyms, the feminine when the cue leaves
 * gender open, زوج for wife, a broken plural the note allows), kept apart from the items in
 * content/lexicon/substitution*.json and keyed by item id.
 */
export const substitutionLexiconEntrySchema = z.object({
  itemId: z.string(),
  forms: z.array(arabicText).min(1),
  /** Why these forms are right, for the author who reviews them. */
  why: z.string().min(5),
});

export const conversationItemSchema = z.object({
  id: z.string(),
  prompt: z.object({ arabic: arabicText, english: z.string().min(3) }),
  task: z.string().min(5),
  /** Phrases that answer the line well; any one of them (adapted as its usageNote allows) is a good answer. */
  phraseIds: z.array(z.string()).min(1),
  keyWords: z.array(arabicText).min(1),
  /**
   * The line asks only for everyday Arabic (a price, the way, a symptom, the time): the item's everyday reply
   * (content/everyday) is the answer, and its phrases are the fitting verse shown after it, not a requirement.
   */
  everydayOnly: z.boolean().optional(),
  /** The everyday situation the line belongs to, as the scripted dialogues name them (shopping, directions…). */
  situation: dialogueSituationSchema.optional(),
});

export const roleplayItemSchema = z.object({
  id: z.string(),
  setting: z.string().min(5),
  learnerRole: z.string().min(3),
  otherLine: z.object({ arabic: arabicText, english: z.string().min(3) }),
  goal: z.string().min(5),
  phraseIds: z.array(z.string()).min(1),
  keyWords: z.array(arabicText).min(1),
  /**
   * The line asks only for everyday Arabic (a price, the way, a symptom, the time): the item's everyday reply
   * (content/everyday) is the answer, and its phrases are the fitting verse shown after it, not a requirement.
   */
  everydayOnly: z.boolean().optional(),
  /** The everyday situation the line belongs to, as the scripted dialogues name them (shopping, directions…). */
  situation: dialogueSituationSchema.optional(),
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
  /** Fully vowelled, so that a learner reads it as it is said (content:check fails an unvowelled word). */
  arabicText,
  /** Where it comes from, as far as known: "Arabic proverb", "Poetry: al-Mutanabbi", "Legal maxim"… */
  source: z.string().min(3).optional(),
  englishGloss: z.string().min(5),
  related: z
    .array(
      z.object({ ref: verseRefSchema, relation: z.enum(['close', 'opposite']), reason: z.string().min(10) }),
    )
    .min(2),
  /**
   * Why no verse of opposite meaning is listed, where the Qur'an has none: a sentence lists an opposite verse
   * or says here why it cannot (content:check holds every sentence to one or the other).
   */
  noOpposite: z.string().min(20).optional(),
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

export type AuthoredPhrase = z.infer<typeof authoredPhraseSchema>;
export type SubstitutionItem = z.infer<typeof substitutionItemSchema>;
export type ConversationItem = z.infer<typeof conversationItemSchema>;
export type RoleplayItem = z.infer<typeof roleplayItemSchema>;
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;
export type WisdomSentence = z.infer<typeof wisdomSentenceSchema>;
export type QuestionBank = z.infer<typeof questionBankSchema>;
export type SubstitutionLexiconEntry = z.infer<typeof substitutionLexiconEntrySchema>;
