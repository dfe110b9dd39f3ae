import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function ProfilePage() {
  const { t } = useTranslation();
  return <Page title={t('pages.profile.title')} intro={t('pages.profile.intro')} testId="page-profile" />;
}
