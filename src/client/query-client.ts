import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http/api-error';

const MAX_READ_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 8_000;
/** A history store still being opened (503 STORE_OPENING) opens within seconds: its reads wait a minute for it. */
const MAX_OPENING_RETRIES = 10;

/** Reads retry only what may pass on its own (network, 502/503/504), with backoff; mutations never. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'STORE_OPENING') return failureCount < MAX_OPENING_RETRIES;
  return failureCount < MAX_READ_RETRIES && isUnreachable(error);
}

/** The service could not be reached or its gateway failed: not the request's fault, so worth trying again. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.transient;
}

/** Wait before retry number `attempt`: doubling from half a second, never more than 8 s. */
export function readRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

// A screen that keeps trying waits 8 s (where the quick retries left off), then 16 s, then every 30 s.
const FIRST_RECOVERY_DELAY_MS = readRetryDelay(MAX_READ_RETRIES + 1);
const MAX_RECOVERY_DELAY_MS = 30_000;

/** Wait before a screen that keeps trying reads again, after `failures` failed reads in a row (each retried). */
export function recoveryDelay(failures: number): number {
  return Math.min(FIRST_RECOVERY_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_RECOVERY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
