// How many executions a report will hold, worked out from the run history the dashboard can read, so a
// manager knows before downloading whether the report is empty. It matches with the service's own predicate
// (contract/report-filter.ts). What the run history cannot tell (content search is the server's alone; run
// types are an extra member older releases do not send) is left out, so the figure is then an upper bound,
// with the reason. The browser's worker counts the service's runs with it; the dashboard server's count over
// its store is proven equal to it (server/history/read/report-count.test.ts).
import {
  executionMatches,
  reportFilter,
  runMatches,
  type FilteredExecution,
  type FilteredRun,
} from '../contract/report-filter';
import type { ReportMembers } from '../contract/requests';

/** What the estimate reads of a run (a TestRun read with `$includeDetails` is one). */
export interface CountedRun extends FilteredRun {
  DETAILS: readonly FilteredExecution[];
}

export interface Estimate {
  count: number;
  /** Why the count is only an upper bound; empty when it is exact. */
  caveats: string[];
}

/** Values the runs of a date range offer as choices. */
export interface OfferedValues {
  users: string[];
  objects: string[];
  testTypes: number[];
}

/** `someRunUntyped`: a run of the date range came without TYPE, so a run type filter cannot be applied to it. */
export function estimateCaveats(members: ReportMembers, someRunUntyped: boolean): string[] {
  const caveats: string[] = [];
  if (members.CONTENT_SEARCH_TEXT?.trim()) caveats.push('the content search is done by the service');
  if ((members.TEST_RUN_TYPES?.length ?? 0) > 0 && someRunUntyped)
    caveats.push('this service does not tell the run types');
  return caveats;
}

/** `folderIds`: the chosen folders, with their sub-folders when asked; undefined for no folder filter. */
export function estimateExecutions(
  runs: readonly CountedRun[],
  members: ReportMembers,
  folderIds: ReadonlySet<string> | undefined,
): Estimate {
  const filter = reportFilter(members, folderIds);
  let count = 0;
  for (const run of runs) {
    if (!runMatches(filter, run)) continue;
    for (const detail of run.DETAILS) if (executionMatches(filter, detail)) count++;
  }
  return {
    count,
    caveats: estimateCaveats(
      members,
      runs.some((run) => run.TYPE === undefined),
    ),
  };
}

const sortedText = (values: Iterable<string>) => [...values].filter(Boolean).toSorted();

/** The choices, sorted as the form lists them; empty texts are no choice. */
export function offeredValues(
  users: Iterable<string>,
  objects: Iterable<string>,
  testTypes: Iterable<number>,
): OfferedValues {
  return {
    users: sortedText(new Set(users)),
    objects: sortedText(new Set(objects)),
    testTypes: [...new Set(testTypes)].toSorted((a, b) => a - b),
  };
}
