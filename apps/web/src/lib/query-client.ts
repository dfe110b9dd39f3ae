import { QueryClient } from '@tanstack/react-query';

/** No refetching on focus, interval or reconnect, no retries, and cached data never goes stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: false,
        retry: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
