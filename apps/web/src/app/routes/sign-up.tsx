import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function SignUpPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.signUp.title')} intro={t('pages.signUp.intro')} testId="page-signup" />;
}
