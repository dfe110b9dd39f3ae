import {
  errorResponseSchema,
  linkedIdentitiesResponseSchema,
  oauthCompleteResponseSchema,
  oauthProviderSchema,
  oauthProvidersResponseSchema,
  oauthStartQuerySchema,
  OAUTH_TEXTS,
  type OAuthProvider,
} from '@lisan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { NotFoundError } from '../../errors.js';
import { requireUser } from '../../lib/authorize.js';
import { sendStaticJson, STATIC_ROUTE, staticJson } from '../../lib/static-json.js';
import { setSessionCookie } from './session-cookie.js';
import { registerLinkedIdentitiesSection } from './oauth.account-data.js';
import { configuredProviders } from './oauth.providers.js';
import * as oauth from './oauth.service.js';
import { routesNeeding } from '../../lib/route-plugin.js';

/** The browser's half of a trip to a provider: only sent to the OAuth endpoints, gone with the browser. */
const FLOW_COOKIE = 'lisan_oauth';
const FLOW_COOKIE_PATH = '/api/auth/oauth';

/** Sign in with Google and Facebook, and the learner's linked providers. */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  registerLinkedIdentitiesSection();
  const clients = configuredProviders(config);
  const available = [...clients.keys()];
  const providers = staticJson(
    oauthProvidersResponseSchema,
    { providers: available },
    { languageDependent: false },
  );
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  const providerParams = z.object({ provider: oauthProviderSchema });
  const clientOf = (provider: OAuthProvider) => {
    const found = clients.get(provider);
    if (!found) throw new NotFoundError(OAUTH_TEXTS.notConfigured, 'oauth_not_configured');
    return found;
  };
  const flowIdOf = (request: FastifyRequest) => request.cookies[FLOW_COOKIE] || undefined;
  const clearFlowCookie = (reply: FastifyReply) =>
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in providers configured on this server',
        response: { 200: oauthProvidersResponseSchema },
      },
      ...STATIC_ROUTE,
    },
    (request, reply) => sendStaticJson(request, reply, providers),
  );
  app.fastReads.exact(`${app.prefix}/auth/providers`, () => providers);

  app.get(
    '/auth/oauth/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Go to the provider to sign in (or, with intent=link and a session, to link it); a browser navigation',
        params: providerParams,
        querystring: oauthStartQuerySchema,
        response: { 302: z.null(), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const provider = clientOf(request.params.provider);
      const linking = request.query.intent === 'link';
      const userId = linking ? requireUser(request).id : null;
      const { flowId, redirectTo } = await oauth.startFlow(
        app.db,
        config,
        provider,
        {
          intent: request.query.intent,
          rememberMe: request.query.remember === 'true',
          userId,
        },
        request.log,
      );
      // SameSite=Lax: the provider's redirect back to us is a top-level navigation, which Lax cookies go with.
      reply.setCookie(FLOW_COOKIE, flowId, {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: 30 * 60,
      });
      return reply.redirect(redirectTo?.href ?? '/oauth/complete', 302);
    },
  );

  app.get(
    '/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; it goes on to the web page /oauth/complete',
        params: providerParams,
        response: { 302: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const provider = clientOf(request.params.provider);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      await oauth.handleCallback(app.db, config, provider, flowIdOf(request), query, request.log);
      return reply.header('cache-control', 'no-store').redirect('/oauth/complete', 302);
    },
  );

  app.post(
    '/auth/oauth/complete',
    {
      schema: {
        tags: ['auth'],
        summary:
          'How the trip to the provider ended: a session (as POST /signin answers), a link, or a link waiting for the password',
        response: { 200: oauthCompleteResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      let completion;
      try {
        completion = await oauth.complete(app.db, flowIdOf(request));
      } catch (error) {
        clearFlowCookie(reply);
        throw error;
      }
      if (completion.session) {
        setSessionCookie(reply, config, completion.session.token, completion.session.persistent);
      }
      // The cookie stays while a link waits for the password; otherwise the trip is over.
      if (completion.response.outcome !== 'linkPending') clearFlowCookie(reply);
      return completion.response;
    },
  );

  app.post(
    '/auth/oauth/link-pending',
    {
      schema: {
        tags: ['auth'],
        summary: 'After signing in with the password, link the provider account that shares the email',
        response: {
          200: z.object({ provider: oauthProviderSchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const provider = await oauth.confirmPendingLink(app.db, flowIdOf(request), requireUser(request));
      clearFlowCookie(reply);
      return { provider };
    },
  );

  app.get(
    '/auth/identities',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The signed-in learner's linked providers, whether the account has a password, and the providers on offer",
        response: { 200: linkedIdentitiesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => oauth.identities(app.db, requireUser(request).id, available),
  );

  app.delete(
    '/auth/identities/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove a linked provider (not the last way to sign in)',
        params: providerParams,
        response: {
          204: z.null(),
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await oauth.unlink(app.db, requireUser(request).id, request.params.provider);
      return reply.status(204).send(null);
    },
  );
};

export const oauthRoutes = routesNeeding(routes, 'oauth-routes', ['database', 'auth', 'fast-reads']);
