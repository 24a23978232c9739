// Runs to compare a run with, from the store: by words of their name among the runs of the quarter before it
// (the runs list's read, one short page), or by an ID typed whole.
import { useQuery } from '@tanstack/react-query';
import { daysBefore } from '../../analysis/previous-run';
import { fromRunRow } from '../../contract/dashboard-api/runs';
import { isHexId } from '../../contract/ids';
import type { ListedRun, TestRun } from '../../contract/records';
import { testRunKeys } from '../query-keys';
import { getLiveRun } from './live-run';
import { getRunsPage, runsListOptions } from './runs-reads';
import { retryStoreRead } from './store-not-answering';

/** Names are searched among the runs of the last quarter before the run, so a common word stays a short list. */
const SEARCH_DAYS = 92;

type Found = Pick<ListedRun, 'RUN_ID' | 'NAME' | 'STARTED_DATE' | 'STARTED_TIME'>;

async function searchRuns(typed: string, run: TestRun, limit: number, signal: AbortSignal): Promise<Found[]> {
  if (isHexId(typed)) {
    const found = (await getLiveRun(typed, false, signal))?.run;
    return found ? [found] : [];
  }
  const options = runsListOptions({
    q: typed,
    STARTED_FROM: daysBefore(run.STARTED_DATE, SEARCH_DAYS),
    STARTED_TO: run.STARTED_DATE,
  });
  // One more than shown: the run itself may be among them.
  const page = await getRunsPage({ ...options, dir: 'asc', filter: [] }, 0, limit + 1, signal);
  return page.rows.map(fromRunRow);
}

/** Other runs than `run` matching what was typed (two letters or more, or an ID), at most `limit`. */
export function useRunSearch(typed: string, run: TestRun, limit: number) {
  return useQuery({
    queryKey: testRunKeys.search(run.RUN_ID, typed, limit),
    queryFn: async ({ signal }) =>
      (await searchRuns(typed, run, limit, signal)).filter((match) => match.RUN_ID !== run.RUN_ID).slice(0, limit),
    enabled: isHexId(typed) || typed.length >= 2,
    retry: retryStoreRead,
  });
}
