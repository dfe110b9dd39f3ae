import {
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  errorResponseSchema,
  judgingResponseSchema,
  paymentGatewayResponseSchema,
  paymentStatusQuerySchema,
  paymentStatusResponseSchema,
  planChangeQuerySchema,
  planChangeQuoteSchema,
  phrasePoolResponseSchema,
  pricingResponseSchema,
  subscriptionResponseSchema,
  PLANS,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { actingUserId, requireUser } from '../../lib/authorize.js';
import { sendStaticJson, STATIC_ROUTE, staticJson } from '../../lib/static-json.js';
import { entitlementsFor } from './entitlements.js';
import { registerBillingDataSections } from './billing-data.js';
import { createCheckout, subscriptionFor, verifyPayment, type BillingDeps } from './billing.service.js';
import { quotePlanChange } from './plan-change.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Plans, checkout, payment result and the caller's subscription, under /api. */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  registerBillingDataSections();
  const deps: BillingDeps = {
    db: app.db,
    gateway: app.paymentGateway,
    usdToSarRate: config.usdToSarRate,
    log: app.log,
  };

  // Both depend on constants only: their bodies are built once (lib/static-json.ts).
  const pricing = staticJson(pricingResponseSchema, [...PLANS], { languageDependent: false });
  app.get(
    '/pricing',
    {
      ...STATIC_ROUTE,
      schema: { tags: ['billing'], summary: 'The three plans', response: { 200: pricingResponseSchema } },
    },
    (request, reply) => sendStaticJson(request, reply, pricing),
  );
  app.fastReads.exact(`${app.prefix}/pricing`, () => pricing);

  const gateway = staticJson(
    paymentGatewayResponseSchema,
    { gateway: deps.gateway.name },
    { languageDependent: false },
  );

  app.get(
    '/payment-gateway',
    {
      schema: {
        tags: ['billing'],
        summary: 'Which gateway takes payments: hyperpay, the embedded test sandbox, or none',
        response: { 200: paymentGatewayResponseSchema },
      },
      ...STATIC_ROUTE,
    },
    (request, reply) => sendStaticJson(request, reply, gateway),
  );
  app.fastReads.exact(`${app.prefix}/payment-gateway`, () => gateway);

  // What the plans really give here: the pricing page and the profile say whether an AI is behind the numbers.
  const judging = staticJson(
    judgingResponseSchema,
    { builtInJudge: true, aiSecondOpinion: app.llmJudge !== null },
    { languageDependent: false },
  );
  app.get(
    '/judging',
    {
      schema: {
        tags: ['billing'],
        summary:
          'What checks answers: the built-in judge always, an AI second opinion where one is configured',
        response: { 200: judgingResponseSchema },
      },
      ...STATIC_ROUTE,
    },
    (request, reply) => sendStaticJson(request, reply, judging),
  );
  app.fastReads.exact(`${app.prefix}/judging`, () => judging);

  app.post(
    '/create-checkout',
    {
      schema: {
        tags: ['billing'],
        summary: 'Prepare a payment for a paid plan (signed in); the amount comes from the plan',
        body: createCheckoutRequestSchema,
        response: { 200: createCheckoutResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => createCheckout(deps, requireUser(request).id, request.body),
  );

  app.get(
    '/plan-change',
    {
      schema: {
        tags: ['billing'],
        summary:
          'What buying a plan now would cost and do (new, prorated upgrade, or downgrade at the period end)',
        querystring: planChangeQuerySchema,
        response: { 200: planChangeQuoteSchema, ...errors },
      },
    },
    async (request) =>
      quotePlanChange(
        app.db,
        requireUser(request).id,
        request.query.planId,
        request.query.paymentMethod,
        config.usdToSarRate,
      ),
  );

  app.get(
    '/me/phrase-pool',
    {
      schema: {
        tags: ['billing'],
        summary:
          "Which phrases the caller's plan opens (null: all of them), so the library can mark the others",
        response: { 200: phrasePoolResponseSchema },
      },
    },
    async (request) => {
      const entitlements = await entitlementsFor(app.db, actingUserId(request));
      const phrases = app.catalog.phrases;
      // The same rule as content.access.ts: only Basic's pool is smaller than the library (its first phrases).
      const open =
        entitlements.plan === 'basic' ? phrases.slice(0, entitlements.phrasePoolSize).map((p) => p.id) : null;
      return { plan: entitlements.plan, openPhraseIds: open };
    },
  );

  app.get(
    '/payment-status',
    {
      schema: {
        tags: ['billing'],
        summary: "Verify a checkout's payment with the gateway and grant its plan once",
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => verifyPayment(deps, request.query, requireUser(request).id),
  );

  app.get(
    '/me/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's plan, its status and period end, and what it unlocks",
        response: { 200: subscriptionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => subscriptionFor(app.db, requireUser(request).id),
  );
};

export const billingRoutes = routesNeeding(routes, 'billing-routes', [
  'database',
  'auth',
  'content-catalog',
  'payment-gateway',
  'fast-reads',
  'llm-judge',
]);
