import type { PaymentMethod } from '@lisan/contract';
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  checkoutParameters,
  type CheckoutInput,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
  type PreparedCheckout,
  type RefundInput,
} from './payment-gateway.js';
import { CHECKOUT_CREATED, classifyResultCode } from './result-codes.js';

export interface HyperPayOptions {
  /** e.g. https://eu-test.oppwa.com, https://oppwa.com, or the sandbox's http://host/sandbox/hyperpay. */
  baseUrl: string;
  accessToken: string;
  entityMada: string;
  entityCard: string;
  timeoutMs?: number;
}

/** The JSON OPPWA answers with; only the fields we read. */
interface OppwaResponse {
  id?: string;
  amount?: string;
  currency?: string;
  merchantTransactionId?: string;
  paymentBrand?: string;
  card?: { last4Digits?: string };
  result?: { code?: string; description?: string; parameterErrors?: { name?: string; message?: string }[] };
}

/**
 * HyperPay COPYandPAY client: form-encoded requests with a Bearer token, one entity for
 * MADA and another for cards, and outcomes read from `result.code` whatever the HTTP status.
 */
export class HyperPayGateway implements PaymentGateway {
  readonly name = 'hyperpay';
  readonly widgetBaseUrl: string;
  private readonly baseUrl: string;

  constructor(private readonly options: HyperPayOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.widgetBaseUrl = this.baseUrl;
  }

  entityFor(method: PaymentMethod): string {
    return method === 'MADA' ? this.options.entityMada : this.options.entityCard;
  }

  async createCheckout(input: CheckoutInput): Promise<PreparedCheckout> {
    const entityId = this.entityFor(input.method);
    const body = new URLSearchParams(checkoutParameters(input, entityId));
    const json = await this.call('POST', '/v1/checkouts', body);
    const code = json.result?.code ?? '';
    if (code === CHECKOUT_CREATED && json.id) return { checkoutId: json.id, entityId };
    const problems = json.result?.parameterErrors ?? [];
    if (problems.length > 0) {
      // Our own validation runs first, so this is rare; naming the parameter lets the user correct it.
      const detail = problems.map((p) => `${p.name ?? '?'}: ${p.message ?? 'invalid'}`).join('; ');
      throw new GatewayRejectedError(`The payment provider did not accept these details (${detail}).`);
    }
    throw new GatewayUnavailableError();
  }

  async paymentStatus(resourcePath: string, entityId: string): Promise<GatewayPaymentStatus> {
    const query = new URLSearchParams({ entityId });
    const json = await this.call('GET', `${resourcePath}?${query.toString()}`);
    const code = json.result?.code;
    if (!code) throw new GatewayUnavailableError();
    return {
      code,
      description: json.result?.description ?? '',
      kind: classifyResultCode(code),
      paymentId: json.id,
      amount: json.amount,
      currency: json.currency,
      merchantTransactionId: json.merchantTransactionId,
      paymentBrand: json.paymentBrand,
      cardLast4: json.card?.last4Digits,
    };
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    const body = new URLSearchParams({
      entityId: input.entityId,
      amount: input.amount,
      currency: input.currency,
      paymentType: 'RF',
    });
    const json = await this.call('POST', `/v1/payments/${encodeURIComponent(input.paymentId)}`, body);
    const code = json.result?.code;
    if (!code) throw new GatewayUnavailableError();
    return {
      code,
      description: json.result?.description ?? '',
      kind: classifyResultCode(code),
      refundId: json.id,
    };
  }

  /**
   * One request. A network failure, a timeout, a 5xx or a body that is not JSON means the gateway is
   * unavailable; a 4xx with a JSON body is an answer (OPPWA reports refusals that way).
   */
  private async call(method: 'GET' | 'POST', path: string, body?: URLSearchParams): Promise<OppwaResponse> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.accessToken}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: body?.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new GatewayUnavailableError();
    }
    if (response.status >= 500) throw new GatewayUnavailableError();
    try {
      return (await response.json()) as OppwaResponse;
    } catch {
      throw new GatewayUnavailableError();
    }
  }
}
