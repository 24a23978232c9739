import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client/api-error';

const MAX_READ_RETRIES = 3;

/** Reads retry only what may pass on its own (network, 502/503/504), with backoff; mutations never. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && error instanceof ApiError && error.transient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetryRead,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 8_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
