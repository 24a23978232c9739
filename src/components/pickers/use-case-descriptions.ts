import { useQueries } from '@tanstack/react-query';
import { testCaseQueryOptions } from '../../api/test-cases/get-test-case';
import { unpadId } from '../../contract/ids';
import type { TestCase } from '../../contract/records';

// A description hardly changes while a form is open; chips should not flicker through refetches.
const STALE_MS = 5 * 60_000;

/** Descriptions of the chosen test cases by padded ID, read one by one (picks from a search are cached). */
export function useCaseDescriptions(ids: readonly string[]): ReadonlyMap<string, string> {
  return useQueries({
    queries: ids.map((id) => ({ ...testCaseQueryOptions(unpadId(id)), staleTime: STALE_MS })),
    combine: (results) =>
      new Map(results.flatMap((result) => (result.data ? [[result.data.CASEID, result.data.DESCR] as const] : []))),
  });
}

/** The key a search hit is cached under, so the chip of a picked case needs no second read. */
export const chosenCaseKey = (testCase: TestCase) => testCaseQueryOptions(unpadId(testCase.CASEID)).queryKey;
