import { ApiError } from '../http/api-error';
import { shouldRetryRead } from '../query-client';

/**
 * The history store cannot answer: it is not open (503 STORE_NOT_OPEN: --store none, still opening, failed) or
 * there is no dashboard server in front of the service (404). A screen that needs history then says how to turn
 * the store on.
 */
export const storeNotAnswering = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 503 && error.code === 'STORE_NOT_OPEN'));

/** How the store's reads retry: a store that is off or absent will not answer on a second try either. */
export const retryStoreRead = (failureCount: number, error: Error): boolean =>
  !storeNotAnswering(error) && shouldRetryRead(failureCount, error);
