import {
  circleDetailSchema,
  circleIdParamsSchema,
  circleListSchema,
  circleMemberParamsSchema,
  createCircleRequestSchema,
  joinCircleRequestSchema,
  updateCircleRequestSchema,
  updateMembershipRequestSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/authorize.js';
import { registerCirclesDataSection } from './circles-data.js';
import * as circles from './circles.membership.service.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['circles'];

/**
 * Study circles: creating, joining and leaving one, its members and its teacher. Every route needs a signed-in
 * user (401); a circle is visible only to its members (anyone else gets 404, as if it did not exist); changing it
 * is its teacher's (members get 403). ADR 0008.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerCirclesDataSection();

  app.post(
    '/circles',
    {
      schema: {
        tags,
        summary: 'Create a circle; the caller is its teacher and receives its invite code',
        body: createCircleRequestSchema,
        response: { 201: circleDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const circle = await circles.createCircle(app.db, user.id, request.body, request.timeZone);
      return reply.status(201).send(circle);
    },
  );

  app.get(
    '/circles',
    {
      schema: {
        tags,
        summary: "The caller's circles, each with this week's assignment and the caller's progress on it",
        response: { 200: circleListSchema, ...errors },
      },
    },
    async (request) => circles.listCircles(app.db, requireUser(request).id),
  );

  app.post(
    '/circles/join',
    {
      schema: {
        tags,
        summary: 'Join a circle by its code (201; 200 when already a member)',
        body: joinCircleRequestSchema,
        response: { 200: circleDetailSchema, 201: circleDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { circle, joined } = await circles.joinCircle(app.db, requireUser(request).id, request.body.code);
      return reply.status(joined ? 201 : 200).send(circle);
    },
  );

  app.get(
    '/circles/:id',
    {
      schema: {
        tags,
        summary: "A circle, its members (first name and last initial) and this week's assignment",
        params: circleIdParamsSchema,
        response: { 200: circleDetailSchema, ...errors },
      },
    },
    async (request) => circles.getCircle(app.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    '/circles/:id',
    {
      schema: {
        tags,
        summary:
          'Teacher: rename, describe, change language, hand the role to a member (teacherId) or regenerate the code',
        params: circleIdParamsSchema,
        body: updateCircleRequestSchema,
        response: { 200: circleDetailSchema, ...errors },
      },
    },
    async (request) => circles.updateCircle(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/circles/:id',
    {
      schema: {
        tags,
        summary: 'Teacher: close the circle (it is deleted with its wall and assignments)',
        params: circleIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await circles.closeCircle(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/circles/:id/leave',
    {
      schema: {
        tags,
        summary: 'Leave the circle (a teacher who leaves hands the role to the longest-standing member)',
        params: circleIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await circles.leaveCircle(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/circles/:id/membership',
    {
      schema: {
        tags,
        summary: "The caller's own settings in the circle (hide from the board)",
        params: circleIdParamsSchema,
        body: updateMembershipRequestSchema,
        response: { 200: updateMembershipRequestSchema, ...errors },
      },
    },
    async (request) =>
      circles.updateMembership(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.body.hiddenFromBoard,
      ),
  );

  app.delete(
    '/circles/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Teacher: remove a member (a member may remove only themselves)',
        params: circleMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await circles.removeMember(app.db, requireUser(request).id, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};

export const circleMembershipRoutes = routesNeeding(routes, 'circle-membership-routes', ['database', 'auth']);
