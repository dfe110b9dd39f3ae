import {
  dialogueListResponseSchema,
  dialogueTranscriptSchema,
  dialogueTurnRequestSchema,
  dialogueTurnResponseSchema,
  dialogueViewSchema,
  errorResponseSchema,
  PRONUNCIATION_LIMITS,
  safeString,
  UI_LANGUAGES,
  unitListResponseSchema,
} from '@lisan/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { NotFoundError } from '../../errors.js';
import { actingUserId } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { registerTranscription, transcribeTurn } from './dialogues.speech.js';
import { dialoguesOf, requestLanguage, unitsOf } from '../content/index.js';
import { answerTurn, listDialogues, listUnits, type DialoguesDeps } from './dialogues.service.js';

const langQuery = z.object({ lang: z.enum(UI_LANGUAGES).optional() });
const idParams = z.object({ id: safeString().max(60) });

/** Whose progress a read shows: a visitor whose guest was never saved has done nothing (no guest is made). */
function readerId(request: FastifyRequest): string | null {
  return request.user?.id ?? (request.guest && !request.guest.isNew ? request.guest.id : null);
}

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps: DialoguesDeps = {
    db: app.db,
    dialogues: dialoguesOf(app.catalog),
    llm: app.llmJudge ?? undefined,
  };
  await registerTranscription(app);

  app.get(
    '/dialogues',
    {
      schema: {
        tags: ['dialogues'],
        summary: 'Every scripted dialogue, with whether the caller has finished it',
        querystring: langQuery,
        response: { 200: dialogueListResponseSchema },
      },
    },
    async (request) => {
      return listDialogues(
        deps,
        readerId(request),
        requestLanguage(request.query, request.headers['accept-language']),
      );
    },
  );

  app.get(
    '/units',
    {
      schema: {
        tags: ['dialogues'],
        summary:
          "Units by purpose (greet, thank, console…), each easiest first, with the caller's place in them",
        querystring: langQuery,
        response: { 200: unitListResponseSchema },
      },
    },
    async (request) =>
      listUnits(
        { ...deps, units: unitsOf(app.catalog) },
        readerId(request),
        requestLanguage(request.query, request.headers['accept-language']),
      ),
  );

  app.get(
    '/dialogues/:id',
    {
      schema: {
        tags: ['dialogues'],
        summary:
          "A dialogue: the other person's lines, and each learner turn's fitting verses and everyday reply",
        params: idParams,
        querystring: langQuery,
        response: { 200: dialogueViewSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const dialogue = deps.dialogues.get(request.params.id);
      if (!dialogue) throw new NotFoundError('There is no dialogue with this id.', 'dialogue_not_found');
      return deps.dialogues.view(
        dialogue,
        requestLanguage(request.query, request.headers['accept-language']),
      );
    },
  );

  app.post(
    '/dialogues/:id/transcribe',
    {
      bodyLimit: PRONUNCIATION_LIMITS.maxBytes + 64 * 1024,
      schema: {
        tags: ['dialogues'],
        summary:
          'A spoken turn: the recording (multipart, field audio) is transcribed by the speech-to-text server; nothing is kept',
        params: idParams,
        response: {
          200: dialogueTranscriptSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!deps.dialogues.get(request.params.id))
        throw new NotFoundError('There is no dialogue with this id.', 'dialogue_not_found');
      // Only a visitor (a signed-in learner or their own guest) may send speech to the paid server.
      const userId = actingUserId(request);
      return { transcript: await transcribeTurn(app, request, userId) };
    },
  );

  app.post(
    '/dialogues/:id/turns',
    {
      schema: {
        tags: ['dialogues'],
        summary: "Answer a learner turn: judged against the turn's fitting verses, recorded like any answer",
        params: idParams,
        body: dialogueTurnRequestSchema,
        response: {
          200: dialogueTurnResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      answerTurn(deps, request.params.id, request.body, actingUserId(request), {
        timeZone: request.timeZone,
      }),
  );
};

export const dialoguesRoutes = routesNeeding(routes, 'dialogues-routes', [
  'database',
  'auth',
  'content-catalog',
  'llm-judge',
  'speech-to-text',
]);
