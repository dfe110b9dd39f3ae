import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { judgingQuery, subscriptionQuery } from '../../billing';
import { useSession } from '../../session';

/**
 * Who checks the learner's answers: with no AI on this server the built-in judge checks every one, and no AI
 * counter is shown (it would never move); with an AI, the second opinions left today from the plan.
 */
export function JudgingStatus() {
  const { t } = useTranslation('pricing');
  const session = useSession();
  const judging = useQuery(judgingQuery());
  const subscription = useQuery(
    subscriptionQuery(session.status === 'signedIn' ? session.user.id : undefined),
  );
  if (!judging.data) return null;
  let text: string | undefined;
  if (!judging.data.aiSecondOpinion) text = t('judging.builtInOnly');
  else {
    const entitlements = subscription.data?.entitlements;
    if (!entitlements) return null;
    text =
      entitlements.dailyAiAnswers === null
        ? t('subscription.aiUnlimited')
        : t('subscription.aiLeft', {
            count: entitlements.aiAnswersLeftToday ?? 0,
            limit: entitlements.dailyAiAnswers,
          });
  }
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted" data-testid="dashboard-judging">
      <Sparkles aria-hidden className="size-4" />
      {text}
    </p>
  );
}
