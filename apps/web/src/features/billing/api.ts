import {
  createCheckoutResponseSchema,
  paymentStatusResponseSchema,
  pricingResponseSchema,
  subscriptionResponseSchema,
  type CreateCheckoutRequest,
} from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

/** Fetchers for plans, checkout, payment result and the caller's subscription (spec §7). */

export const pricingQuery = () =>
  queryOptions({ queryKey: ['pricing'], queryFn: ({ signal }) => apiGet('/api/pricing', { schema: pricingResponseSchema, signal }) });

/** The signed-in user's plan; null when signed out (spec §7's 'return null' on 401). */
export const subscriptionQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['subscription', userId ?? 'anonymous'],
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/me/subscription', { schema: subscriptionResponseSchema, on401: 'returnNull', signal }),
    enabled: userId !== undefined,
  });

export function createCheckout(request: CreateCheckoutRequest) {
  return apiRequest('POST', '/api/create-checkout', { body: request, schema: createCheckoutResponseSchema });
}

export function fetchPaymentStatus(resourcePath: string, entityId: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ resourcePath });
  if (entityId) query.set('entityId', entityId);
  return apiGet(`/api/payment-status?${query.toString()}`, { schema: paymentStatusResponseSchema, signal });
}
