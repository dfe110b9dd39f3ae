import {
  circleIdParamsSchema,
  circlePostParamsSchema,
  circlePostsSchema,
  createdPostSchema,
  createPostRequestSchema,
  postsQuerySchema,
  reportPostRequestSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import * as circles from './circles.wall.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['circles'];

/** A circle's wall: read, post, reply, delete and report. Members only, like the rest of the circle. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/circles/:id/posts',
    {
      schema: {
        tags,
        summary: 'The wall, newest posts first, each with its replies',
        params: circleIdParamsSchema,
        querystring: postsQuerySchema,
        response: { 200: circlePostsSchema, ...errors },
      },
    },
    async (request) => circles.listPosts(app.db, requireUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/circles/:id/posts',
    {
      schema: {
        tags,
        summary: 'Post on the wall, or reply to a post (parentId)',
        params: circleIdParamsSchema,
        body: createPostRequestSchema,
        response: { 201: createdPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await circles.createPost(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/circles/:id/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Delete a post (the teacher any post, a member their own)',
        params: circlePostParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await circles.deletePost(app.db, requireUser(request).id, request.params.id, request.params.postId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/circles/:id/posts/:postId/report',
    {
      schema: {
        tags,
        summary: "Report a post to the circle's teacher",
        params: circlePostParamsSchema,
        body: reportPostRequestSchema.optional(),
        response: { 200: z.object({ reported: z.literal(true) }), ...errors },
      },
    },
    async (request) =>
      circles.reportPost(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.params.postId,
        request.body?.reason,
      ),
  );
};

export const circleWallRoutes = routesNeeding(routes, 'circle-wall-routes', ['database', 'auth']);
