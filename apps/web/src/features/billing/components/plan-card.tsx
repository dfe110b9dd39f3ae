import type { Plan, PlanId } from '@lisan/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatPrice } from './format';

/** One of the three plan cards of the pricing page. Name and features are translated by plan id. */
export function PlanCard({
  plan,
  highlighted,
  current,
  unavailable,
  ai,
  onChoose,
}: {
  plan: Plan;
  highlighted: boolean;
  current: boolean;
  /** Why this plan cannot be chosen by this learner (e.g. Basic is included in a paid plan); disables the button. */
  unavailable?: string;
  /** Whether an AI gives second opinions on this server; undefined until known (the plan's own words). */
  ai?: boolean;
  onChoose: (plan: Plan) => void;
}) {
  const { t, i18n } = useTranslation('pricing');
  const id = plan.id as PlanId;
  const listed = t(`plans.${id}.features`, { returnObjects: true }) as string[];
  // The last feature is the plan's AI allowance: without an AI here it would promise what the server does not do.
  const features = ai === false ? [...listed.slice(0, -1), t('judging.builtInOnly')] : listed;
  const name = t(`plans.${id}.name`);
  return (
    <article
      data-testid={`plan-card-${id}`}
      className={`relative flex flex-col rounded-2xl border bg-surface-raised p-6 shadow-sm ${
        highlighted ? 'border-brand ring-2 ring-brand' : 'border-line'
      }`}
    >
      {highlighted && (
        <span className="absolute -top-3 start-6 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">
          {t('popular')}
        </span>
      )}
      <h2 className="text-xl font-semibold">{name}</h2>
      <p className="mt-4 flex items-baseline gap-1">
        {/* Left-to-right even on an Arabic page, so the amount and the currency sign stay in their order. */}
        <span dir="ltr" className="text-4xl font-bold tracking-tight">
          {plan.price === 0 ? t('free') : formatPrice(plan.price, plan.currency, i18n.language)}
        </span>
        {plan.price > 0 && <span className="text-ink-muted">{t('perMonth')}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        size="lg"
        variant={highlighted ? 'primary' : 'secondary'}
        disabled={current || unavailable !== undefined}
        data-testid={`plan-choose-${id}`}
        onClick={() => onChoose(plan)}
      >
        {current
          ? t('currentPlan')
          : (unavailable ?? (plan.price === 0 ? t('startFree') : t('choose', { plan: name })))}
      </Button>
    </article>
  );
}
