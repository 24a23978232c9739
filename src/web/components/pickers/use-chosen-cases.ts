import { useQueries } from '@tanstack/react-query';
import { isNotFound } from '../../../client/http/api-error';
import { testCaseQueryOptions } from '../../../client/test-cases/get-test-case';
import { padId, unpadId } from '../../../contract/ids';
import type { TestCase } from '../../../contract/records';

// A description hardly changes while a form is open; chips should not flicker through refetches.
const STALE_MS = 5 * 60_000;

export interface ChosenCases {
  /** Descriptions by padded ID, of the cases read so far. */
  descriptions: ReadonlyMap<string, string>;
  /** Padded IDs the service does not have (a link's or a preset's, deleted since). */
  missing: ReadonlySet<string>;
}

/** The chosen test cases, read one by one (picks from a search are cached): their descriptions, and which do not exist. */
export function useChosenCases(ids: readonly string[]): ChosenCases {
  return useQueries({
    queries: ids.map((id) => ({ ...testCaseQueryOptions(unpadId(id)), staleTime: STALE_MS })),
    combine: (results) => ({
      descriptions: new Map(
        results.flatMap((result) => (result.data ? [[result.data.CASEID, result.data.DESCR] as const] : [])),
      ),
      missing: new Set(ids.flatMap((id, index) => (isNotFound(results[index]!.error) ? [padId(id)] : []))),
    }),
  });
}

/** The key a search hit is cached under, so the chip of a picked case needs no second read. */
export const chosenCaseKey = (testCase: TestCase) => testCaseQueryOptions(unpadId(testCase.CASEID)).queryKey;
