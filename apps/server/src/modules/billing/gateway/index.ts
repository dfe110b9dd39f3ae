import type { Database } from '@lisan/db';
import fp from 'fastify-plugin';
import type { Config } from '../../../config.js';
import { HyperPayGateway } from './hyperpay-gateway.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway that takes payments: HyperPay, the embedded sandbox, or none (every call a 503). */
    paymentGateway: PaymentGateway;
  }
}

/**
 * Decorates the app with its payment gateway, made once from the configuration. A test passes its own `gateway`
 * (one pointed at a local server speaking the protocol) instead.
 */
export const paymentGatewayPlugin = fp<{ config: Config; gateway?: PaymentGateway }>(
  async (app, { config, gateway }) => {
    app.decorate('paymentGateway', gateway ?? createPaymentGateway(config, app.db));
  },
  { name: 'payment-gateway', dependencies: ['database'] },
);

/**
 * HyperPay when HYPERPAY_* is configured, else the embedded sandbox when it is on; otherwise payments
 * are off: a deployment others can reach must not hand out Premium for a published test card.
 */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  if (config.hyperpay) return new HyperPayGateway(config.hyperpay);
  return config.paymentsSandbox ? new SandboxGateway(db) : new NoPaymentGateway();
}

/** No gateway configured (and the sandbox off): every payment call is a 503 that says so. */
class NoPaymentGateway implements PaymentGateway {
  readonly name = 'none';
  readonly widgetBaseUrl = '';
  entityFor(): string {
    return '';
  }
  createCheckout(): Promise<never> {
    return Promise.reject(new GatewayUnavailableError(PAYMENTS_OFF_TEXT));
  }
  paymentStatus(): Promise<never> {
    return Promise.reject(new GatewayUnavailableError(PAYMENTS_OFF_TEXT));
  }
  refund(): Promise<never> {
    return Promise.reject(new GatewayUnavailableError(PAYMENTS_OFF_TEXT));
  }
}

const PAYMENTS_OFF_TEXT = 'Payments are not set up on this server yet. Please try again later or contact us.';

/**
 * Content-Security-Policy additions for the real HyperPay widget: its script, the frames it opens for card entry
 * and 3-D Secure, the calls it makes, its brand images, and the card form it posts. Nothing is added for the
 * sandbox, which is served from this app's own origin.
 */
export function paymentWidgetCsp(config: Config) {
  if (!config.hyperpay) return {};
  const origin = new URL(config.hyperpay.baseUrl).origin;
  return {
    extraScriptSources: [origin],
    extraFrameSources: [origin],
    extraConnectSources: [origin],
    extraImgSources: [origin],
    extraFormActions: [origin],
  };
}
