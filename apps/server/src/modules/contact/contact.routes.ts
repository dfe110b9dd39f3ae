import {
  CONTACT_LIMITS,
  contactRateLimitedSchema,
  contactRateLimitedText,
  contactRequestSchema,
  contactResponseSchema,
  errorResponseSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { TooManyRequestsError } from '../../errors.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { contactRepository } from './contact.repository.js';
import { contactInbox, contactService } from './contact.service.js';

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = contactService({
    repository: contactRepository(app.db),
    mailer: app.mailer,
    inbox: contactInbox(config),
    log: app.log,
  });

  app.post(
    '/contact',
    {
      config: {
        rateLimit: {
          max: CONTACT_LIMITS.perHour,
          timeWindow: 60 * 60_000,
          // The wait in minutes, in words and as a number the page words in the learner's language.
          errorResponseBuilder: (_request, context) => {
            const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
            const error = new TooManyRequestsError(
              contactRateLimitedText(minutes),
              'contact_rate_limited',
              Math.ceil(context.ttl / 1000),
            );
            error.details = { retryAfterMinutes: minutes };
            return error;
          },
        },
      },
      schema: {
        tags: ['support'],
        summary: 'Send a message from the Contact Us page (stored, then delivered by mail or to the outbox)',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorResponseSchema, 429: contactRateLimitedSchema },
      },
    },
    async (request, reply) => {
      const result = await service.submit(request.body, request.user?.id ?? null);
      return reply.status(201).send(result);
    },
  );
};

export const contactRoutes = routesNeeding(routes, 'contact-routes', ['database', 'auth', 'mailer']);
