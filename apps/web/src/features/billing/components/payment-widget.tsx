import type { CreateCheckoutResponse } from '@lisan/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

declare global {
  interface Window {
    /** COPYandPAY options, read by the widget script when it loads. */
    wpwlOptions?: Record<string, unknown>;
    wpwl?: { unload?: () => void };
  }
}

/**
 * The payment provider's card form: the `form.paymentWidgets` it fills in, and its script loaded with the
 * checkout id from whichever gateway prepared the checkout (HyperPay's host, or this app's sandbox). The widget
 * sends the shopper to /payment-success when done.
 */
export function PaymentWidget({
  checkout,
  onLoadError,
}: {
  checkout: CreateCheckoutResponse;
  onLoadError: () => void;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    window.wpwlOptions = { locale: language, style: 'card', paymentTarget: '_top' };
    const script = document.createElement('script');
    script.src = `${checkout.widgetBaseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.checkoutId)}`;
    script.async = true;
    script.onerror = () => onLoadError();
    document.body.appendChild(script);
    return () => {
      // Loading the widget twice without unloading it leaves two forms wired to one page; unload first.
      window.wpwl?.unload?.();
      delete window.wpwl;
      script.remove();
    };
  }, [checkout.checkoutId, checkout.widgetBaseUrl, language, onLoadError]);

  return (
    <form
      key={checkout.checkoutId}
      action={`${window.location.origin}/payment-success`}
      className="paymentWidgets"
      data-brands={checkout.brands}
      data-testid="payment-widget"
    />
  );
}
