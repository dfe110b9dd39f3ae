import {
  dailyStatsSchema,
  errorResponseSchema,
  exerciseSessionRequestSchema,
  exerciseSessionResponseSchema,
  recentActivitySchema,
  timeZoneQuerySchema,
  userIdParamsSchema,
  userProgressEntrySchema,
  weeklyStatsSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertActsAs } from '../../lib/authorize.js';
import { reportSession } from './exercise-sessions.service.js';
import { registerProgressDataSections } from './progress-data.js';
import * as progress from './progress.service.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403);

/** The learner's zone: the `tz` query, else the request's (its X-Time-Zone header or the account's), else UTC. */
const timeZoneOf = (request: { timeZone: string | undefined; query: { tz?: string } }) =>
  request.query.tz || request.timeZone || 'UTC';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerProgressDataSections();
  app.get(
    '/daily-stats/:userId',
    {
      schema: {
        tags: ['progress'],
        summary: "Today's statistics in the learner's time zone",
        params: userIdParamsSchema,
        querystring: timeZoneQuerySchema,
        response: { 200: dailyStatsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.params.userId);
      return progress.dailyStats(app.db, userId, timeZoneOf(request));
    },
  );

  app.get(
    '/weekly-stats/:userId',
    {
      schema: {
        tags: ['progress'],
        summary: 'The last seven days and their totals',
        params: userIdParamsSchema,
        querystring: timeZoneQuerySchema,
        response: { 200: weeklyStatsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.params.userId);
      return progress.weeklyStats(app.db, userId, timeZoneOf(request));
    },
  );

  app.get(
    '/user-progress/:userId',
    {
      schema: {
        tags: ['progress'],
        summary: 'Mastery of every phrase practised, with its next review',
        params: userIdParamsSchema,
        response: { 200: z.array(userProgressEntrySchema), ...errors },
      },
    },
    async (request) => progress.userProgress(app.db, assertActsAs(request, request.params.userId)),
  );

  app.get(
    '/recent-activity/:userId',
    {
      schema: {
        tags: ['progress'],
        summary: 'The most recent answers, newest first',
        params: userIdParamsSchema,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: recentActivitySchema, ...errors },
      },
    },
    async (request) =>
      progress.recentActivity(app.db, assertActsAs(request, request.params.userId), request.query.limit),
  );

  app.post(
    '/exercise-sessions',
    {
      schema: {
        tags: ['progress'],
        summary:
          'Report an answered exercise (matched to the attempt validation recorded; never counted twice)',
        body: exerciseSessionRequestSchema,
        response: { 200: exerciseSessionResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = assertActsAs(request, request.body.userId);
      return reportSession(app.db, { ...request.body, userId });
    },
  );
};

export const progressRoutes = routesNeeding(routes, 'progress-routes', ['database', 'auth']);
