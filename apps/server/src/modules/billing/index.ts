/*
 * The billing module's surface for the rest of the server. Features that depend on the learner's plan call
 * these; they never read the subscription tables themselves.
 */
export {
  assertPlanOpens,
  consumeAiAnswer,
  currentPlanOf,
  currentPlanReads,
  entitlementsFor,
} from './entitlements.js';
export { billingRoutes } from './billing.routes.js';
export { billingPublicPlugin } from './billing.public.js';
export { paymentGatewayPlugin, paymentWidgetCsp } from './gateway/index.js';
export type { PaymentGateway } from './gateway/payment-gateway.js';
