import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function FeaturesPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.features.title')} intro={t('pages.features.intro')} testId="page-features" />;
}
