/* Plans and checkout: what other features may use. Other features import only this file (eslint.config.js). */
export { subscriptionQuery } from './api';
export { phrasePoolQuery, useOpenExerciseTypes, usePlanPhraseCount } from './hooks/open-types';
export { fetchPaymentStatus, judgingQuery, pricingQuery } from './api';
export { PlanCard } from './components/plan-card';
export { PricingFaq } from './components/pricing-faq';
export { PurchaseDialog } from './components/purchase-dialog';
export { SubscriptionCard } from './components/subscription-card';
export { TestPaymentsBanner } from './components/test-payments-banner';
export {
  afterSignInPath,
  rememberPendingPlan,
  usePendingPlanRedirect,
  useRestorePendingPlan,
} from './hooks/pending-plan';
export { useRetryPurchase } from './hooks/use-retry-purchase';
