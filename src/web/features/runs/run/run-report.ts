import { getTestRuns } from '../../../../client/test-runs/get-test-runs';
import type { ReportMembers } from '../../../../contract/requests';
import { unpadId } from '../../../../contract/ids';
import type { ListedRun, TestRun } from '../../../../contract/records';
import { executionMatches, reportFilter, runMatches } from '../../../../contract/report-filter';

/**
 * The report filters that select this run's executions and, as far as the filters can tell runs apart, no
 * other run's: its cases, started on its date at its second, by its user, of its type when the service says.
 * The interface has no run ID filter (docs/interface/rest-v1.md#execution-report), so `runsSharingReport` checks.
 */
export function runReportMembers(run: TestRun): ReportMembers {
  const members: ReportMembers = {
    STARTED_DATE_FROM: run.STARTED_DATE,
    STARTED_DATE_TO: run.STARTED_DATE,
    STARTED_TIME_FROM: run.STARTED_TIME,
    STARTED_TIME_TO: run.STARTED_TIME,
  };
  if (run.DETAILS.length > 0) members.TEST_CASES = run.DETAILS.map((detail) => unpadId(detail.CASEID));
  if (run.STARTED_BY) members.STARTED_BY = [run.STARTED_BY];
  if (run.TYPE) members.TEST_RUN_TYPES = [run.TYPE];
  return members;
}

/**
 * The other runs whose executions the run's report holds too: started at the same second by the same user, of
 * the same type, with one of its cases executed (a pipeline starting runs side by side). Read with the same
 * predicate the service's report matches by; one day of one user's runs is a small read.
 */
export async function runsSharingReport(run: TestRun): Promise<ListedRun[]> {
  const filter = reportFilter(runReportMembers(run));
  const sameDay = await getTestRuns({
    STARTED_DATE: run.STARTED_DATE,
    ...(run.STARTED_BY ? { STARTED_BY: run.STARTED_BY } : {}),
    $includeDetails: true,
  });
  return sameDay.filter(
    (other) =>
      other.RUN_ID !== run.RUN_ID &&
      runMatches(filter, other) &&
      other.DETAILS.some((execution) => executionMatches(filter, execution)),
  );
}

// Characters some file system refuses (Windows' set is the widest) and control characters, which none shows.
// oxlint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const LONGEST_NAME = 80;

/**
 * `<run name>-<start date>-<first 8 of the run ID>[-<kind>].xlsx`, the name safe on every file system: unsafe
 * characters become `_`, and dots and spaces at the ends go (Windows drops them). An unnamed run is `run`. `kind`
 * tells another workbook of the run apart from the service's report (`triage`).
 */
export function runReportFileName(run: Pick<TestRun, 'NAME' | 'STARTED_DATE' | 'RUN_ID'>, kind?: string): string {
  const name =
    run.NAME.replace(UNSAFE, '_')
      .replace(/\s+/g, ' ')
      .slice(0, LONGEST_NAME)
      .replace(/^[\s.]+|[\s.]+$/g, '') || 'run';
  return `${name}-${run.STARTED_DATE}-${run.RUN_ID.slice(0, 8)}${kind ? `-${kind}` : ''}.xlsx`;
}
