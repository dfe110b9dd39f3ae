import type { PaymentMethod } from '@lisan/contract';
import type { Database } from '@lisan/db';
import {
  SANDBOX,
  createSandboxCheckout,
  refundSandboxPayment,
  sandboxCardLast4,
  sandboxPaymentStatus,
} from '../sandbox/sandbox.service.js';
import {
  GatewayRejectedError,
  checkoutIdFromResourcePath,
  checkoutParameters,
  type CheckoutInput,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
  type PreparedCheckout,
  type RefundInput,
} from './payment-gateway.js';
import { classifyResultCode } from './result-codes.js';

/** Where the app serves the sandbox protocol; the browser loads the widget from here. */
export const SANDBOX_BASE_PATH = '/sandbox/hyperpay';

/**
 * The embedded sandbox as a gateway. The server talks to it in-process (it does not know its own public address
 * to call itself over HTTP), with the same form parameters the HyperPay client sends, and reads the same answers.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly widgetBaseUrl = SANDBOX_BASE_PATH;

  constructor(private readonly db: Database) {}

  entityFor(method: PaymentMethod): string {
    return method === 'MADA' ? SANDBOX.entityMada : SANDBOX.entityCard;
  }

  async createCheckout(input: CheckoutInput): Promise<PreparedCheckout> {
    const entityId = this.entityFor(input.method);
    const answer = await createSandboxCheckout(this.db, Object.entries(checkoutParameters(input, entityId)));
    const id = answer.body.id;
    if (answer.status !== 200 || typeof id !== 'string') {
      const detail = (answer.body.result.parameterErrors ?? [])
        .map((p) => `${p.name}: ${p.message}`)
        .join('; ');
      throw new GatewayRejectedError(`The payment provider did not accept these details (${detail}).`);
    }
    return { checkoutId: id, entityId };
  }

  async paymentStatus(resourcePath: string, entityId: string): Promise<GatewayPaymentStatus> {
    const checkoutId = checkoutIdFromResourcePath(resourcePath) ?? '';
    const { body } = await sandboxPaymentStatus(this.db, checkoutId, entityId);
    return {
      code: body.result.code,
      description: body.result.description,
      kind: classifyResultCode(body.result.code),
      paymentId: typeof body.id === 'string' ? body.id : undefined,
      amount: typeof body.amount === 'string' ? body.amount : undefined,
      currency: typeof body.currency === 'string' ? body.currency : undefined,
      merchantTransactionId:
        typeof body.merchantTransactionId === 'string' ? body.merchantTransactionId : undefined,
      paymentBrand: typeof body.paymentBrand === 'string' ? body.paymentBrand : undefined,
      cardLast4: await sandboxCardLast4(this.db, checkoutId),
    };
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    const { body } = await refundSandboxPayment(this.db, input.paymentId, [
      ['entityId', input.entityId],
      ['amount', input.amount],
      ['currency', input.currency],
      ['paymentType', 'RF'],
    ]);
    return {
      code: body.result.code,
      description: body.result.description,
      kind: classifyResultCode(body.result.code),
      refundId: typeof body.id === 'string' ? body.id : undefined,
    };
  }
}
