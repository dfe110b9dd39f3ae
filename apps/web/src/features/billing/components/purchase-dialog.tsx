import {
  DEFAULT_CHECKOUT_COUNTRY,
  PAYMENT_METHODS,
  SANDBOX_TEST_CARDS,
  planById,
  type CreateCheckoutResponse,
  type PaidPlanId,
  type PaymentMethod,
} from '@lisan/contract';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useSession } from '../../session';
import { createCheckout } from '../api';
import { rememberPurchase, type SavedPurchase } from '../hooks/purchase-retry';
import { formatPrice } from './format';
import { PaymentWidget } from './payment-widget';
import { PlanChangeNotice, usePlanChange } from './plan-change-notice';

type Step =
  | { kind: 'details' }
  | { kind: 'creating' }
  | { kind: 'widget'; checkout: CreateCheckoutResponse }
  | { kind: 'error'; message: string };

const FIELDS = ['email', 'givenName', 'surname', 'street', 'city', 'state', 'country', 'postcode'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The purchase modal: payment method, customer details, then the provider's widget.
 * Pay stays disabled until email, given name and surname are filled; the address fields are required too.
 */
export function PurchaseDialog({
  planId,
  onClose,
  retry,
}: {
  planId: PaidPlanId | null;
  onClose: () => void;
  /** What the learner typed before a declined payment: Try Again reopens the modal with it. */
  retry?: SavedPurchase | null;
}) {
  const { t } = useTranslation('pricing');
  return (
    <Dialog.Root open={planId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="purchase-dialog"
          data-plan={planId ?? undefined}
          className="fixed inset-x-4 top-8 bottom-8 z-50 mx-auto max-w-lg overflow-x-hidden overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl focus:outline-none"
        >
          {planId && (
            <Checkout key={planId} planId={planId} retry={retry?.planId === planId ? retry : undefined} />
          )}
          <Dialog.Close asChild>
            <button
              type="button"
              className="absolute end-4 top-4 rounded-md p-1 text-ink-muted hover:bg-surface-sunken"
              aria-label={t('checkout.close')}
            >
              <X aria-hidden className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Checkout({ planId, retry }: { planId: PaidPlanId; retry?: SavedPurchase }) {
  const { t, i18n } = useTranslation('pricing');
  const session = useSession();
  const plan = planById(planId);
  const user = session.status === 'signedIn' ? session.user : undefined;
  const [method, setMethod] = useState<PaymentMethod>(retry?.method ?? 'MADA');
  const [details, setDetails] = useState<Record<Field, string>>(() => {
    const start: Record<Field, string> = {
      email: user?.email ?? '',
      givenName: user?.firstName ?? '',
      surname: user?.lastName ?? '',
      street: '',
      city: '',
      state: '',
      country: DEFAULT_CHECKOUT_COUNTRY,
      postcode: '',
    };
    for (const field of FIELDS) if (retry?.details[field] !== undefined) start[field] = retry.details[field];
    return start;
  });
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const change = usePlanChange(planId, method, user?.id);
  const canPay =
    !change.blocked &&
    details.email.trim() !== '' &&
    details.givenName.trim() !== '' &&
    details.surname.trim() !== '';
  const methodName = (m: PaymentMethod) => (m === 'MADA' ? t('checkout.mada') : t('checkout.visaMaster'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    setStep({ kind: 'creating' });
    rememberPurchase({ planId, method, details });
    try {
      const checkout = await createCheckout({ planId, paymentMethod: method, customerDetails: details });
      setStep({ kind: 'widget', checkout });
    } catch (error) {
      // On a server failure suggest the other method; otherwise the server's words, else the fallback.
      const message =
        error instanceof ApiError && error.status >= 500
          ? t('checkout.unavailable', { other: methodName(method === 'MADA' ? 'VISA_MASTER' : 'MADA') })
          : failureMessage(error, t('checkout.failedToCreate'));
      setStep({ kind: 'error', message });
    }
  };
  const loadErrorText = t('checkout.failedToLoadWidget');
  const onLoadError = useCallback(
    () => setStep({ kind: 'error', message: loadErrorText }),
    [loadErrorText, setStep],
  );

  return (
    <div>
      <Dialog.Title className="pe-8 text-xl font-bold">
        {t('checkout.title', { plan: t(`plans.${planId}.name`) })}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-ink-muted">
        {t('checkout.summary', { price: formatPrice(plan.price, plan.currency, i18n.language) })}
      </Dialog.Description>
      {step.kind !== 'widget' && <PlanChangeNotice planId={planId} userId={user?.id} quote={change.quote} />}

      {step.kind === 'error' && (
        <div className="mt-6 rounded-lg border border-danger bg-danger-soft p-4" role="alert">
          <p data-testid="checkout-error">{step.message}</p>
          <Button
            className="mt-3"
            variant="secondary"
            data-testid="checkout-try-again"
            onClick={() => setStep({ kind: 'details' })}
          >
            {t('checkout.tryAgain')}
          </Button>
        </div>
      )}

      {step.kind === 'widget' && (
        <div className="mt-6 space-y-4">
          <p className="font-medium" data-testid="checkout-amount">
            {t('checkout.amount', { amount: step.checkout.amount, currency: step.checkout.currency })}
          </p>
          <PaymentWidget checkout={step.checkout} onLoadError={onLoadError} />
          {step.checkout.sandbox && <SandboxCards brands={step.checkout.brands.split(' ')} />}
        </div>
      )}

      {(step.kind === 'details' || step.kind === 'creating') && (
        <form className="mt-6 space-y-6" onSubmit={submit}>
          <fieldset>
            <legend className="font-semibold">{t('checkout.method')}</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {PAYMENT_METHODS.map((m) => (
                <label
                  key={m}
                  className={`flex cursor-pointer flex-col rounded-lg border p-3 ${method === m ? 'border-brand ring-1 ring-brand' : 'border-line'}`}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={m}
                      checked={method === m}
                      onChange={() => setMethod(m)}
                      data-testid={`payment-method-${m}`}
                    />
                    {methodName(m)}
                  </span>
                  <span className="ms-6 text-sm text-ink-muted">
                    {m === 'MADA' ? t('checkout.madaHint') : t('checkout.visaMasterHint')}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 font-semibold">{t('checkout.details')}</legend>
            {FIELDS.map((field) => (
              <label
                key={field}
                className={`grid min-w-0 content-start gap-1 text-sm ${field === 'email' || field === 'street' ? 'sm:col-span-2' : ''}`}
              >
                <span className="font-medium">
                  {t(`checkout.${field}`)}{' '}
                  <span className="text-ink-muted">{`(${t('checkout.required')})`}</span>
                </span>
                <input
                  className="h-10 w-full min-w-0 rounded-lg border border-line bg-surface-raised px-3 text-base"
                  type={field === 'email' ? 'email' : 'text'}
                  dir={field === 'email' || field === 'country' || field === 'postcode' ? 'ltr' : undefined}
                  required
                  maxLength={field === 'country' ? 2 : 100}
                  autoComplete={AUTOCOMPLETE[field]}
                  value={details[field]}
                  onChange={(e) => setDetails((d) => ({ ...d, [field]: e.target.value }))}
                  data-testid={`checkout-${field}`}
                />
              </label>
            ))}
          </fieldset>

          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!canPay || step.kind === 'creating'}
            data-testid="checkout-submit"
          >
            {step.kind === 'creating' ? t('checkout.creating') : t('checkout.pay')}
          </Button>
        </form>
      )}
    </div>
  );
}

const AUTOCOMPLETE: Record<Field, string> = {
  email: 'email',
  givenName: 'given-name',
  surname: 'family-name',
  street: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country',
  postcode: 'postal-code',
};

/** The sandbox's test cards for this method, so anyone can try every outcome (only shown in test mode). */
function SandboxCards({ brands }: { brands: string[] }) {
  const { t } = useTranslation('pricing');
  const cards = SANDBOX_TEST_CARDS.filter((card) => brands.includes(card.brand));
  return (
    <aside
      className="rounded-lg border border-accent bg-accent-soft p-4 text-sm"
      data-testid="sandbox-test-cards"
    >
      <p className="font-semibold">{t('checkout.sandboxTitle')}</p>
      <p className="mt-1">{t('checkout.sandboxText')}</p>
      <ul className="mt-2 space-y-1">
        {cards.map((card) => (
          <li key={card.number}>
            <code dir="ltr">{card.number}</code>{' '}
            {`· ${card.brand} · ${t(`checkout.outcome.${card.outcome}`)}`}
          </li>
        ))}
      </ul>
    </aside>
  );
}
