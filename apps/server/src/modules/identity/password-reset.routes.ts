import {
  errorResponseSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  AUTH_TEXTS,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appOrigin, type Config } from '../../config.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { confirmReset, sendResetLink } from './password-reset.service.js';
import { loggableError } from '../../plugins/error-handler.js';

/** Forgot password: request a link by email, then set a new password with the link's token. */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/password-reset/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use reset link; always 202, whether or not the email has an account',
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Never from Host or X-Forwarded-Host: whoever sends the request would choose where the victim's link points.
      const { email, language } = request.body;
      // The link is sent after the 202 has gone out, so the answer takes as long whether or not the address has
      // an account; shutting down waits for the links still being sent.
      app.backgroundTasks.run(
        sendResetLink(app.db, app.mailer, email, appOrigin(config), language).catch((error: unknown) =>
          request.log.error({ err: loggableError(error) }, 'password reset link could not be sent'),
        ),
      );
      return reply.status(202).send({ message: AUTH_TEXTS.resetRequested });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; every session of the account is signed out',
        body: passwordResetConfirmSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await confirmReset(app.db, request.body.token, request.body.password);
      return { message: AUTH_TEXTS.resetDone };
    },
  );
};

export const passwordResetRoutes = routesNeeding(routes, 'password-reset-routes', [
  'database',
  'mailer',
  'background-tasks',
]);
