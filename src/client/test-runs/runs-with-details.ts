import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { TestRun } from '../../contract/records';
import { testRunQueryOptions, WITH_DETAILS } from './get-test-run';

export interface RunsWithDetails {
  /** The runs read so far, in the order asked for. */
  runs: TestRun[];
  pending: boolean;
  error: Error | null;
}

// Declared once, so React Query keeps the combined result (and the runs array in it) until a read changes:
// screens memoise work on that array.
function combine(results: UseQueryResult<TestRun>[]): RunsWithDetails {
  return {
    runs: results.flatMap((result) => (result.data ? [result.data] : [])),
    pending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** Several runs with their DETAILS, read in parallel (each cached on its own). */
export function useRunsWithDetails(ids: readonly string[]): RunsWithDetails {
  return useQueries({ queries: ids.map((id) => testRunQueryOptions(id, WITH_DETAILS)), combine });
}
