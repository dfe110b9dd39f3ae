import {
  analyticsSchema,
  practiceClassParamsSchema,
  practiceItemsSchema,
  userIdParamsSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { assertActsAs } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { assertCanOpen } from '../content/index.js';
import { registerAnalyticsDataSection } from './analytics-data.js';
import { practiceItems, type PracticeDeps } from './analytics.practice.js';
import { analyticsOf } from './analytics.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403);

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  registerAnalyticsDataSection();
  const deps: PracticeDeps = {
    db: app.db,
    assertCanOpen: (userId, type, id) =>
      assertCanOpen(app.db, app.catalog, userId, type, id).then(() => undefined),
  };

  app.get(
    '/analytics/:userId',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Pronunciation, grammar accuracy and vocabulary, from the learner’s own attempts',
        params: userIdParamsSchema,
        response: { 200: analyticsSchema, ...errors },
      },
    },
    async (request) => analyticsOf(app.db, assertActsAs(request, request.params.userId)),
  );

  app.get(
    '/analytics/:userId/practice/:errorClass',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Exercises that practise one error class: the learner’s own missed items first, then others',
        params: userIdParamsSchema.extend(practiceClassParamsSchema.shape),
        response: { 200: practiceItemsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.params.userId);
      return practiceItems(deps, app.catalog, userId, request.params.errorClass);
    },
  );
};

export const analyticsRoutes = routesNeeding(routes, 'analytics-routes', [
  'database',
  'auth',
  'content-catalog',
]);
