import { getSurah, getVerse, identify, verseText, type TranslationLanguage } from '@lisan/arabic';
import {
  errorResponseSchema,
  identifyQuerySchema,
  identifyResponseSchema,
  IDENTIFY_MAX_WORDS,
  QURAN_QUERY_MAX_LENGTH,
  TRANSLATION_CODES,
  verseQuerySchema,
  verseResponseSchema,
  safeString,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { sendStaticJson, STATIC_ROUTE, staticJson, StaticJsonCache } from '../../lib/static-json.js';
import { routesNeeding } from '../../lib/route-plugin.js';

/** Who translated each corpus translation (quran-json, from the Noble Qur'an Encyclopedia). */
const TRANSLATION_SOURCES: Record<TranslationLanguage, string> = {
  en: 'Saheeh International',
  id: 'Indonesian Ministry of Religious Affairs',
  tr: 'Presidency of Religious Affairs (Diyanet)',
  zh: 'Muhammad Makin (Ma Jian)',
  ur: "Abul A'la Maududi",
  bn: 'Muhiuddin Khan',
};

/** Verses kept ready once asked for, at most this many bytes (every verse in every translation would be ~40 MB). */
const VERSES_MAX_BYTES = 8 * 1024 * 1024;

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]/;

function surahNameOf(surah: number) {
  const info = getSurah(surah);
  return {
    arabic: info?.name ?? '',
    transliteration: info?.transliteration ?? '',
    english: info?.english ?? '',
  };
}

/** The learner's "which verse is this?" lookup, and one verse in both spellings with a translation. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const verses = new StaticJsonCache(VERSES_MAX_BYTES);
  app.get(
    '/quran/identify',
    {
      schema: {
        tags: ['quran'],
        summary:
          "Which verse is this? Ranked candidates for Arabic text, and the words found nowhere in the Qur'an",
        querystring: identifyQuerySchema,
        response: { 200: identifyResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { q } = request.query;
      if (q.length > QURAN_QUERY_MAX_LENGTH) {
        throw new BadRequestError(
          `The text is too long: at most ${QURAN_QUERY_MAX_LENGTH} characters.`,
          'query_too_long',
        );
      }
      if (!ARABIC_LETTER.test(q)) throw new BadRequestError('Type the verse in Arabic letters.', 'no_arabic');
      // Bounded: the text is anyone's, and one long query must not hold the event loop for everybody else.
      const result = identify(q, { limit: 5, maxWords: IDENTIFY_MAX_WORDS, maxCandidates: 8, budgetMs: 3 });
      return {
        candidates: result.candidates.map((c) => ({
          surah: c.surah,
          ayah: c.ayah,
          endAyah: c.endAyah,
          firstWord: c.firstWord,
          lastWord: c.lastWord,
          surahAyah: c.endAyah !== c.ayah ? `${c.surah}:${c.ayah}-${c.endAyah}` : `${c.surah}:${c.ayah}`,
          surahName: surahNameOf(c.surah),
          confidence: c.confidence,
          exact: c.exact,
          wholeVerses: c.wholeVerses,
        })),
        unknownWords: result.unknownWords,
      };
    },
  );

  app.get(
    '/quran/verses/:ref',
    {
      schema: {
        tags: ['quran'],
        summary: 'One verse (e.g. 2:255): Uthmani, standard spelling, mushaf spelling and a translation',
        params: z.object({ ref: safeString().max(10) }),
        querystring: verseQuerySchema,
        response: { 200: verseResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
      ...STATIC_ROUTE,
    },
    (request, reply) => {
      const match = /^(\d{1,3}):(\d{1,3})$/.exec(request.params.ref);
      if (!match)
        throw new BadRequestError('A verse is written surah:ayah, for example 2:255.', 'bad_reference');
      const surah = Number(match[1]);
      const ayah = Number(match[2]);
      const wanted = request.query.lang as TranslationLanguage | undefined;
      const language = wanted && (TRANSLATION_CODES as readonly string[]).includes(wanted) ? wanted : 'en';
      const body = verses.get(`${surah}:${ayah}\0${language}`, () => {
        const text = getVerse(surah, ayah) ? verseText(surah, ayah) : undefined;
        if (!text) return undefined;
        const verse = {
          surah,
          ayah,
          surahName: surahNameOf(surah),
          uthmani: text.uthmani,
          standard: text.standard,
          rasm: text.rasm,
          translation: { language, text: text.translations[language], source: TRANSLATION_SOURCES[language] },
        };
        return staticJson(verseResponseSchema, verse, { languageDependent: false });
      });
      if (!body) throw new NotFoundError(`There is no verse ${surah}:${ayah}.`, 'verse_not_found');
      sendStaticJson(request, reply, body);
    },
  );
};

export const quranRoutes = routesNeeding(routes, 'quran-routes', []);
