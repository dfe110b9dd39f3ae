import type { Analytics, ErrorClass, PracticeItems } from '@lisan/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

const id = encodeURIComponent;

export const analyticsQueries = {
  all: (userId: string) =>
    queryOptions({
      queryKey: ['analytics', userId],
      queryFn: () => apiGet<Analytics>(`/api/analytics/${id(userId)}`),
    }),
  practice: (userId: string, errorClass: ErrorClass) =>
    queryOptions({
      queryKey: ['analytics-practice', userId, errorClass],
      queryFn: () => apiGet<PracticeItems>(`/api/analytics/${id(userId)}/practice/${errorClass}`),
    }),
};

export function refreshAnalytics(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['analytics'] });
}
