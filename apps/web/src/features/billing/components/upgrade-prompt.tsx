import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';

/**
 * What a screen shows when the server answers 402 `plan_required` (e.g. a Basic learner opening a paid exercise
 * type): the server's message, which names the plan that allows it, and a way to the plans.
 */
export function UpgradePrompt({ message }: { message: string }) {
  const { t } = useTranslation('pricing');
  return (
    <div
      className="rounded-2xl border border-accent bg-accent-soft p-6"
      role="alert"
      data-testid="upgrade-prompt"
    >
      <p className="font-semibold">{t('upgrade.title')}</p>
      <p className="mt-1">{message}</p>
      <Link href="/pricing" className={buttonClasses('primary', 'md', 'mt-4')} data-testid="upgrade-link">
        {t('upgrade.action')}
      </Link>
    </div>
  );
}
