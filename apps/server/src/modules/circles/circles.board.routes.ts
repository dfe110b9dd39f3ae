import {
  assignmentRequestSchema,
  assignmentSchema,
  circleBoardSchema,
  circleIdParamsSchema,
  phraseOptionsQuerySchema,
  phraseOptionsSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/authorize.js';
import { errorResponses } from '../../lib/error-responses.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import * as circles from './circles.board.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['circles'];

/** A circle's board and the week's assignment: members read the board, the teacher sets the assignment. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/circles/:id/phrase-options',
    {
      schema: {
        tags,
        summary:
          "Teacher: search the library's phrases for an assignment (Arabic text, translation, reference, surah name)",
        params: circleIdParamsSchema,
        querystring: phraseOptionsQuerySchema,
        response: { 200: phraseOptionsSchema, ...errors },
      },
    },
    async (request) =>
      circles.phraseOptions(app.db, requireUser(request).id, request.params.id, request.query),
  );

  app.put(
    '/circles/:id/assignment',
    {
      schema: {
        tags,
        summary: "Teacher: set this week's assignment",
        params: circleIdParamsSchema,
        body: assignmentRequestSchema,
        response: { 200: assignmentSchema, ...errors },
      },
    },
    async (request) =>
      circles.setAssignment(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/circles/:id/board',
    {
      schema: {
        tags,
        summary: "This week's practice of every member who has not hidden themselves",
        params: circleIdParamsSchema,
        response: { 200: circleBoardSchema, ...errors },
      },
    },
    async (request) => circles.board(app.db, requireUser(request).id, request.params.id),
  );
};

export const circleBoardRoutes = routesNeeding(routes, 'circle-board-routes', ['database', 'auth']);
