import type { PaidPlanId, PaymentMethod, PlanChangeQuote } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { planChangeQuery, subscriptionQuery } from '../api';
import { formatDate, formatPrice } from './format';

/**
 * What this purchase costs and does, from the server's quote, shown before paying: a new plan, a
 * prorated upgrade (the difference for the days left, the period end unchanged) or a downgrade that starts when the
 * current period ends. The plan already held is refused: `blocked` keeps Pay disabled.
 */
export function usePlanChange(planId: PaidPlanId, method: PaymentMethod, userId: string | undefined) {
  const quote = useQuery(planChangeQuery(planId, method, userId));
  const blocked = quote.error instanceof ApiError && quote.error.code === 'plan_already_active';
  return { quote, blocked };
}

export function PlanChangeNotice({
  planId,
  userId,
  quote,
}: {
  planId: PaidPlanId;
  userId: string | undefined;
  quote: ReturnType<typeof usePlanChange>['quote'];
}) {
  const { t, i18n } = useTranslation(['ux', 'pricing']);
  const subscription = useQuery(subscriptionQuery(userId));
  const plan = t(`pricing:plans.${planId}.name`);
  const lang = i18n.language;
  if (quote.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-ink-muted">
        {t('planChange.checking')}
      </p>
    );
  }
  if (quote.error) {
    if (!(quote.error instanceof ApiError && quote.error.code === 'plan_already_active')) return null;
    const sub = subscription.data;
    const text =
      sub?.scheduled?.plan === planId
        ? t('planChange.alreadyScheduled', { plan, date: formatDate(sub.scheduled.startsAt, lang) })
        : t('planChange.alreadyActive', {
            plan,
            date: sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd, lang) : '',
          });
    return (
      <p
        role="alert"
        className="mt-4 rounded-lg border border-accent bg-accent-soft p-3"
        data-testid="plan-change-refused"
      >
        {text}
      </p>
    );
  }
  const q: PlanChangeQuote = quote.data;
  const money = (value: string) => formatPrice(Number(value), q.currency, lang);
  const from = t(`pricing:plans.${q.currentPlan}.name`);
  const text =
    q.kind === 'upgrade'
      ? t('planChange.upgrade', {
          from,
          plan,
          days: q.daysLeft,
          full: money((Number(q.amount) + Number(q.credit)).toFixed(2)),
          credit: money(q.credit),
          amount: money(q.amount),
          date: formatDate(q.endsAt, lang),
        })
      : q.kind === 'downgrade'
        ? t('planChange.downgrade', {
            from,
            plan,
            start: formatDate(q.startsAt, lang),
            date: formatDate(q.endsAt, lang),
            amount: money(q.amount),
          })
        : t('planChange.new', { plan, amount: money(q.amount), date: formatDate(q.endsAt, lang) });
  return (
    <p
      className="mt-4 rounded-lg border border-brand bg-brand-soft p-3 text-sm"
      data-testid="plan-change-notice"
      data-kind={q.kind}
      data-amount={q.amount}
    >
      {text}
    </p>
  );
}
