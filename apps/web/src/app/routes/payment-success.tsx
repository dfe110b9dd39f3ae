import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.paymentSuccess.title')} intro={t('pages.paymentSuccess.intro')} testId="page-payment-success" />;
}
