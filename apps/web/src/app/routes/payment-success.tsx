import { ERROR_TEXTS, type PaymentStatusResponse } from '@lisan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Page } from '../../components/layout/page';
import { buttonClasses } from '../../components/ui/button';
import { fetchPaymentStatus } from '../../features/billing';
import { ApiError } from '../../lib/api-client';

/**
 * The provider sends the shopper here with `id` and `resourcePath`. The page asks the server to
 * verify the payment and shows what the server says. Other query parameters (success, amount, …) are never
 * trusted: only the server's verification grants a plan.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('pricing');
  const params = new URLSearchParams(useSearch());
  const resourcePath = params.get('resourcePath');
  const entityId = params.get('entityId');
  const queryClient = useQueryClient();

  const status = useQuery({
    queryKey: ['payment-status', resourcePath, entityId],
    queryFn: ({ signal }) => fetchPaymentStatus(resourcePath ?? '', entityId, signal),
    enabled: resourcePath !== null && resourcePath !== '',
  });

  useEffect(() => {
    // A granted plan changes what the rest of the app may show.
    if (status.data?.success) void queryClient.invalidateQueries({ queryKey: ['subscription'] });
  }, [status.data?.success, queryClient]);

  let body: ReactNode;
  if (!resourcePath) {
    body = <Failure title={t('result.invalid')} />;
  } else if (status.isPending) {
    body = (
      <p role="status" className="text-ink-muted" data-testid="payment-verifying">
        {t('result.verifying')}
      </p>
    );
  } else if (status.isError) {
    const server = status.error instanceof ApiError ? status.error.serverMessage : undefined;
    body = (
      <Failure
        title={t('result.verifyFailed')}
        detail={server && server !== ERROR_TEXTS.failedToVerifyPayment ? server : undefined}
      />
    );
  } else {
    body = (
      <Outcome result={status.data} onCheckAgain={() => void status.refetch()} checking={status.isFetching} />
    );
  }

  return (
    <Page title={t('result.title')} testId="page-payment-success">
      <div className="max-w-xl">{body}</div>
    </Page>
  );
}

function Outcome({
  result,
  onCheckAgain,
  checking,
}: {
  result: PaymentStatusResponse;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation(['pricing', 'ux']);
  if (result.outcome === 'success') {
    return (
      <div
        className="rounded-2xl border border-success bg-surface-raised p-6"
        data-testid="payment-result-success"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold text-success">
          <CheckCircle2 aria-hidden className="size-6" />
          {t('result.successTitle')}
        </h2>
        <p className="mt-2">
          {t('result.successText', { plan: result.planId ? t(`plans.${result.planId}.name`) : '' })}
        </p>
        <Details result={result} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/dashboard" className={buttonClasses('primary')}>
            {t('result.goToDashboard')}
          </Link>
          <Link href="/profile" className={buttonClasses('secondary')}>
            {t('result.viewProfile')}
          </Link>
        </div>
      </div>
    );
  }
  if (result.outcome === 'pending' || result.outcome === 'review') {
    return (
      <div
        className="rounded-2xl border border-accent bg-accent-soft p-6"
        data-testid="payment-result-pending"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Clock aria-hidden className="size-6" />
          {result.outcome === 'pending' ? t('result.pendingTitle') : t('result.reviewTitle')}
        </h2>
        <p className="mt-2">{result.message}</p>
        <Details result={result} />
        {result.outcome === 'pending' && (
          <button
            type="button"
            className={buttonClasses('secondary', 'md', 'mt-6')}
            onClick={onCheckAgain}
            disabled={checking}
          >
            {t('result.checkAgain')}
          </button>
        )}
      </div>
    );
  }
  if (result.outcome === 'refund') {
    // Money arrived for a price that no longer held (an upgrade of a period that ended first): nothing was granted.
    return (
      <div
        className="rounded-2xl border border-accent bg-accent-soft p-6"
        role="alert"
        data-testid="payment-result-refund"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Clock aria-hidden className="size-6" />
          {t('result.refundTitle')}
        </h2>
        <p className="mt-2">
          {t('result.refundText', { plan: result.planId ? t(`plans.${result.planId}.name`) : '' })}
        </p>
        <Details result={result} />
        <Link href="/pricing" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('result.tryAgain')}
        </Link>
      </div>
    );
  }
  // The payer reads why in their language, never the gateway's raw text.
  return (
    <Failure
      title={t('result.failureTitle')}
      detail={t(`ux:payment.reason.${result.failureReason ?? 'other'}`)}
    />
  );
}

function Details({ result }: { result: PaymentStatusResponse }) {
  const { t } = useTranslation(['pricing', 'ux']);
  // "Paid" only once the payment succeeded; a pending or reviewed one shows the amount alone.
  const amountKey = result.outcome === 'success' ? 'result.paid' : 'ux:payment.amountDue';
  return (
    <dl className="mt-4 space-y-1 text-sm text-ink-muted">
      {result.amount && result.currency && (
        <dd className="text-start" data-testid="payment-amount">
          {t(amountKey, { amount: result.amount, currency: result.currency })}
        </dd>
      )}
      {result.transactionId && (
        <dd className="break-all">{t('result.transaction', { id: result.transactionId })}</dd>
      )}
    </dl>
  );
}

function Failure({ title, detail }: { title: string; detail?: string }) {
  const { t } = useTranslation('pricing');
  return (
    <div
      className="rounded-2xl border border-danger bg-danger-soft p-6"
      role="alert"
      data-testid="payment-result-failure"
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold text-danger">
        <XCircle aria-hidden className="size-6" />
        {title}
      </h2>
      {detail && (
        <p className="mt-2" data-testid="payment-failure-detail">
          {detail}
        </p>
      )}
      {/* Back to the purchase modal as the learner left it (what they typed is kept for the tab). */}
      <Link
        href="/pricing?retry=1"
        className={buttonClasses('primary', 'md', 'mt-6')}
        data-testid="payment-try-again"
      >
        {t('result.tryAgain')}
      </Link>
    </div>
  );
}
