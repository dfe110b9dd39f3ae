import {
  errorResponseSchema,
  timeZoneQuerySchema,
  validateAnswerRequestSchema,
  validateAnswerResponseSchema,
} from '@lisan/contract';
import { createLlmJudge } from '@lisan/judge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { assertActsAs } from '../../lib/authorize.js';
import { assertCanOpen, getContentCatalog, getExerciseItem } from '../content/index.js';
import { validateAnswer, type ExercisesDeps, type ItemLookup } from './exercises.service.js';

export interface ExercisesRoutesOptions {
  config: Config;
  /** Tests may judge against their own items (and then skip the plan check, which reads the catalog). */
  items?: ItemLookup;
}

export const exercisesRoutes: FastifyPluginAsyncZod<ExercisesRoutesOptions> = async (
  app,
  { config, items },
) => {
  const deps: ExercisesDeps = {
    db: app.db,
    items: items ?? getExerciseItem,
    // The learner's plan must open the exercise type and the item (Basic's pool, Premium's whole-Qur'an verses).
    assertCanOpen: items
      ? undefined
      : (userId, type, id, nothingStored) =>
          assertCanOpen(app.db, getContentCatalog(), userId, type, id, nothingStored).then(() => undefined),
    // One LLM judge per process: its cache of recent judgements lives as long as the server.
    llm: config.ai ? createLlmJudge(config.ai) : undefined,
  };

  app.post(
    '/validate-answer',
    {
      schema: {
        tags: ['exercises'],
        summary:
          "Check an answer: the server judges it, records the attempt and moves the phrase's review card",
        body: validateAnswerRequestSchema,
        response: {
          200: validateAnswerResponseSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.body.userId);
      // The web client names the learner's zone on every call; the practice day (the streak) is theirs.
      const header = request.headers['x-time-zone'];
      const zone = timeZoneQuerySchema.safeParse({ tz: typeof header === 'string' ? header : undefined });
      return validateAnswer(deps, request.body, userId, {
        timeZone: (zone.success && zone.data.tz) || undefined,
        // A visitor without a saved guest: the plan is Basic without reading it (the answer saves the guest).
        nothingStored: !request.user && request.guest?.isNew === true,
      });
    },
  );
};
