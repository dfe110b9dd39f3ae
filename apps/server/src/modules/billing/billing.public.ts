import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { CounterBackend } from '../../plugins/rate-limit.js';
import { verifyPayment, type BillingDeps } from './billing.service.js';
import { SANDBOX_BASE_PATH } from './gateway/sandbox-gateway.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import { loggableError } from '../../plugins/error-handler.js';

/**
 * The billing pieces that live outside /api:
 * - the embedded sandbox gateway under /sandbox/hyperpay, when it is on (config.paymentsSandbox);
 * - the gateway's own late call of the result URL. If the shopper closes the browser, OPPWA requests
 *   `/payment-success?id=…&resourcePath=…` itself about 29 minutes later. No script runs for that
 *   request, so the server verifies the payment after answering it; verification is idempotent, so this is
 *   harmless when the shopper's own page verifies too.
 */
export const billingPublicPlugin = fp<{ config: Config; counters: CounterBackend }>(
  async (app, { config, counters }) => {
    if (config.paymentsSandbox)
      await app.register(sandboxRoutes, { prefix: SANDBOX_BASE_PATH, config, counters });

    const deps: BillingDeps = {
      db: app.db,
      gateway: app.paymentGateway,
      usdToSarRate: config.usdToSarRate,
      log: app.log,
    };
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' || !request.url.startsWith('/payment-success?')) return;
      const resourcePath = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)).get(
        'resourcePath',
      );
      if (!resourcePath) return;
      await verifyPayment(deps, { resourcePath }, null).catch((error: unknown) => {
        request.log.info({ err: loggableError(error) }, 'late payment verification did not complete');
      });
    });
  },
  { name: 'billing-public', dependencies: ['database', 'payment-gateway'] },
);
