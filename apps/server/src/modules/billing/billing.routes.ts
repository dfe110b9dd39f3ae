import {
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  errorResponseSchema,
  paymentStatusQuerySchema,
  paymentStatusResponseSchema,
  pricingResponseSchema,
  subscriptionResponseSchema,
  PLANS,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { requireUser } from '../../lib/authorize.js';
import { registerBillingDataSections } from './billing-data.js';
import { createCheckout, subscriptionFor, verifyPayment, type BillingDeps } from './billing.service.js';
import { createPaymentGateway } from './gateway/index.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Plans, checkout, payment result and the caller's subscription (spec §7), under /api. */
export const billingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  registerBillingDataSections();
  const deps: BillingDeps = {
    db: app.db,
    gateway: createPaymentGateway(config, app.db),
    usdToSarRate: config.usdToSarRate,
    log: app.log,
  };

  app.get(
    '/pricing',
    { schema: { tags: ['billing'], summary: 'The three plans', response: { 200: pricingResponseSchema } } },
    async () => [...PLANS],
  );

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
