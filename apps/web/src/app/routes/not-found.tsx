import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../components/layout/page';
import { buttonClasses } from '../../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound.title')} intro={t('pages.notFound.text')} testId="page-not-found">
      <Link href="/" className={buttonClasses('primary', 'md')}>
        {t('pages.notFound.home')}
      </Link>
    </Page>
  );
}
