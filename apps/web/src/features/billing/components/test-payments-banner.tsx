import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentGatewayQuery } from '../api';

/**
 * Says plainly that payments here are pretend (the embedded sandbox gateway is on), so nobody mistakes a test
 * deployment for a shop, and a newcomer knows to use the test cards. Nothing is shown for a real gateway.
 */
export function TestPaymentsBanner() {
  const { t } = useTranslation('security');
  const gateway = useQuery(paymentGatewayQuery());
  if (gateway.data?.gateway !== 'sandbox') return null;
  return (
    <div
      role="note"
      data-testid="test-payments-banner"
      className="mb-6 rounded-md border border-accent bg-accent-soft px-4 py-3 text-ink"
    >
      <strong className="me-2">{t('testPayments.title')}</strong>
      <span>{t('testPayments.body')}</span>
    </div>
  );
}
