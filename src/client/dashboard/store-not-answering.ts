import { ApiError } from '../http/api-error';
import { shouldRetryRead } from '../query-client';

/**
 * The history store cannot answer: it is off or failed (503 STORE_NOT_OPEN) or there is no dashboard server in
 * front of the service (404). A screen that needs history then says so (NeedsStore). One still being opened
 * (503 STORE_OPENING) will answer: its reads retry (shouldRetryRead).
 */
export const storeNotAnswering = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 503 && error.code === 'STORE_NOT_OPEN'));

/** How the store's reads retry: a store that is off or absent will not answer on a second try either. */
export const retryStoreRead = (failureCount: number, error: Error): boolean =>
  !storeNotAnswering(error) && shouldRetryRead(failureCount, error);
