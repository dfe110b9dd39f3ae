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
import { assertCanOpen } from '../content/index.js';
import { validateAnswer, type ExercisesDeps } from './exercises.service.js';

export const exercisesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: ExercisesDeps = {
    db: app.db,
    items: (type, id) => app.catalog.getExerciseItem(type, id),
    // The learner's plan must open the exercise type and the item (Basic's pool, Premium's whole-Qur'an verses).
    assertCanOpen: (userId, type, id) =>
      assertCanOpen(app.db, app.catalog, userId, type, id).then(() => undefined),
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
      });
    },
  );
};
