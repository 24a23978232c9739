import { describe, expect, it } from 'vitest';
import { ApiError } from './http/api-error';
import { createQueryClient, isUnreachable, recoveryDelay, shouldRetryRead } from './query-client';

const failure = (status: number) => new ApiError(status, `HTTP_${status}`, 'failed', 'GET /testruns');

describe('retries', () => {
  it('retries a read after a network failure or a gateway error, at most three times', () => {
    for (const status of [0, 502, 503, 504]) {
      expect(shouldRetryRead(0, failure(status))).toBe(true);
      expect(shouldRetryRead(2, failure(status))).toBe(true);
      expect(shouldRetryRead(3, failure(status))).toBe(false);
    }
  });

  it('never retries what the request itself caused, a server bug or anything that is not an ApiError', () => {
    for (const status of [400, 401, 403, 404, 405, 413, 415, 500])
      expect(shouldRetryRead(0, failure(status))).toBe(false);
    expect(shouldRetryRead(0, new Error('render failed'))).toBe(false);
    expect(shouldRetryRead(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('backs off between read retries, and never retries a mutation: a run must not start twice', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.retry).toBe(shouldRetryRead);
    const delay = queries?.retryDelay as (attempt: number, error: unknown) => number;
    expect([0, 1, 2, 3, 10].map((attempt) => delay(attempt, failure(503)))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(mutations?.retry).toBe(false);
  });
});

describe('recovery of a screen that keeps trying', () => {
  it('tries again only when the service was unreachable, not when it refused the request', () => {
    for (const status of [0, 502, 503, 504]) expect(isUnreachable(failure(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 500]) expect(isUnreachable(failure(status))).toBe(false);
    expect(isUnreachable(new Error('render failed'))).toBe(false);
  });

  it('waits 8 s after the quick retries gave up, then longer, never more than 30 s', () => {
    expect([1, 2, 3, 4, 20].map(recoveryDelay)).toEqual([8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(recoveryDelay(0)).toBe(8_000);
  });
});
