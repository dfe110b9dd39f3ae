import {
  errorResponseSchema,
  validateAnswerRequestSchema,
  validateAnswerResponseSchema,
} from '@lisan/contract';
import fp from 'fastify-plugin';
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

const routes: FastifyPluginAsyncZod<ExercisesRoutesOptions> = async (app, { items }) => {
  const deps: ExercisesDeps = {
    db: app.db,
    items: items ?? getExerciseItem,
    // The learner's plan must open the exercise type and the item (Basic's pool, Premium's whole-Qur'an verses).
    assertCanOpen: items
      ? undefined
      : (userId, type, id) =>
          assertCanOpen(app.db, getContentCatalog(), userId, type, id).then(() => undefined),
    llm: app.llmJudge ?? undefined,
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
      // The practice day (the streak) is the learner's.
      return validateAnswer(deps, request.body, userId, { timeZone: request.timeZone });
    },
  );
};

export const exercisesRoutes = fp(routes, {
  name: 'exercises-routes',
  dependencies: ['llm-judge'],
  encapsulate: true,
});
