import { errorResponseSchema, progressReportSchema, userIdParamsSchema } from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertActsAs } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { entitlementsFor } from '../billing/index.js';
import { progressReport } from './report.service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress-report/:userId',
    {
      schema: {
        tags: ['progress'],
        summary: 'The weekly report (mastered, needs review, suggestions) and every phrase practised',
        params: userIdParamsSchema,
        response: { 200: progressReportSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.params.userId);
      const { catalog } = app;
      const { plan, phrasePoolSize } = await entitlementsFor(app.db, userId);
      // Basic practises the first phrases of the library only (ADR 5): suggest nothing it cannot open.
      const open = plan === 'basic' ? catalog.phrases.slice(0, phrasePoolSize) : catalog.phrases;
      return progressReport(app.db, catalog, userId, open);
    },
  );
};

export const reportRoutes = routesNeeding(routes, 'report-routes', ['database', 'auth', 'content-catalog']);
