import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  daysBefore,
  earlierRunsOfName,
  isSelectivePattern,
  runFamilyPattern,
  sameTestCases,
  startedBefore,
} from '../../analysis/previous-run';
import type { TestRunQuery } from '../../contract/query-options';
import type { TestRun } from '../../contract/records';
import { testRunKeys } from '../query-keys';
import { getTestCaseResults } from '../test-cases/get-test-case-results';
import { getTestRun } from './get-test-run';
import { getTestRuns } from './get-test-runs';

/** How many earlier runs a run page looks back at (the previous one and its history for first/last seen). */
const HISTORY_LIMIT = 5;
/** Most runs of a name ran within the last week; only when none did is the whole history asked for. */
const NEAR_DAYS = 7;

export interface PreviousRuns {
  /** Earlier runs, newest first: the first is "the previous run". Empty when there is none. */
  runIds: string[];
  matchedBy: 'name' | 'test cases' | undefined;
}

/**
 * The runs before `run`: the latest earlier runs of its name (dates in the name aside), else those of the same
 * test cases. Reads only what it needs: a name-filtered, date-bounded list, or the result history of one of the
 * run's test cases and a few of those runs; never the whole run list.
 */
export async function findPreviousRuns(run: TestRun, signal?: AbortSignal): Promise<PreviousRuns> {
  const pattern = runFamilyPattern(run.NAME);
  if (isSelectivePattern(pattern)) {
    for (const from of [daysBefore(run.STARTED_DATE, NEAR_DAYS), undefined]) {
      const query: TestRunQuery = { NAME: pattern, STARTED_TO: run.STARTED_DATE };
      if (from) query.STARTED_FROM = from;
      const earlier = earlierRunsOfName(run, await getTestRuns(query, signal), HISTORY_LIMIT);
      if (earlier.length > 0) return { runIds: earlier.map((each) => each.RUN_ID), matchedBy: 'name' };
    }
  }
  const [first] = run.DETAILS;
  if (!first) return { runIds: [], matchedBy: undefined };
  // The runs that executed one of its test cases are the only ones that can have executed all of them.
  const candidateIds = [...new Set((await getTestCaseResults(first.CASEID, signal)).map((result) => result.RUN_ID))]
    .filter((id) => id !== run.RUN_ID)
    .slice(0, HISTORY_LIMIT);
  const candidates = await Promise.all(candidateIds.map((id) => getTestRun(id, { $includeDetails: true }, signal)));
  const same = candidates.filter((candidate) => startedBefore(candidate, run) && sameTestCases(candidate, run));
  return {
    runIds: same.slice(0, HISTORY_LIMIT).map((each) => each.RUN_ID),
    matchedBy: same.length > 0 ? 'test cases' : undefined,
  };
}

export function previousRunsQueryOptions(run: TestRun) {
  return queryOptions({
    queryKey: testRunKeys.previous(run.RUN_ID),
    queryFn: ({ signal }) => findPreviousRuns(run, signal),
  });
}

export function usePreviousRuns(run: TestRun, options: { enabled?: boolean } = {}) {
  return useQuery({ ...previousRunsQueryOptions(run), enabled: options.enabled !== false });
}
