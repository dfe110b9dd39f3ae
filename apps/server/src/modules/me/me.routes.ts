import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  errorResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  updateProfileRequestSchema,
  userDataExportSchema,
  AUTH_TEXTS,
  type UserDataExport,
} from '@lisan/contract';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { requireUser } from '../../lib/authorize.js';
import { clearSessionCookie } from '../identity/index.js';
import * as me from './me.service.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { errorResponses } from '../../lib/error-responses.js';

/** The signed-in user's own account: GET/PATCH/DELETE /api/me, password change, data export. */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const errors = errorResponses(400, 401, 403, 409, 429);

  app.get(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, or 401',
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user: await me.getMe(app.db, requireUser(request).id) }),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the name, the email (needs currentPassword) or the sign-up choices',
        body: updateProfileRequestSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await me.updateProfile(app.db, requireUser(request), request.body, request.ip, app.clock),
    }),
  );

  app.post(
    '/me/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session is signed out',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await me.changePassword(app.db, requireUser(request), request.body, request.ip, app.clock);
      return { message: AUTH_TEXTS.passwordChanged };
    },
  );

  app.get(
    '/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download everything stored about the signed-in user, as a JSON file (a few times an hour)',
        response: { 200: userDataExportSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { exportedAt, chunks } = await me.exportUserData(app.db, user.id, config.exportsPerHour);
      const day = exportedAt.slice(0, 10);
      // Streamed as it is read (a stream is sent as it is, not through the response schema). An attachment, so
      // that opening the URL in a browser saves the file rather than showing it.
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="lisan-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks) as unknown as UserDataExport);
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and everything stored about it (needs the password)',
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await me.deleteAccount(app.db, requireUser(request), request.body.password, request.ip, app.clock);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );
};

export const meRoutes = routesNeeding(routes, 'me-routes', ['database', 'auth']);
