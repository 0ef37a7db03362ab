import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's read rules (spec 1 §7): reads never go stale, never refetch on
 * focus or by interval, and nothing is retried. Every read names its own typed
 * fetcher in its feature's api file (docs/adr/0014-one-api-client.md), so there
 * is no default query function.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
