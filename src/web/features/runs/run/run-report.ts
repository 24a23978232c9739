import type { ReportMembers } from '../../../../contract/requests';
import { unpadId } from '../../../../contract/ids';
import type { TestRun } from '../../../../contract/records';

/**
 * The report filters that select this run's executions and, as far as the filters can tell runs apart, no
 * other run's: its cases, started on its date at its second, by its user, of its type when the service says.
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
