import { useQueries } from '@tanstack/react-query';
import type { TestRun } from '../../contract/records';
import { testRunQueryOptions } from './get-test-run';

/** The read options of a run with its test case results: the one cache entry compare and history share. */
export const WITH_DETAILS = { $includeDetails: true } as const;

export interface RunsWithDetails {
  /** The runs read so far, in the order asked for. */
  runs: TestRun[];
  pending: boolean;
  error: Error | null;
}

/** Several runs with their DETAILS, read in parallel (each cached on its own). */
export function useRunsWithDetails(ids: readonly string[]): RunsWithDetails {
  return useQueries({
    queries: ids.map((id) => testRunQueryOptions(id, WITH_DETAILS)),
    combine: (results) => ({
      runs: results.flatMap((result) => (result.data ? [result.data] : [])),
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
