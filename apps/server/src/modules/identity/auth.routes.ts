import {
  errorResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  AUTH_TEXTS,
} from '@lisan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appOrigin, type Config } from '../../config.js';
import { loggableError } from '../../plugins/error-handler.js';
import { requireUser } from '../../lib/authorize.js';
import { GUEST_COOKIE } from '../../plugins/cookie-names.js';
import { mergeGuestInto } from '../guests/index.js';
import { registerAccountDataSection } from './account-data.js';
import * as auth from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { errorResponses } from '../../lib/error-responses.js';

/** Sign up (POST /api/signup), sign in (POST /api/signin) and the sign-out endpoints. */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  registerAccountDataSection();
  const errors = errorResponses(400, 401, 409, 429);

  /** What the visitor practised as a guest in this browser becomes the account's. */
  async function adoptGuestProgress(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const guest = request.guest;
    if (!guest || guest.token) return;
    await mergeGuestInto(app.db, guest.id, userId);
    request.guest = null;
    reply.clearCookie(GUEST_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl?.startsWith('https://') ?? false,
    });
  }

  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (it does not sign in: the client goes to /signin)',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.signUp(app.db, request.body);
      if ('created' in outcome) await adoptGuestProgress(request, reply, outcome.created.id);
      else {
        // Told by mail after answering, so neither the answer nor its timing says the account exists.
        app.backgroundTasks.run(
          auth
            .mailExistingOwner(app.db, app.mailer, outcome.existing, appOrigin(config), app.clock)
            .catch((error: unknown) =>
              request.log.error({ err: loggableError(error) }, 'existing-account mail could not be sent'),
            ),
        );
      }
      return reply.status(201).send({ message: AUTH_TEXTS.signUpReceived });
    },
  );

  app.post(
    '/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: answers the user and a session token, and sets the session cookie',
        body: signinRequestSchema,
        response: { 200: signinResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.signIn(app.db, request.body, request.ip, app.clock);
      await adoptGuestProgress(request, reply, session.user.id);
      setSessionCookie(reply, config, session.token, session.persistent);
      return { user: session.user, token: session.token };
    },
  );

  app.post(
    '/signout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke this session (answers 204 even when already signed out)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (request.user) await auth.signOut(app.db, request.user.sessionId);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/signout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke every session of the signed-in user, on every device',
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await auth.signOutEverywhere(app.db, user.id);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );
};

export const authRoutes = routesNeeding(routes, 'auth-routes', [
  'database',
  'auth',
  'mailer',
  'background-tasks',
]);
