import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function PricingPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.pricing.title')} intro={t('pages.pricing.intro')} testId="page-pricing" />;
}
