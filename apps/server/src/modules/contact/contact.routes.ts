import {
  CONTACT_LIMITS,
  contactRequestSchema,
  contactResponseSchema,
  errorResponseSchema,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
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
      config: { rateLimit: { max: CONTACT_LIMITS.perHour, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['support'],
        summary: 'Send a message from the Contact Us page (stored, then delivered by mail or to the outbox)',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.submit(request.body, request.user?.id ?? null);
      return reply.status(201).send(result);
    },
  );
};

export const contactRoutes = routesNeeding(routes, 'contact-routes', ['database', 'auth', 'mailer']);
