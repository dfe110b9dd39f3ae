import type { PaymentMethod } from '@lisan/contract';
import { AppError } from '../../../errors.js';
import type { ResultKind } from './result-codes.js';

/** What a checkout is prepared with. Amounts are two-decimal strings, exactly as sent to the gateway. */
export interface CheckoutInput {
  method: PaymentMethod;
  amount: string;
  currency: string;
  merchantTransactionId: string;
  customer: {
    email: string;
    givenName: string;
    surname: string;
    street: string;
    city: string;
    state: string;
    country: string;
    postcode: string;
  };
}

export interface PreparedCheckout {
  checkoutId: string;
  /** The entity the checkout was made with; its status must be asked with the same one. */
  entityId: string;
}

/** The gateway's answer about a checkout's payment, reduced to what verification needs. */
export interface GatewayPaymentStatus {
  code: string;
  description: string;
  kind: ResultKind;
  paymentId?: string;
  amount?: string;
  currency?: string;
  merchantTransactionId?: string;
  paymentBrand?: string;
  cardLast4?: string;
}

/** A refund of a payment the gateway took: its id there, the entity it was taken with, what to give back. */
export interface RefundInput {
  paymentId: string;
  entityId: string;
  amount: string;
  currency: string;
}

/** The gateway's answer to a refund: its own transaction id for it when it was made. */
export interface GatewayRefund {
  code: string;
  description: string;
  kind: ResultKind;
  refundId?: string;
}

/**
 * A COPYandPAY-style gateway: the real HyperPay, or the embedded sandbox that speaks the same protocol.
 * The browser loads `{widgetBaseUrl}/v1/paymentWidgets.js?checkoutId=…` from whichever one prepared the checkout.
 */
export interface PaymentGateway {
  readonly name: 'hyperpay' | 'sandbox' | 'none';
  readonly widgetBaseUrl: string;
  entityFor(method: PaymentMethod): string;
  createCheckout(input: CheckoutInput): Promise<PreparedCheckout>;
  /** `resourcePath` is `/v1/checkouts/{id}/payment`; `entityId` the checkout's. */
  paymentStatus(resourcePath: string, entityId: string): Promise<GatewayPaymentStatus>;
  /** Back office: refunds a payment (`POST /v1/payments/{id}`, paymentType RF). */
  refund(input: RefundInput): Promise<GatewayRefund>;
}

/** The gateway could not be reached or answered nonsense: the user may retry later or use the other method. */
export class GatewayUnavailableError extends AppError {
  constructor(message = 'The payment service is temporarily unavailable. Please try again later.') {
    super(503, 'payment_gateway_unavailable', message);
  }
}

/** The gateway refused the checkout's parameters (e.g. a postcode it does not accept): the user can fix them. */
export class GatewayRejectedError extends AppError {
  constructor(message: string) {
    super(400, 'payment_details_rejected', message);
  }
}

/**
 * The form parameters of `POST /v1/checkouts`. Both gateways build them here, so the sandbox
 * validates exactly what HyperPay would receive.
 */
export function checkoutParameters(input: CheckoutInput, entityId: string): Record<string, string> {
  return {
    entityId,
    amount: input.amount,
    currency: input.currency,
    paymentType: 'DB',
    merchantTransactionId: input.merchantTransactionId,
    'customer.email': input.customer.email,
    'customer.givenName': input.customer.givenName,
    'customer.surname': input.customer.surname,
    'billing.street1': input.customer.street,
    'billing.city': input.customer.city,
    'billing.state': input.customer.state,
    'billing.country': input.customer.country,
    'billing.postcode': input.customer.postcode,
  };
}

/** `/v1/checkouts/{id}/payment` → id; anything else → undefined. */
export function checkoutIdFromResourcePath(resourcePath: string): string | undefined {
  return /^\/v1\/checkouts\/([A-Za-z0-9._-]{1,64})\/payment$/.exec(resourcePath)?.[1];
}

export function resourcePathOf(checkoutId: string): string {
  return `/v1/checkouts/${checkoutId}/payment`;
}
