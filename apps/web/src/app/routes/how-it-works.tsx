import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageActions } from '../../components/layout/article';
import { Page } from '../../components/layout/page';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../features/session';
import { formatNumber } from '../../lib/format';

export function HowItWorksPage() {
  const { t, i18n } = useTranslation(['common', 'public']);
  const session = useSession();
  const steps = t('public:howItWorks.steps', { returnObjects: true });
  return (
    <Page title={t('pages.howItWorks.title')} intro={t('pages.howItWorks.intro')} testId="page-how-it-works">
      <ol className="grid max-w-3xl gap-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-surface-raised p-6">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
            >
              {formatNumber(index + 1, i18n.language)}
            </span>
            <div>
              <h2 className="text-xl font-semibold">{step.title}</h2>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <PageActions>
        <Link
          href={session.status === 'signedIn' ? '/dashboard' : '/signup'}
          className={buttonClasses('primary', 'lg')}
        >
          {t('public:howItWorks.cta')}
        </Link>
        <Link href="/exercises" className={buttonClasses('secondary', 'lg')}>
          {t('public:features.tryIt')}
        </Link>
      </PageActions>
    </Page>
  );
}
