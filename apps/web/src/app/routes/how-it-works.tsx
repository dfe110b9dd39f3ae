import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function HowItWorksPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.howItWorks.title')} intro={t('pages.howItWorks.intro')} testId="page-how-it-works" />;
}
