import {
  ERROR_TEXTS,
  errorResponseSchema,
  offlineSyncRequestSchema,
  offlineSyncResponseSchema,
  validateAnswerRequestSchema,
  validateAnswerResponseSchema,
} from '@lisan/contract';
import { everydayOnlyAnswers } from '@lisan/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { BadRequestError } from '../../errors.js';
import { assertActsAs } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { assertCanOpen } from '../content/index.js';
import { everydayRepliesOf } from './exercises.everyday.js';
import { validateAnswer, type ExercisesDeps } from './exercises.service.js';
import { syncOfflineAnswers } from './offline-answers.service.js';

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps: ExercisesDeps = {
    db: app.db,
    items: (type, id) => app.catalog.getExerciseItem(type, id),
    // The learner's plan must open the exercise type and the item (Basic's pool, Premium's whole-Qur'an verses).
    assertCanOpen: (userId, type, id, nothingStored) =>
      assertCanOpen(app.db, app.catalog, userId, type, id, nothingStored).then(() => undefined),
    llm: app.llmJudge ?? undefined,
    everydayOnly: everydayOnlyAnswers(app.catalog, everydayRepliesOf(app.catalog)),
    everyday: (itemId) => everydayRepliesOf(app.catalog).of(itemId),
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
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.body.userId);
      // The practice day (the streak) is the learner's.
      return validateAnswer(deps, request.body, userId, {
        timeZone: request.timeZone,
        // A visitor without a saved guest: the plan is Basic without reading it (the answer saves the guest).
        nothingStored: !request.user && request.guest?.isNew === true,
      });
    },
  );

  app.post(
    '/offline-answers',
    {
      schema: {
        tags: ['exercises'],
        summary:
          'Send answers given offline, in the order given: each is judged again and recorded once per idempotency ' +
          "key, on the day it was given (the learner's time zone); the reply says where the verdict changed",
        body: offlineSyncRequestSchema,
        response: {
          200: offlineSyncResponseSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userIds = new Set(request.body.answers.map((a) => a.userId));
      if (userIds.size > 1) throw new BadRequestError(ERROR_TEXTS.offlineAnswersOneLearner, 'mixed_learners');
      const userId = assertActsAs(request, request.body.answers[0]!.userId);
      const results = await syncOfflineAnswers(deps, request.body.answers, userId, {
        timeZone: request.timeZone,
      });
      return { results };
    },
  );
};

export const exercisesRoutes = routesNeeding(routes, 'exercises-routes', [
  'database',
  'auth',
  'content-catalog',
  'llm-judge',
]);
