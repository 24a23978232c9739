// Which executions (one executed test case in one run) a report includes: one predicate for the service's
// report and the dashboard's estimate of it, so the two cannot disagree (docs/interface/decisions.md#report-workbook-d7).
// Codes and users match ignoring case on both sides. The content search is not here: only the service has
// the texts it searches.
import { isUnfinishedStatus } from './codes';
import { padId } from './ids';
import type { ReportMembers } from './requests';

/** The report's filters, prepared once for matching many runs and executions. */
export interface ReportFilter {
  dateFrom: string | undefined;
  dateTo: string | undefined;
  timeFrom: string | undefined;
  timeTo: string | undefined;
  /** Upper case, as are users and automation objects. */
  runTypes: ReadonlySet<string> | undefined;
  users: ReadonlySet<string> | undefined;
  folderIds: ReadonlySet<string> | undefined;
  cases: ReadonlySet<string> | undefined;
  testTypes: ReadonlySet<number> | undefined;
  objects: ReadonlySet<string> | undefined;
}

/** The run members the filter reads; TYPE may be missing (older releases do not send it). */
export interface FilteredRun {
  STARTED_DATE: string;
  STARTED_TIME: string;
  STARTED_BY: string;
  TYPE?: string | undefined;
}

/** The execution members the filter reads. */
export interface FilteredExecution {
  STATUS: string;
  SCNRID: string;
  CASEID: string;
  IFTYPE: number;
  OBJDEFID: string;
}

const setOf = <T>(values: readonly string[] | undefined, map: (value: string) => T): ReadonlySet<T> | undefined =>
  values && values.length > 0 ? new Set(values.map(map)) : undefined;

const upper = (value: string) => value.toUpperCase();

/**
 * The filter of a report request. `folderIds`: the folders the request names, with their sub-folders when
 * INCLUDE_SUBFOLDERS asks for them (the caller knows the tree); undefined for no folder filter.
 */
export function reportFilter(members: ReportMembers, folderIds?: ReadonlySet<string>): ReportFilter {
  return {
    dateFrom: members.STARTED_DATE_FROM || undefined,
    dateTo: members.STARTED_DATE_TO || undefined,
    timeFrom: members.STARTED_TIME_FROM || undefined,
    timeTo: members.STARTED_TIME_TO || undefined,
    runTypes: setOf(members.TEST_RUN_TYPES, upper),
    users: setOf(members.STARTED_BY, upper),
    folderIds,
    cases: setOf(members.TEST_CASES, padId),
    testTypes: setOf(members.TEST_TYPES, Number),
    objects: setOf(members.AUTOMATION_OBJECTS, upper),
  };
}

/** Whether a run's own members pass the filter. A run without TYPE passes a run type filter. */
export function runMatches(filter: ReportFilter, run: FilteredRun): boolean {
  if (filter.dateFrom && run.STARTED_DATE < filter.dateFrom) return false;
  if (filter.dateTo && run.STARTED_DATE > filter.dateTo) return false;
  if (filter.timeFrom && run.STARTED_TIME < filter.timeFrom) return false;
  if (filter.timeTo && run.STARTED_TIME > filter.timeTo) return false;
  if (filter.runTypes && run.TYPE !== undefined && !filter.runTypes.has(run.TYPE.toUpperCase())) return false;
  if (filter.users && !filter.users.has(run.STARTED_BY.toUpperCase())) return false;
  return true;
}

/** Whether an execution of a matching run is a report row. */
export function executionMatches(filter: ReportFilter, execution: FilteredExecution): boolean {
  // Queued and running cases of a run in progress have not been executed yet, so they are no report row.
  if (isUnfinishedStatus(execution.STATUS)) return false;
  if (filter.folderIds && !filter.folderIds.has(execution.SCNRID)) return false;
  if (filter.cases && !filter.cases.has(execution.CASEID)) return false;
  if (filter.testTypes && !filter.testTypes.has(execution.IFTYPE)) return false;
  if (filter.objects && !filter.objects.has(execution.OBJDEFID.toUpperCase())) return false;
  return true;
}
