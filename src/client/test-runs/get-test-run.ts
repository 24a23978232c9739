import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TestRunReadQuery } from '../../contract/query-options';
import { isRunFinished, testRunSchema, type TestRun } from '../../contract/records';
import { ApiError } from '../http/api-error';
import { getRecords } from '../http/api-client';
import { invalidateRunEffects, testRunKeys } from '../query-keys';
import { nextPollDelay, progressSignature } from './run-polling';
import { getLiveRun } from '../dashboard/live-run';
import { getStoredRunPage } from '../dashboard/stored-run-page';
import type { StoredDifferences } from '../../contract/dashboard-api/stored-run';

/** One run; DETAILS, COMPARISON and METADATA only when asked for. */
export async function getTestRun(id: string, query: TestRunReadQuery = {}, signal?: AbortSignal): Promise<TestRun> {
  const [run] = await getRecords(`/testruns/${encodeURIComponent(id)}`, testRunSchema, { query, signal });
  if (!run) throw new ApiError(404, 'NOT_FOUND', `Test run ${id} does not exist.`, `GET /testruns/${id}`);
  return run;
}

/** Everything a run holds: its test cases, field comparisons and middleware metadata (its page's read, storeless). */
export const FULL_RUN_READ = { $includeDetails: true, $includeComparison: true, $includeMetadata: true } as const;

/** A run with its test case results: the one cache entry compare and history share. */
export const WITH_DETAILS = { $includeDetails: true } as const;

/**
 * What a run's page from the store reads from the service when the reader opens it: the comparison, or the
 * variables (sent with every read) with the middleware metadata.
 */
export const COMPARISON_READ = { $includeComparison: true } as const;
export const VARIABLES_READ = { $includeMetadata: true } as const;

/**
 * A run as useTestRun holds it. `fromStore`: its page's read came from the history store, which keeps no variables
 * nor metadata and says what it kept of the comparison (COMPARISON holds the differing fields when `kept`).
 */
export type FollowedRun = TestRun & { fromStore?: { differences: StoredDifferences } };

/** How old the store's copy of a run in progress may be and still stand in for the service's (its sync is behind). */
const STORE_COPY_FRESH_MS = 30_000;

/**
 * The next read of a run followed live: while it is in progress, the dashboard server's store answers (its sync
 * reads the run once for every tab watching it), unless there is no store or its copy is stale. A finished run's
 * page (`page`) is the store's too, where the store holds the run as the service last listed it; otherwise, and
 * for every other screen, a run is the service's.
 */
async function followRead(
  id: string,
  query: TestRunReadQuery,
  held: TestRun | undefined,
  page: boolean,
  signal: AbortSignal,
): Promise<FollowedRun> {
  if (held && !isRunFinished(held)) {
    const live = await getLiveRun(id, page, signal);
    if (!live?.run) return getTestRun(id, query, signal);
    if (!isRunFinished(live.run)) {
      if ((live.ageMs ?? Infinity) >= STORE_COPY_FRESH_MS) return getTestRun(id, query, signal);
      // The run's own members and its test cases' progress; its other lists as the service last gave them.
      const { DETAILS, VARIABLES: _variables, COMPARISON: _comparison, METADATA: _metadata, ...listed } = live.run;
      return { ...held, ...listed, DETAILS: query.$includeDetails ? DETAILS : held.DETAILS };
    }
  }
  const stored = page ? await getStoredRunPage(id, signal) : null;
  if (stored) return { ...stored.run, fromStore: { differences: stored.differences } };
  return getTestRun(id, query, signal);
}

export function testRunQueryOptions(id: string, query: TestRunReadQuery = {}) {
  return queryOptions({
    queryKey: testRunKeys.detail(id, query),
    queryFn: ({ signal }) => getTestRun(id, query, signal),
  });
}

/** The read useTestRun makes, each from what the cache holds of the run: a route's loader starts the same. */
export function followedRunQueryOptions(client: QueryClient, id: string, query: TestRunReadQuery, page: boolean) {
  const key = testRunKeys.detail(id, query);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => followRead(id, query, client.getQueryData<TestRun>(key), page, signal),
  });
}

/**
 * One read of a finished run from the service, for a list its page shows only once the reader opens it: read once
 * for the page (a finished run's lists do not change), however often the reader opens and closes them.
 */
export const useTestRunRead = (id: string, query: TestRunReadQuery) =>
  useQuery({ ...testRunQueryOptions(id, query), staleTime: Infinity });

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
  const result = useQuery({
    ...followedRunQueryOptions(queryClient, id, query, options.page === true),
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
