// Retries while the service cannot be reached or its gateway fails: the network of a pipeline agent
// hiccups, an SAP system restarts. For reads and the report, which change nothing; never for starting a
// run, which must not start twice.
import { ApiError } from '../client/http/api-error';
import { untrustedCertificate } from './connection';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 15_000;

const retryDelay = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);

export const isTransient = (error: unknown) =>
  error instanceof ApiError && error.transient && !untrustedCertificate(error);

/** Waits `ms`, or rejects with the signal's reason once it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * `work`, or a rejection with the signal's reason as soon as it aborts. Node's fetch can leave a body that is
 * being read pending for ever when its request is aborted; with nothing else to wait for, the process then
 * ended with exit code 0 and without a word, instead of saying which run goes on.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error as Error);
      },
    );
  });
}

/** `action`, repeated up to `retries` more times with a doubling pause while it fails transiently. */
export async function withRetries<T>(
  action: () => Promise<T>,
  {
    retries,
    signal,
    onRetry,
  }: { retries: number; signal?: AbortSignal; onRetry?: (error: ApiError, waitMs: number) => void },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (!isTransient(error) || attempt >= retries) throw error;
      const wait = retryDelay(attempt);
      onRetry?.(error as ApiError, wait);
      await sleep(wait, signal);
    }
  }
}
