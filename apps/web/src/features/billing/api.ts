import type {
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  JudgingResponse,
  PaymentGatewayResponse,
  PaidPlanId,
  PaymentMethod,
  PaymentStatusResponse,
  PlanChangeQuote,
  PricingResponse,
  SubscriptionResponse,
} from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

/** Fetchers for plans, checkout, payment result and the caller's subscription. */

export const pricingQuery = () =>
  queryOptions({
    queryKey: ['pricing'],
    queryFn: ({ signal }) => apiGet<PricingResponse>('/api/pricing', { signal }),
  });

/** What checks answers on this server: the built-in judge always, an AI second opinion where configured. */
export const judgingQuery = () =>
  queryOptions({
    queryKey: ['judging'],
    queryFn: ({ signal }) => apiGet<JudgingResponse>('/api/judging', { signal }),
    staleTime: Infinity,
  });

/** Which gateway takes payments on this server ('sandbox' shows the test-payments banner). */
export const paymentGatewayQuery = () =>
  queryOptions({
    queryKey: ['payment-gateway'],
    queryFn: ({ signal }) => apiGet<PaymentGatewayResponse>('/api/payment-gateway', { signal }),
    staleTime: Infinity,
  });

/** The signed-in user's plan; null when signed out (a 401 reads as null: docs/rules.md, The public API). */
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

/** What buying `planId` now would cost and do (GET /api/plan-change); asked each time the dialog opens. */
export const planChangeQuery = (
  planId: PaidPlanId,
  paymentMethod: PaymentMethod,
  userId: string | undefined,
) =>
  queryOptions({
    queryKey: ['plan-change', userId ?? 'anonymous', planId, paymentMethod],
    queryFn: ({ signal }) =>
      apiGet<PlanChangeQuote>(
        `/api/plan-change?${new URLSearchParams({ planId, paymentMethod }).toString()}`,
        { signal },
      ),
    enabled: userId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
