import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { AnalyticsSection } from '../../features/analytics';
import { useActingUserId } from '../../features/session';

/** Pronunciation, grammar accuracy and vocabulary, linked from the dashboard. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const userId = useActingUserId();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8" data-testid="page-analytics">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
        </div>
        <Link href="/dashboard" className={buttonClasses('ghost', 'md')}>
          {t('back')}
        </Link>
      </div>
      <AnalyticsSection userId={userId} />
    </div>
  );
}
