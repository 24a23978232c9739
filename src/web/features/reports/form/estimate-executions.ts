// How many executions a report will hold, worked out from the run history the dashboard can read, so a
// manager knows before downloading whether the report is empty. It matches with the service's own predicate
// (contract/report-filter.ts). What the run history cannot tell (content search is the server's alone; run
// types are an extra member older releases do not send) is left out, so the figure is then an upper bound,
// with the reason.
import {
  executionMatches,
  reportFilter,
  runMatches,
  type FilteredExecution,
  type FilteredRun,
} from '../../../../contract/report-filter';
import { toReportMembers, type ReportFilters } from './report-form-model';

/** What the estimate reads of a run (a TestRun read with `$includeDetails` is one). */
export interface CountedRun extends FilteredRun {
  DETAILS: readonly FilteredExecution[];
}

export interface Estimate {
  count: number;
  /** Why the count is only an upper bound; empty when it is exact. */
  caveats: string[];
}

/** `folderIds`: the chosen folders, with their sub-folders when asked; undefined for no folder filter. */
export function estimateExecutions(
  runs: readonly CountedRun[],
  filters: ReportFilters,
  folderIds: ReadonlySet<string> | undefined,
): Estimate {
  const filter = reportFilter(toReportMembers(filters), folderIds);
  let count = 0;
  for (const run of runs) {
    if (!runMatches(filter, run)) continue;
    for (const detail of run.DETAILS) if (executionMatches(filter, detail)) count++;
  }
  const caveats: string[] = [];
  if (filters.contentSearch.trim()) caveats.push('the content search is done by the service');
  if (filter.runTypes && runs.some((run) => run.TYPE === undefined))
    caveats.push('this service does not tell the run types');
  return { count, caveats };
}
