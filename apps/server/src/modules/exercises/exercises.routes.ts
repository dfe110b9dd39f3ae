import {
  errorResponseSchema,
  validateAnswerRequestSchema,
  validateAnswerResponseSchema,
} from '@lisan/contract';
import { createLlmJudge } from '@lisan/judge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { assertActsAs } from '../../lib/authorize.js';
import { getExerciseItem } from '../content/content.catalog.js';
import { validateAnswer, type ExercisesDeps, type ItemLookup } from './exercises.service.js';

export interface ExercisesRoutesOptions {
  config: Config;
  /** Tests may judge against their own items; otherwise the content catalog's. */
  items?: ItemLookup;
}

export const exercisesRoutes: FastifyPluginAsyncZod<ExercisesRoutesOptions> = async (
  app,
  { config, items },
) => {
  const deps: ExercisesDeps = {
    db: app.db,
    items: items ?? getExerciseItem,
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
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.body.userId);
      return validateAnswer(deps, request.body, userId);
    },
  );
};
