import { z } from 'zod';
import { safeString } from './safe-string.js';

/** Learner input for "which verse is this?": at most 2,000 characters, and it must hold Arabic letters. */
export const QURAN_QUERY_MAX_LENGTH = 2000;
/**
 * The verse finder searches the first this-many words of the text: enough for any stretch a learner wants to
 * place (32 words in a row identify a verse with near certainty; the longest verse has 128), and it keeps one request to a few ms.
 */
export const IDENTIFY_MAX_WORDS = 32;

export const identifyQuerySchema = z.object({ q: safeString() });

export const surahNameSchema = z.object({
  arabic: z.string(),
  transliteration: z.string(),
  english: z.string(),
});

export const identifyResponseSchema = z
  .object({
    candidates: z.array(
      z.object({
        surah: z.number().int(),
        ayah: z.number().int(),
        endAyah: z.number().int(),
        firstWord: z.number().int(),
        lastWord: z.number().int(),
        /** '2:255' or '112:1-4'. */
        surahAyah: z.string(),
        surahName: surahNameSchema,
        confidence: z.number(),
        exact: z.boolean(),
        wholeVerses: z.boolean(),
      }),
    ),
    /** Typed words found nowhere in the Qur'an. */
    unknownWords: z.array(z.string()),
  })
  .meta({ id: 'IdentifyResponse' });
export type IdentifyResponse = z.infer<typeof identifyResponseSchema>;

export const TRANSLATION_CODES = ['en', 'id', 'tr', 'zh', 'ur', 'bn'] as const;

export const verseQuerySchema = z.object({
  /** The interface language; one without a corpus translation gets English. */
  lang: safeString().max(10).optional(),
});

export const verseResponseSchema = z
  .object({
    surah: z.number().int(),
    ayah: z.number().int(),
    surahName: surahNameSchema,
    uthmani: z.string(),
    standard: z.string(),
    rasm: z.string(),
    translation: z.object({ language: z.enum(TRANSLATION_CODES), text: z.string(), source: z.string() }),
  })
  .meta({ id: 'Verse' });
export type VerseResponse = z.infer<typeof verseResponseSchema>;
