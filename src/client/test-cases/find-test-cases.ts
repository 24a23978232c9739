import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCaseQuery } from '../../contract/query-options';
import type { TestCase } from '../../contract/records';
import { testCaseKeys } from '../query-keys';

export interface FoundTestCases {
  found: TestCase[];
  /** More test cases match than `found` holds. */
  more: boolean;
}

/**
 * The first `limit` test cases matching the query, for a search box: it stops reading the answer there, so a
 * word that matches tens of thousands answers as fast as one that matches a few (not the full count).
 */
export async function findTestCases(
  query: TestCaseQuery,
  limit: number,
  signal?: AbortSignal,
): Promise<FoundTestCases> {
  // Read as it arrives, by code fetched at the first search, not with the screens that offer one.
  const { streamTestCases } = await import('./stream-test-cases');
  const enough = new AbortController();
  const stop = () => enough.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  const found: TestCase[] = [];
  try {
    for await (const batch of streamTestCases(query, enough.signal)) {
      found.push(...batch);
      if (found.length > limit) return { found: found.slice(0, limit), more: true };
    }
    return { found, more: false };
  } finally {
    signal?.removeEventListener('abort', stop);
    // Stopped early: the rest of the answer is not wanted.
    enough.abort();
  }
}

export function findTestCasesQueryOptions(query: TestCaseQuery, limit: number) {
  return queryOptions({
    queryKey: testCaseKeys.find(query, limit),
    queryFn: ({ signal }) => findTestCases(query, limit, signal),
  });
}

export function useFindTestCases(query: TestCaseQuery, limit: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findTestCasesQueryOptions(query, limit), ...options });
}
