import {
  ERROR_TEXTS,
  errorResponseSchema,
  exerciseViewSchema,
  isExerciseType,
  philosophicalSentenceWithExerciseSchema,
  phraseListQuerySchema,
  phraseSchema,
  phraseWithExerciseSchema,
  questionBankWithExerciseSchema,
  UI_LANGUAGES,
  type ExerciseType,
  safeString,
  todaySessionQuerySchema,
  todaySessionSchema,
  offlineSessionQuerySchema,
  offlineSessionSchema,
  OFFLINE_TOMORROW_MAX,
  type ExerciseView,
  type OfflineSession,
  type UiLanguage,
} from '@lisan/contract';
import { getTranslation, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@lisan/arabic';
import { itemInLanguage } from '@lisan/judge';
import {
  getContentTranslations,
  localiseBank,
  localisePhrase,
  localiseSentence,
  localiseView,
} from '@lisan/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { actingUserId, assertActsAs } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import {
  sendStaticJson,
  STATIC_ROUTE,
  staticJson,
  staticJsonArray,
  StaticJsonCache,
  type StaticJson,
} from '../../lib/static-json.js';
import { guestRead, unreadGuestToken } from '../../plugins/auth.js';
import { assertCanOpen, SAMPLE_ID, sampleItemOf, pickSubject } from './content.access.js';
import { readForGuestPick, readForPick, type PickReads } from './content.pick.repository.js';
import { requestLanguage } from './content.language.js';
import { dialoguesOf, sessionDialogue, unitsOf } from './content.dialogues.js';
import { buildSession, tomorrowReviews, type SessionPick } from './content.session.js';
import { phrasesDueBefore } from '../progress/index.js';
import { addDays, localDateOf, startOfLocalDay, usableTimeZone } from '../../lib/time.js';
import { contentRepository } from './content.repository.js';

/** `lang` names the language of the content texts; without it Accept-Language decides (English by default). */
const langQuery = z.object({ lang: z.enum(UI_LANGUAGES).optional() });
const userQuery = langQuery.extend({ userId: safeString().min(1).max(200).optional() });
const phraseListSchema = z.array(phraseSchema);

const LOCALISED = { languageDependent: true };
/** Pages of the phrase list kept ready, at most this many bytes (a whole list in one language is ~2 MB). */
const PHRASE_PAGES_MAX_BYTES = 16 * 1024 * 1024;
const PICKED = { languageDependent: true, revalidate: false };
/** Bodies of picked items kept (about 2 KB each, so some 4,000 items and languages). */
const PICKED_MAX_BYTES = 8 * 1024 * 1024;

/** The corpus translation of whole verses ('2:153', '112:1-4') in a language, if the corpus has one. */
function verseTranslation(lang: string) {
  return (surahAyah: string): string | undefined => {
    if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lang)) return undefined;
    const match = /^(\d+):(\d+)(?:-(\d+))?$/.exec(surahAyah);
    if (!match) return undefined;
    const [surah, from, to] = [Number(match[1]), Number(match[2]), Number(match[3] ?? match[2])];
    const parts: string[] = [];
    for (let ayah = from; ayah <= to; ayah++) {
      const text = getTranslation(surah, ayah, lang as TranslationLanguage);
      if (!text) return undefined;
      parts.push(text);
    }
    return parts.join(' ');
  };
}

/** A visitor with no saved guest has no plan, cards or answers: the picker skips reading them. */
function nothingStored(request: FastifyRequest): boolean {
  return !request.user && request.guest?.isNew === true;
}

/**
 * What a random pick reads of the caller, in one statement. A visitor with a guest cookie has it read there too
 * (the auth hook leaves it unread on these routes, config `readsGuest`); `actsAs` (who the request may act as:
 * 403 before the plan's 402) runs once the guest is known.
 */
async function pickReadsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  actsAs: (request: FastifyRequest) => string,
): Promise<PickReads> {
  const now = new Date();
  const guestToken = unreadGuestToken(request);
  if (guestToken !== undefined) {
    const { guest, ...reads } = await readForGuestPick(app.db, guestToken, now);
    guestRead(request, guest);
    actsAs(request);
    return reads;
  }
  return readForPick(app.db, actsAs(request), nothingStored(request), now);
}

/** The random picks read the guest themselves (pickReadsFor). */
const PICK_ROUTE = { config: { readsGuest: true } } as const;

function exerciseTypeOf(value: string): ExerciseType {
  if (!isExerciseType(value))
    throw new BadRequestError(ERROR_TEXTS.unknownExerciseType, 'unknown_exercise_type');
  return value;
}

/**
 * The public reads of the content library, served from the in-memory catalog (the content-catalog plugin's
 * `app.catalog`). At registration the catalog is upserted into the database by stable id.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app;
  const started = performance.now();
  const sync = await contentRepository(app.db).sync(catalog.rows, catalog.digest);
  app.log.info(
    {
      phrases: catalog.phrases.length,
      sentences: catalog.sentences.length,
      questionBanks: catalog.questionBanks.length,
      issues: catalog.issues.length,
      catalogMs: Math.round(catalog.buildMs),
      syncMs: Math.round(performance.now() - started),
      written: sync.written,
      retired: sync.retired,
    },
    'content loaded',
  );
  if (catalog.issues.length) {
    app.log.warn(
      { issues: catalog.issues.slice(0, 20), more: Math.max(0, catalog.issues.length - 20) },
      'content problems: the records concerned are left out (run npm run content:check)',
    );
  }
  const pick = app.randomIndex;
  const translations = getContentTranslations();
  const languageOf = (request: FastifyRequest) =>
    requestLanguage(request.query, request.headers['accept-language']);
  const localisedView = (lang: UiLanguage, view: ExerciseView) =>
    localiseView(translations, lang, view, verseTranslation(lang));
  // Every phrase and exercise view a request asked for, in each language it was asked in: at most the
  // catalog times six languages (~11 MB for the 1,122 phrases in all six, ADR 0017).
  const phraseBodies = new StaticJsonCache();
  const phraseBody = (lang: UiLanguage, id: string): StaticJson | undefined =>
    phraseBodies.get(`${lang}\0${id}`, () => {
      const phrase = catalog.getPhrase(id);
      return phrase
        ? staticJson(phraseListSchema.element, localisePhrase(translations, lang, phrase), LOCALISED)
        : undefined;
    });
  const phrasePages = new StaticJsonCache(PHRASE_PAGES_MAX_BYTES);
  const viewBodies = new StaticJsonCache();
  // A pick is random, but what a picked item sends is not: its body is built once per item and language (bounded:
  // Premium's completion can pick any of the Qur'an's 6,236 verses) and sent without an ETag (`no-store`).
  const pickedBodies = new StaticJsonCache(PICKED_MAX_BYTES);
  const sendPicked = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    build: (lang: UiLanguage) => unknown,
  ) => {
    const lang = languageOf(request);
    sendStaticJson(
      request,
      reply,
      pickedBodies.get(`${key}\0${lang}`, () => staticJson(schema, build(lang), PICKED))!,
    );
    return reply;
  };

  app.get(
    '/phrases',
    {
      ...STATIC_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'All phrases (optionally one category, paged); the total is in X-Total-Count',
        querystring: phraseListQuerySchema.extend(langQuery.shape),
        response: { 200: phraseListSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) => {
      const { category, limit, offset = 0 } = request.query;
      const all = category ? catalog.phrases.filter((p) => p.category === category) : catalog.phrases;
      void reply.header('X-Total-Count', String(all.length));
      const lang = languageOf(request);
      // Pages are kept by the stretch of the list they hold: every offset past the end is the same empty page.
      const start = Math.min(offset, all.length);
      const end = limit === undefined ? all.length : Math.min(all.length, start + limit);
      const page = phrasePages.get(`${lang}\0${category ?? ''}\0${start}\0${end}`, () =>
        staticJsonArray(
          all.slice(start, end).map((p) => phraseBody(lang, p.id)!),
          LOCALISED,
        ),
      )!;
      sendStaticJson(request, reply, page);
    },
  );

  app.get(
    '/phrases/random/:exerciseType',
    {
      ...PICK_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'A random phrase that has an item of the exercise type, with the item under `exercise`',
        params: z.object({ exerciseType: safeString().max(100) }),
        querystring: userQuery,
        response: {
          200: phraseWithExerciseSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const type = exerciseTypeOf(request.params.exerciseType);
      const reads = await pickReadsFor(app, request, (r) => assertActsAs(r, request.query.userId));
      const subject = pickSubject(catalog, reads, type, pick);
      if (!subject) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
      return sendPicked(request, reply, `phrase\0${type}\0${subject}`, phraseWithExerciseSchema, (lang) => {
        const view = localisedView(lang, catalog.exerciseView(type, subject)!);
        const phrase =
          view.phrase ?? localisePhrase(translations, lang, catalog.subjectPhrase(type, subject)!);
        return { ...phrase, exercise: view.exercise };
      });
    },
  );

  app.get(
    '/phrases/:id',
    {
      ...STATIC_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'One phrase',
        params: z.object({ id: safeString().max(200) }),
        querystring: langQuery,
        response: { 200: phraseSchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const body = phraseBody(languageOf(request), request.params.id);
      if (!body) throw new NotFoundError(ERROR_TEXTS.phraseNotFound, 'phrase_not_found');
      sendStaticJson(request, reply, body);
    },
  );
  app.fastReads.under(`${app.prefix}/phrases/`, (id, headers) =>
    phraseBody(requestLanguage(undefined, headers['accept-language']), id),
  );

  app.get(
    '/philosophical-sentences/random',
    {
      ...PICK_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'A random wisdom sentence (Philosophical Match), with its prompt under `exercise`',
        querystring: userQuery,
        response: {
          200: philosophicalSentenceWithExerciseSchema,
          402: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const reads = await pickReadsFor(app, request, (r) => assertActsAs(r, request.query.userId));
      const subject = pickSubject(catalog, reads, 'transformation', pick);
      const item = subject ? catalog.getExerciseItem('transformation', subject) : undefined;
      if (!item) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
      return sendPicked(
        request,
        reply,
        `sentence\0${item.itemId}`,
        philosophicalSentenceWithExerciseSchema,
        (lang) => ({
          ...localiseSentence(translations, lang, catalog.getSentence(item.sentenceId)!),
          exercise: localisedView(lang, catalog.exerciseView('transformation', item.itemId)!).exercise,
        }),
      );
    },
  );

  app.get(
    '/question-banks/random/thematic',
    {
      ...PICK_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'A random thematic question bank, with its prompt under `exercise`',
        querystring: langQuery,
        response: { 200: questionBankWithExerciseSchema, 402: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const subject = pickSubject(catalog, await pickReadsFor(app, request, actingUserId), 'thematic', pick);
      const item = subject ? catalog.getExerciseItem('thematic', subject) : undefined;
      if (!item) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
      return sendPicked(request, reply, `bank\0${item.itemId}`, questionBankWithExerciseSchema, (lang) => ({
        ...localiseBank(translations, lang, catalog.getQuestionBank(item.questionBankId)!),
        exercise: localisedView(lang, catalog.exerciseView('thematic', item.itemId)!).exercise,
      }));
    },
  );

  app.get(
    '/exercises/:type/random',
    {
      ...PICK_ROUTE,
      schema: {
        tags: ['content'],
        summary:
          'A random exercise of the type, picked as the random reads pick (a due phrase first), as its full view: ' +
          'what the exercise screen shows, in one call instead of a random read and then the item',
        params: z.object({ type: safeString().max(100) }),
        querystring: userQuery,
        response: {
          200: exerciseViewSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const type = exerciseTypeOf(request.params.type);
      const reads = await pickReadsFor(app, request, (r) => assertActsAs(r, request.query.userId));
      const subject = pickSubject(catalog, reads, type, pick);
      const view = subject ? catalog.exerciseView(type, subject) : undefined;
      if (!view) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
      return sendPicked(request, reply, `view\0${type}\0${subject}`, exerciseViewSchema, (lang) =>
        localisedView(lang, view),
      );
    },
  );

  app.get(
    '/today-session',
    {
      ...PICK_ROUTE,
      schema: {
        tags: ['content'],
        summary:
          "Today's practice: `size` items (5, 10 or 20) the picker chose for the caller, due reviews first, then " +
          'new items, across the exercise types the plan opens; each is the full view the exercise screen shows',
        querystring: todaySessionQuerySchema.extend(langQuery.shape),
        response: {
          200: todaySessionSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      let learnerId: string | null = null;
      const reads = await pickReadsFor(
        app,
        request,
        (r) => (learnerId = assertActsAs(r, request.query.userId)),
      );
      const lang = languageOf(request);
      // A dialogue is one item of the session, however many turns it has: the exercises make up the rest.
      const dialogue = await sessionDialogue(
        { db: app.db, dialogues: dialoguesOf(catalog), units: unitsOf(catalog) },
        learnerId,
        lang,
      );
      const size = request.query.size - (dialogue ? 1 : 0);
      const items = buildSession(catalog, reads, size, pick).map(({ type, subjectId, review }) => ({
        review,
        exercise: localisedView(lang, catalog.exerciseView(type, subjectId)!),
      }));
      // A new choice every time, and in the learner's language.
      void reply.header('cache-control', 'no-store').header('vary', 'Accept-Language, Cookie');
      return { items, reviewsDue: reads.state.due.length, dialogue };
    },
  );

  app.get(
    '/offline-session',
    {
      ...PICK_ROUTE,
      schema: {
        tags: ['content'],
        summary:
          "Today's practice to keep on the device: the session as GET /api/today-session chooses it, with each " +
          "item's judge-ready form (its expected and accepted answers) so the device can judge answers offline",
        querystring: offlineSessionQuerySchema.extend(langQuery.shape),
        response: {
          200: offlineSessionSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      let learnerId = '';
      const reads = await pickReadsFor(
        app,
        request,
        (r) => (learnerId = assertActsAs(r, request.query.userId)),
      );
      const lang = languageOf(request);
      const chosen = buildSession(catalog, reads, request.query.size, pick);
      const keptForm = (picks: SessionPick[]) => {
        const items = picks.map(({ type, subjectId, review }) => ({
          review,
          exercise: localisedView(lang, catalog.exerciseView(type, subjectId)!),
        }));
        // The judge reads the item the screen shows, in the learner's language, exactly as the server's check does.
        const judgeItems = items.map(({ exercise }) => {
          const item = catalog.getExerciseItem(exercise.type, exercise.itemId);
          if (!item) throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
          // A plain object of the contract's JudgeItem type; the schema checks only its id and type.
          const judgeItem: unknown = itemInLanguage(item, lang, translations);
          return judgeItem as OfflineSession['judgeItems'][number];
        });
        return { items, judgeItems };
      };
      // Tomorrow's reviews: the cards falling due by the end of the learner's next local day, in their zone.
      const now = reads.state.now;
      const zone = usableTimeZone(request.timeZone);
      const until = startOfLocalDay(addDays(localDateOf(now, zone), 2), zone);
      const inSession = new Set(
        chosen.flatMap(({ type, subjectId }) => {
          const item = catalog.getExerciseItem(type, subjectId);
          return [subjectId, ...(item ? catalog.phraseIdsOf(item) : [])];
        }),
      );
      // A learner with no cards (a new visitor) has nothing coming due: no query.
      const dueSoon = (
        reads.state.cardCount > 0
          ? await phrasesDueBefore(app.db, learnerId, until, OFFLINE_TOMORROW_MAX * 2)
          : []
      )
        .filter((phraseId) => !inSession.has(phraseId))
        .slice(0, OFFLINE_TOMORROW_MAX);
      const taken = new Set(chosen.map(({ type, subjectId }) => `${type}\0${subjectId}`));
      const tomorrow = keptForm(tomorrowReviews(catalog, reads, dueSoon, taken, pick));
      void reply.header('cache-control', 'no-store').header('vary', 'Accept-Language, Cookie, X-Time-Zone');
      return {
        ...keptForm(chosen),
        reviewsDue: reads.state.due.length,
        preparedAt: now.toISOString(),
        tomorrow: { until: until.toISOString(), ...tomorrow },
      };
    },
  );

  app.get(
    '/exercises/:type/:id',
    {
      ...STATIC_ROUTE,
      schema: {
        tags: ['content'],
        summary:
          'One exercise by the id in the exercise URL: a phrase id (substitution, conversation, completion, roleplay), ' +
          'a comparison item id, a sentence id (transformation) or a question bank id (thematic); item ids work too',
        params: z.object({ type: safeString().max(100), id: safeString().max(200) }),
        querystring: langQuery,
        response: {
          200: exerciseViewSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const type = exerciseTypeOf(request.params.type);
      const id = request.params.id === SAMPLE_ID ? (sampleItemOf(catalog, type) ?? '') : request.params.id;
      if (!catalog.exerciseView(type, id))
        throw new NotFoundError(ERROR_TEXTS.exerciseNotFound, 'exercise_not_found');
      await assertCanOpen(app.db, catalog, actingUserId(request), type, id);
      const lang = languageOf(request);
      const body = viewBodies.get(`${lang}\0${type}\0${id}`, () =>
        staticJson(exerciseViewSchema, localisedView(lang, catalog.exerciseView(type, id)!), LOCALISED),
      )!;
      sendStaticJson(request, reply, body);
    },
  );
};

export const contentRoutes = routesNeeding(routes, 'content-routes', [
  'database',
  'auth',
  'content-catalog',
  'fast-reads',
]);
