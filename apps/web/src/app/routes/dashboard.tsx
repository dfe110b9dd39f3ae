import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function DashboardPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.dashboard.title')} intro={t('pages.dashboard.intro')} testId="page-dashboard" />;
}
