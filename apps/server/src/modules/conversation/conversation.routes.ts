import {
  conversationStatusSchema,
  conversationTurnRequestSchema,
  conversationTurnResponseSchema,
  errorResponseSchema,
  UI_LANGUAGES,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { actingUserId } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { consumeAiAnswer } from '../billing/index.js';
import { requestLanguage } from '../content/index.js';
import { conversationStatus, conversationTurn } from './conversation.service.js';

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const partner = config.ai ?? undefined;

  app.get(
    '/conversation',
    {
      schema: {
        tags: ['dialogues'],
        summary: 'Whether free conversation with the AI model can be played here, and on which situations',
        querystring: z.object({ lang: z.enum(UI_LANGUAGES).optional() }),
        response: { 200: conversationStatusSchema },
      },
    },
    async (request) =>
      conversationStatus(
        { partner, allowLlm: async () => false },
        requestLanguage(request.query, request.headers['accept-language']),
      ),
  );

  app.post(
    '/conversation/turns',
    {
      schema: {
        tags: ['dialogues'],
        summary:
          "Free conversation: the learner's line is checked for misquoted verses, then the AI model, playing the other person, replies",
        body: conversationTurnRequestSchema,
        response: {
          200: conversationTurnResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = actingUserId(request);
      return conversationTurn(
        {
          partner,
          // Each line of the model counts against the learner's AI answers for the day.
          allowLlm: async () => (await consumeAiAnswer(app.db, userId)).allowed,
          log: request.log,
        },
        request.body,
      );
    },
  );
};

export const conversationRoutes = routesNeeding(routes, 'conversation-routes', ['database', 'auth']);
