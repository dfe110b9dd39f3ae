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
import type { Config } from '../../config.js';
import { requireUser } from '../../lib/authorize.js';
import { GUEST_COOKIE } from '../../plugins/cookie-names.js';
import { mergeGuestInto } from '../guests/index.js';
import { registerAccountDataSection } from './account-data.js';
import * as auth from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Sign up (POST /api/signup), sign in (POST /api/signin) and the sign-out endpoints. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  registerAccountDataSection();
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };

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
      const user = await auth.signUp(app.db, request.body);
      await adoptGuestProgress(request, reply, user.id);
      return reply.status(201).send({ user, message: AUTH_TEXTS.accountCreated });
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
