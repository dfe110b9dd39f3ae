import { isPaidPlanId, PAYMENT_METHODS, type PaidPlanId, type PaymentMethod } from '@lisan/contract';
import { STORAGE_KEYS } from '../../../lib/storage';

/**
 * What the learner typed into the purchase modal, kept for the tab's life (session storage: an address is not
 * left behind on a shared computer), so that Try Again after a declined payment reopens the modal as they left it.
 * The card itself is typed into the gateway's widget and never passes through here.
 */
export interface SavedPurchase {
  planId: PaidPlanId;
  method: PaymentMethod;
  details: Record<string, string>;
}

export function rememberPurchase(purchase: SavedPurchase): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.purchaseRetry, JSON.stringify(purchase));
  } catch {
    // No storage: Try Again opens an empty modal, as before.
  }
}

export function savedPurchase(): SavedPurchase | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.purchaseRetry) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { planId, method, details } = value as Partial<SavedPurchase>;
    if (!isPaidPlanId(planId) || !PAYMENT_METHODS.includes(method as PaymentMethod)) return null;
    if (!details || typeof details !== 'object') return null;
    const strings = Object.fromEntries(
      Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { planId, method: method as PaymentMethod, details: strings };
  } catch {
    return null;
  }
}
