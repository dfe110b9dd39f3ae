import { MADA_BINS, safeString, SANDBOX_TEST_CARDS } from '@lisan/contract';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import { registerRateLimit, type CounterBackend } from '../../../plugins/rate-limit.js';
import {
  SANDBOX,
  createSandboxCheckout,
  findOpenCheckout,
  openWidgetSession,
  sandboxAccessToken,
  refundSandboxPayment,
  sandboxPaymentStatus,
  submitSandboxPayment,
  type CardSubmission,
} from './sandbox.service.js';

import type { SandboxWidgetConfig } from './widget/config.js';
import { WIDGET_SCRIPT } from './widget-script.js';

/**
 * The widget script for one checkout: the bundled widget, given this checkout's details as `SANDBOX_CONFIG`.
 * Served as a file (the CSP forbids inline scripts); JSON is a JavaScript expression, so the details go in as data.
 */
function widgetScriptFor(config: SandboxWidgetConfig): string {
  return `(function (SANDBOX_CONFIG) {\n${WIDGET_SCRIPT}})(${JSON.stringify(config)});\n`;
}

const unauthorized = {
  result: { code: '800.900.300', description: 'invalid authentication information' },
};

/** Form fields in the order sent; repeated names are kept so the checkout endpoint can refuse them. */
function formPairs(body: unknown): [string, string][] {
  return typeof body === 'string' ? [...new URLSearchParams(body).entries()] : [];
}

/**
 * HyperPay's COPYandPAY protocol served by the app itself under /sandbox/hyperpay:
 * checkouts, the widget script, the widget's card submit and the payment status.
 */
export const sandboxRoutes: FastifyPluginAsync<{ config: Config; counters: CounterBackend }> = async (
  app,
  { config, counters },
) => {
  const accessToken = sandboxAccessToken(config.dataDir);
  const bearerOk = (request: FastifyRequest) => request.headers.authorization === `Bearer ${accessToken}`;
  await registerRateLimit(app, counters, { max: config.rateLimitPerMinute, namespace: 'sandbox' });

  // OPPWA takes form-encoded bodies; kept as text here so duplicates and name case survive to validation.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post('/v1/checkouts', async (request, reply) => {
    if (!bearerOk(request)) return reply.status(401).send(unauthorized);
    const answer = await createSandboxCheckout(app.db, formPairs(request.body));
    return reply.status(answer.status).send(answer.body);
  });

  app.get<{ Querystring: { checkoutId?: string } }>('/v1/paymentWidgets.js', async (request, reply) => {
    const checkoutId = String(request.query.checkoutId ?? '').slice(0, 64);
    let found = checkoutId ? await findOpenCheckout(app.db, checkoutId) : { state: 'unknown' as const };
    const widgetSession =
      found.state === 'open' ? await openWidgetSession(app.db, checkoutId, request.user?.id ?? null) : null;
    // Someone else's checkout looks like no checkout at all.
    if (found.state === 'open' && !widgetSession) found = { state: 'unknown' as const };
    const checkout: SandboxWidgetConfig['checkout'] =
      found.state === 'unknown'
        ? null
        : {
            id: found.row.id,
            amount: found.row.amount,
            currency: found.row.currency,
            brands: found.row.entityId === SANDBOX.entityMada ? ['MADA'] : ['VISA', 'MASTER'],
          };
    const widgetConfig: SandboxWidgetConfig = {
      state: found.state,
      checkout,
      widgetSession,
      testCards: SANDBOX_TEST_CARDS,
      madaBins: MADA_BINS,
    };
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(widgetScriptFor(widgetConfig));
  });

  // A checkout id is text the database compares: the safe string, as every route's (a NUL is a 400, not a query).
  const checkoutParams = { params: z.object({ id: safeString().max(64) }) };

  app.post<{ Params: { id: string } }>(
    '/v1/checkouts/:id/payment',
    { schema: checkoutParams },
    async (request, reply: FastifyReply) => {
      const fields = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const card: CardSubmission = {
        number: fields.get('card.number') ?? '',
        holder: fields.get('card.holder') ?? '',
        expiryMonth: fields.get('card.expiryMonth') ?? '',
        expiryYear: fields.get('card.expiryYear') ?? '',
        cvv: fields.get('card.cvv') ?? '',
      };
      const result = await submitSandboxPayment(
        app.db,
        request.params.id,
        card,
        fields.get('widgetSession') ?? '',
      );
      if (!result.ok)
        return reply.status(result.status).send({ field: result.field, message: result.message });
      return { resourcePath: result.resourcePath, result: result.result };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { entityId?: string } }>(
    '/v1/checkouts/:id/payment',
    { schema: checkoutParams },
    async (request, reply) => {
      if (!bearerOk(request)) return reply.status(401).send(unauthorized);
      const answer = await sandboxPaymentStatus(app.db, request.params.id, request.query.entityId);
      return reply.status(answer.status).send(answer.body);
    },
  );

  // Back office: a refund (paymentType=RF) of a payment, by the payment's id.
  app.post<{ Params: { id: string } }>(
    '/v1/payments/:id',
    { schema: checkoutParams },
    async (request, reply) => {
      if (!bearerOk(request)) return reply.status(401).send(unauthorized);
      const answer = await refundSandboxPayment(app.db, request.params.id, formPairs(request.body));
      return reply.status(answer.status).send(answer.body);
    },
  );
};
