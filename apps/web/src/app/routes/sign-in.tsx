import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function SignInPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.signIn.title')} intro={t('pages.signIn.intro')} testId="page-signin" />;
}
