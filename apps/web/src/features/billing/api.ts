import type {
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  PaymentStatusResponse,
  PricingResponse,
  SubscriptionResponse,
} from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

/** Fetchers for plans, checkout, payment result and the caller's subscription (spec §7). */

export const pricingQuery = () =>
  queryOptions({
    queryKey: ['pricing'],
    queryFn: ({ signal }) => apiGet<PricingResponse>('/api/pricing', { signal }),
  });

/** The signed-in user's plan; null when signed out (spec §7's 'return null' on 401). */
export const subscriptionQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['subscription', userId ?? 'anonymous'],
    queryFn: ({ signal }) =>
      apiRequest<SubscriptionResponse>('GET', '/api/me/subscription', { on401: 'returnNull', signal }),
    enabled: userId !== undefined,
  });

export function createCheckout(request: CreateCheckoutRequest) {
  return apiRequest<CreateCheckoutResponse>('POST', '/api/create-checkout', { body: request });
}

export function fetchPaymentStatus(resourcePath: string, entityId: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ resourcePath });
  if (entityId) query.set('entityId', entityId);
  return apiGet<PaymentStatusResponse>(`/api/payment-status?${query.toString()}`, { signal });
}
