import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** docs/product.md §9: reads never go stale or refetch on their own, and nothing is retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
