import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { useSession } from '../../session';
import { judgingQuery, subscriptionQuery } from '../api';
import { formatDate } from './format';

/**
 * The signed-in learner's plan for the profile page: plan, status, period end and what it unlocks, with a way to
 * upgrade. Renders nothing for a signed-out visitor.
 */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation('pricing');
  const { t: tux } = useTranslation('ux');
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const { data, isPending } = useQuery(subscriptionQuery(userId));
  const judging = useQuery(judgingQuery());
  if (!userId) return null;
  if (isPending || !data) {
    return (
      <section
        className="rounded-2xl border border-line bg-surface-raised p-6"
        data-testid="subscription-card"
      >
        <p role="status" className="text-ink-muted">
          {t('subscription.loading')}
        </p>
      </section>
    );
  }
  const { entitlements } = data;
  const statusText = {
    free: t('subscription.statusFree'),
    active: t('subscription.statusActive'),
    expired: t('subscription.statusExpired'),
  }[data.status];
  return (
    <section
      className="rounded-2xl border border-line bg-surface-raised p-6"
      data-testid="subscription-card"
      aria-labelledby="subscription-title"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="subscription-title" className="text-xl font-semibold">
          {t('subscription.title')}
        </h2>
        {data.plan !== 'premium' && (
          <Link href="/pricing" className={buttonClasses('primary', 'sm')} data-testid="subscription-upgrade">
            {t('subscription.upgrade')}
          </Link>
        )}
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('subscription.plan')}</dt>
          <dd className="font-semibold" data-testid="subscription-plan" data-plan={data.plan}>
            {t(`plans.${data.plan}.name`)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('subscription.status')}</dt>
          <dd data-testid="subscription-status">{statusText}</dd>
        </div>
        {data.currentPeriodEnd && (
          <div>
            <dt className="text-sm text-ink-muted">{t('subscription.periodEnd')}</dt>
            <dd>{formatDate(data.currentPeriodEnd, i18n.language)}</dd>
          </div>
        )}
      </dl>
      {data.scheduled && (
        <p className="mt-3 text-sm" data-testid="subscription-scheduled">
          {tux('planChange.scheduled', {
            plan: t(`plans.${data.scheduled.plan}.name`),
            date: formatDate(data.scheduled.startsAt, i18n.language),
          })}
        </p>
      )}
      <h3 className="mt-6 font-semibold">{t('subscription.unlocks')}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-ink-muted" data-testid="subscription-unlocks">
        <li>
          {t('subscription.exerciseTypes', {
            types: entitlements.exerciseTypes
              .map((type) => t(`exerciseTypes.${type}`))
              .join(i18n.language === 'ar' ? '، ' : ', '),
          })}
        </li>
        <li>
          {judging.data?.aiSecondOpinion === false
            ? t('subscription.builtInOnly')
            : entitlements.dailyAiAnswers === null
              ? t('subscription.aiUnlimited')
              : t('subscription.aiLeft', {
                  count: entitlements.aiAnswersLeftToday ?? 0,
                  limit: entitlements.dailyAiAnswers,
                })}
        </li>
        <li>{t('subscription.phrasePool', { count: entitlements.phrasePoolSize })}</li>
      </ul>
    </section>
  );
}
