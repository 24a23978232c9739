import { ApiError } from '../http/api-error';

/**
 * The history store cannot answer: it is not open (503 STORE_NOT_OPEN: --store none, still opening, failed) or
 * there is no dashboard server in front of the service (404). A screen then reads the service itself.
 */
export const storeNotAnswering = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 503 && error.code === 'STORE_NOT_OPEN'));
