import { registerUserDataSection } from '../../lib/user-data.js';
import { aiUsageOf, deleteAiUsageOf, paymentsOf, subscriptionOf } from './billing.repository.js';

/**
 * Billing's sections of the user-data export (GET /api/me/export): the subscription, every payment attempt (the
 * audit trail, card shown only by brand and last four digits, as stored) and the daily AI usage counts.
 * Subscriptions and payments go with the user row (ON DELETE CASCADE); AI usage is keyed by user id without a
 * foreign key, so it is erased explicitly.
 */
export function registerBillingDataSections() {
  registerUserDataSection({
    name: 'subscription',
    async export(db, userId) {
      const row = await subscriptionOf(db, userId);
      if (!row) return null;
      return {
        planId: row.planId,
        currentPeriodStart: row.currentPeriodStart.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  });
  registerUserDataSection({
    name: 'payments',
    async export(db, userId) {
      const rows = await paymentsOf(db, userId);
      return rows.map((p) => ({
        merchantTransactionId: p.id,
        planId: p.planId,
        paymentMethod: p.paymentMethod,
        gateway: p.gateway,
        checkoutId: p.checkoutId,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        resultCode: p.resultCode,
        resultDescription: p.resultDescription,
        gatewayPaymentId: p.gatewayPaymentId,
        paymentBrand: p.paymentBrand,
        cardLast4: p.cardLast4,
        createdAt: p.createdAt.toISOString(),
        verifiedAt: p.verifiedAt?.toISOString() ?? null,
        activatedAt: p.activatedAt?.toISOString() ?? null,
      }));
    },
  });
  registerUserDataSection({
    name: 'aiUsage',
    export: (db, userId) => aiUsageOf(db, userId),
    erase: (tx, userId) => deleteAiUsageOf(tx, userId),
  });
}
