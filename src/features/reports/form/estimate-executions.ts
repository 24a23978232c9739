// How many executions a report will hold, worked out from the run history the dashboard can read, so a
// manager knows before downloading whether the report is empty. What the run history cannot tell (content
// search is the server's alone; run types are an extra member older releases do not send) is left out, so
// the figure is then an upper bound, with the reason.
import { isUnfinishedStatus } from '../../../contract/codes';
import { padId } from '../../../contract/ids';
import type { TestRun } from '../../../contract/records';
import type { ReportFilters } from './report-form-model';

export interface Estimate {
  count: number;
  /** Why the count is only an upper bound; empty when it is exact. */
  caveats: string[];
}

/** `folderIds`: the chosen folders, with their sub-folders when asked; undefined for no folder filter. */
export function estimateExecutions(
  runs: readonly TestRun[],
  filters: ReportFilters,
  folderIds: ReadonlySet<string> | undefined,
): Estimate {
  const cases = filters.cases.length > 0 ? new Set(filters.cases.map(padId)) : undefined;
  const runTypes = filters.runTypes.length > 0 ? new Set(filters.runTypes) : undefined;
  const testTypes = filters.testTypes.length > 0 ? new Set(filters.testTypes.map(Number)) : undefined;
  const objects =
    filters.objects.length > 0 ? new Set(filters.objects.map((object) => object.toUpperCase())) : undefined;
  const users = filters.users.length > 0 ? new Set(filters.users.map((user) => user.toUpperCase())) : undefined;
  let count = 0;
  for (const run of runs) {
    if (filters.dateFrom && run.STARTED_DATE < filters.dateFrom) continue;
    if (filters.dateTo && run.STARTED_DATE > filters.dateTo) continue;
    if (filters.timeFrom && run.STARTED_TIME < filters.timeFrom) continue;
    if (filters.timeTo && run.STARTED_TIME > filters.timeTo) continue;
    if (runTypes && run.TYPE !== undefined && !runTypes.has(run.TYPE)) continue;
    if (users && !users.has(run.STARTED_BY.toUpperCase())) continue;
    for (const detail of run.DETAILS) {
      // As the service does (decisions.md §7: executed cases only), queued and running cases are no report row.
      if (isUnfinishedStatus(detail.STATUS)) continue;
      if (folderIds && !folderIds.has(detail.SCNRID)) continue;
      if (cases && !cases.has(detail.CASEID)) continue;
      if (testTypes && !testTypes.has(detail.IFTYPE)) continue;
      if (objects && !objects.has(detail.OBJDEFID.toUpperCase())) continue;
      count++;
    }
  }
  const caveats: string[] = [];
  if (filters.contentSearch.trim()) caveats.push('the content search is done by the service');
  if (runTypes && runs.some((run) => run.TYPE === undefined)) caveats.push('this service does not tell the run types');
  return { count, caveats };
}
