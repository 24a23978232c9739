import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TestRunReadQuery } from '../../contract/query-options';
import { isRunFinished, testRunSchema, type TestRun } from '../../contract/records';
import { ApiError } from '../http/api-error';
import { getRecords } from '../http/api-client';
import { invalidateRunEffects, testRunKeys } from '../query-keys';
import { nextPollDelay, progressSignature } from './run-polling';
import { getLiveRun } from '../dashboard/live-run';

/** One run; DETAILS, COMPARISON and METADATA only when asked for. */
export async function getTestRun(id: string, query: TestRunReadQuery = {}, signal?: AbortSignal): Promise<TestRun> {
  const [run] = await getRecords(`/testruns/${encodeURIComponent(id)}`, testRunSchema, { query, signal });
  if (!run) throw new ApiError(404, 'NOT_FOUND', `Test run ${id} does not exist.`, `GET /testruns/${id}`);
  return run;
}

/** Everything a run holds: its test cases, field comparisons and middleware metadata (the run page's read). */
export const FULL_RUN_READ = { $includeDetails: true, $includeComparison: true, $includeMetadata: true } as const;

/** A run with its test case results: the one cache entry compare and history share. */
export const WITH_DETAILS = { $includeDetails: true } as const;

/** How old the store's copy of a run in progress may be and still stand in for the service's (its sync is behind). */
const STORE_COPY_FRESH_MS = 30_000;

/**
 * The next read of a run followed live: while it is in progress, the dashboard server's store answers (its sync
 * reads the run once for every tab watching it), unless there is no store or its copy is stale. A run the store
 * says has ended is read from the service once more, for the lists the store does not keep (variables,
 * comparison, metadata); a run that has not started being followed is the service's.
 */
async function followRead(
  id: string,
  query: TestRunReadQuery,
  held: TestRun | undefined,
  page: boolean,
  signal: AbortSignal,
): Promise<TestRun> {
  if (held && !isRunFinished(held)) {
    const live = await getLiveRun(id, page, signal);
    if (live?.run && !isRunFinished(live.run) && (live.ageMs ?? Infinity) < STORE_COPY_FRESH_MS) {
      // The run's own members and its test cases' progress; its other lists as the service last gave them.
      const { DETAILS, VARIABLES: _variables, COMPARISON: _comparison, METADATA: _metadata, ...listed } = live.run;
      return { ...held, ...listed, DETAILS: query.$includeDetails ? DETAILS : held.DETAILS };
    }
  }
  return getTestRun(id, query, signal);
}

export function testRunQueryOptions(id: string, query: TestRunReadQuery = {}) {
  return queryOptions({
    queryKey: testRunKeys.detail(id, query),
    queryFn: ({ signal }) => getTestRun(id, query, signal),
  });
}

/**
 * One run, followed live while it is in progress (polling backs off while nothing changes and after
 * errors, and stops when the run finishes or nobody watches). When it finishes, the test cases and run
 * lists it changed are refreshed everywhere.
 */
export function useTestRun(
  id: string,
  query: TestRunReadQuery = {},
  options: {
    enabled?: boolean;
    /** Keep polling while the tab is hidden (to tell when a run ends). */ inBackground?: boolean;
    /** The run's own page: its reader watches it, so the server's sync reads it every few seconds. */
    page?: boolean;
  } = {},
) {
  const queryClient = useQueryClient();
  const unchanged = useRef({ signature: '', polls: 0, answeredAt: 0 });
  const read = testRunQueryOptions(id, query);
  const result = useQuery({
    ...read,
    queryFn: ({ signal }) =>
      followRead(id, query, queryClient.getQueryData(read.queryKey), options.page === true, signal),
    // Asked on every render, not only after an answer: counting each answer once keeps the delay the same
    // between answers, so a page that renders often neither restarts the timer nor backs off for nothing.
    refetchInterval: (current) => {
      const run = current.state.data;
      if (run && current.state.dataUpdatedAt !== unchanged.current.answeredAt) {
        const signature = progressSignature(run);
        const answeredAt = current.state.dataUpdatedAt;
        unchanged.current =
          signature === unchanged.current.signature
            ? { signature, polls: unchanged.current.polls + 1, answeredAt }
            : { signature, polls: 0, answeredAt };
      }
      return nextPollDelay(run, unchanged.current.polls, current.state.fetchFailureCount);
    },
    refetchIntervalInBackground: options.inBackground === true,
    enabled: Boolean(id) && options.enabled !== false,
  });

  const finished = result.data ? isRunFinished(result.data) : undefined;
  const wasInProgress = useRef(false);
  useEffect(() => {
    if (finished === false) wasInProgress.current = true;
    if (finished && wasInProgress.current) {
      wasInProgress.current = false;
      void invalidateRunEffects(queryClient);
    }
  }, [finished, queryClient]);

  return result;
}
