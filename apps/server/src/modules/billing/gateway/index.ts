import type { Database } from '@lisan/db';
import type { Config } from '../../../config.js';
import { HyperPayGateway } from './hyperpay-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';

/** HyperPay when HYPERPAY_* is configured, else the embedded sandbox (DESIGN.md §5). */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  return config.hyperpay ? new HyperPayGateway(config.hyperpay) : new SandboxGateway(db);
}

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
