import { isPaidPlanId, type PaidPlanId, type Plan } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page } from '../../components/layout/page';
import {
  judgingQuery,
  PlanCard,
  PricingFaq,
  pricingQuery,
  PurchaseDialog,
  rememberPendingPlan,
  subscriptionQuery,
  TestPaymentsBanner,
  useRestorePendingPlan,
  useRetryPurchase,
} from '../../features/billing';
import { useSession } from '../../features/session';

/** Three plan cards, the FAQ and the purchase modal. */
export function PricingPage() {
  const { t } = useTranslation(['pricing', 'ux']);
  const session = useSession();
  const [, navigate] = useLocation();
  const [purchasePlan, setPurchasePlan] = useState<PaidPlanId | null>(null);
  const openPurchase = useCallback((planId: PaidPlanId) => setPurchasePlan(planId), []);
  useRestorePendingPlan(openPurchase);
  const retry = useRetryPurchase(openPurchase);

  const plans = useQuery(pricingQuery());
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const subscription = useQuery(subscriptionQuery(userId));
  const judging = useQuery(judgingQuery());
  const ai = judging.data?.aiSecondOpinion;

  const choose = (plan: Plan) => {
    // Basic needs only an account: a signed-in learner already has one, so it never leads to sign-up.
    if (!isPaidPlanId(plan.id)) return navigate(session.status === 'signedIn' ? '/dashboard' : '/signup');
    // Paid plans need an account first; the choice is remembered across sign-up and sign-in.
    if (session.status !== 'signedIn') {
      rememberPendingPlan(plan.id);
      return navigate('/signup');
    }
    setPurchasePlan(plan.id);
  };

  return (
    <Page title={t('title')} intro={ai === false ? t('introBuiltIn') : t('intro')} testId="page-pricing">
      <TestPaymentsBanner />
      {plans.isPending && (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      )}
      {plans.isError && (
        <p role="alert" className="text-danger">
          {t('loadFailed')}
        </p>
      )}
      {plans.data && (
        <div className="grid gap-6 md:grid-cols-3" data-testid="plan-cards">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlighted={plan.id === 'standard'}
              current={subscription.data?.plan === plan.id}
              unavailable={
                plan.id === 'basic' && subscription.data && subscription.data.plan !== 'basic'
                  ? t('ux:planChange.basicIncluded')
                  : undefined
              }
              ai={ai}
              onChoose={choose}
            />
          ))}
        </div>
      )}
      {judging.data && (
        <p className="mt-4 text-sm text-ink-muted" data-testid="judging-note">
          {t(ai ? 'judging.withAiNote' : 'judging.noAiNote')}
        </p>
      )}
      <PricingFaq />
      <PurchaseDialog planId={purchasePlan} onClose={() => setPurchasePlan(null)} retry={retry} />
    </Page>
  );
}
