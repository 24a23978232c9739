// The seeded history of the flaky cases (isFlakyCase): from the oldest run on, each of their executions
// ends the other way than the one before, so the dashboard's flakiness score has real cases to find.
import { FAILED_STATUSES } from '../../contract/codes';
import { finishedDetail, isFlakyCase, outcomeFor } from '../execution/case-outcome';
import type { StoredRun } from '../store/store-types';
import { executionFacts, type RunSources } from './generate-runs';

/**
 * Rewrites the flaky cases' rows in place (the runs' lazy parts read the same arrays) and the runs' counts.
 * `executedBefore` counts a case's executions older than these runs, for runs added to a history. A pass with
 * output on an interface whose own field differs that day fails all the same (outcomeFor): there it cannot pass.
 */
export function alternateFlakyCases(
  runsNewestFirst: readonly StoredRun[],
  sources: RunSources,
  executedBefore: (caseId: string) => number = () => 0,
): void {
  const executions = new Map<string, number>();
  for (const { details, record } of runsNewestFirst.toReversed()) {
    let changed = false;
    details.forEach((detail, index) => {
      if (!isFlakyCase(detail.CASEID)) return;
      const count = executions.get(detail.CASEID) ?? executedBefore(detail.CASEID);
      executions.set(detail.CASEID, count + 1);
      const shouldFail = count % 2 === 1;
      // A seeded outcome already on the wanted side stays as it is (a warning or an abort included).
      if (FAILED_STATUSES.includes(detail.STATUS) === shouldFail) return;
      const testCase = sources.testCases.get(detail.CASEID)!;
      details[index] = finishedDetail(
        testCase,
        outcomeFor(shouldFail ? 'E' : 'S', executionFacts(sources, testCase, record.RUN_ID, detail.END_DATE)),
        record.RUN_ID,
        {
          startedDate: detail.STARTED_DATE,
          startedTime: detail.STARTED_TIME,
          endDate: detail.END_DATE,
          endTime: detail.END_TIME,
        },
      );
      changed = true;
    });
    if (!changed) continue;
    record.TC_FAILED = details.filter((detail) => FAILED_STATUSES.includes(detail.STATUS)).length;
    record.TC_PASSED = details.length - record.TC_FAILED;
  }
}
