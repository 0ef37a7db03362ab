import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../api/http';

/**
 * The spec's read rules (spec 1 §7): reads never go stale, never refetch on
 * focus or by interval, and nothing is retried. The default query function
 * GETs the query key joined with '/'.
 */
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
