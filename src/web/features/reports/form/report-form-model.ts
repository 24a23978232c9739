// The report builder's filters as plain data: validation, the exact POST /testexecreport body, quick date
// ranges from an injected clock.
import { isDateTypedInFull, isValidDate, isValidTime, toWireDateTime } from '../../../../contract/date-time';
import { unpadId } from '../../../../contract/ids';
import { routeSchemas, type ReportsSearch } from '../../../../routes/route-schemas';
import { notIdsInList, notNumericId, searchDefaults, tooLongInLink } from '../../../../routes/url-state';
import { REPORT_LIMITS } from '../../../../contract/report-limits';
import { reportRequestSchema, toFlag, type ReportMembers } from '../../../../contract/requests';

/** The filters are the report route's search params (navigation/route-schemas.ts): a report can be shared. */
export type ReportFilters = ReportsSearch;

/** Per date/time field, plus `request` for values the service would refuse that came from a link or a preset. */
export type ReportErrors = Partial<Record<'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo' | 'request', string>>;

const MEMBER_LABELS: Record<string, string> = {
  FOLDERS: 'Folders',
  TEST_CASES: 'Test cases',
  TEST_RUN_TYPES: 'Run types',
  TEST_TYPES: 'Test types',
  AUTOMATION_OBJECTS: 'Automation objects',
  STARTED_BY: 'Started by',
  CONTENT_SEARCH_TEXT: 'Content search text',
};

export function emptyReportFilters(): ReportFilters {
  return searchDefaults(routeSchemas.reports.search);
}

/**
 * A date of the URL that the date fields would not take (a link's): a year under 1000 is refused, so no count
 * starts reading every run since then.
 */
export function dateProblem(date: string): string | undefined {
  if (!date) return undefined;
  if (!isValidDate(date)) return 'Enter a real date as YYYY-MM-DD.';
  return isDateTypedInFull(date) ? undefined : 'Enter the year in full, four digits.';
}

export function validateReportFilters(filters: ReportFilters): ReportErrors {
  const errors: ReportErrors = {};
  for (const key of ['dateFrom', 'dateTo'] as const) {
    const problem = dateProblem(filters[key]);
    if (problem) errors[key] = problem;
  }
  if (!errors.dateFrom && !errors.dateTo && filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo)
    errors.dateTo = '"Started to" is before "Started from".';
  if (filters.timeFrom && !isValidTime(filters.timeFrom)) errors.timeFrom = 'Enter a time as HH:MM:SS.';
  if (filters.timeTo && !isValidTime(filters.timeTo)) errors.timeTo = 'Enter a time as HH:MM:SS.';
  // The service reads the times as a window within each day, so a reversed window matches nothing.
  if (!errors.timeFrom && !errors.timeTo && filters.timeFrom && filters.timeTo && filters.timeFrom > filters.timeTo)
    errors.timeTo = '"Start time to" is before "Start time from".';
  if (Object.keys(errors).length > 0) return errors;
  const request = reportRequestSchema.safeParse({ DATA: toReportMembers(filters) });
  if (!request.success) {
    const problems = request.error.issues.map(
      (issue) => `${MEMBER_LABELS[String(issue.path[1])] ?? String(issue.path[1])}: ${issue.message}`,
    );
    errors.request = `The service would refuse these filters. ${[...new Set(problems)].join('; ')}.`;
  }
  return errors;
}

/**
 * What of a link's folders and test cases the report builder could not use (not IDs, so its route dropped them), and a
 * content search longer than the service takes, each as a sentence saying why. Dates, times and run types it keeps, and says what is wrong with them at their fields.
 */
export function leftOutOfReportLink(search: URLSearchParams): string[] {
  return [
    ...notIdsInList(search, 'folders').map((value) => notNumericId('folder', value)),
    ...notIdsInList(search, 'cases').map((value) => notNumericId('test case', value)),
    ...tooLongInLink(search, 'contentSearch', 'Content search text', REPORT_LIMITS.CONTENT_SEARCH_TEXT),
  ];
}

/** The DATA of POST /testexecreport: only the filters the user set. */
export function toReportMembers(filters: ReportFilters): ReportMembers {
  const members: ReportMembers = {};
  if (filters.folders.length > 0) {
    members.FOLDERS = filters.folders.map(unpadId);
    members.INCLUDE_SUBFOLDERS = toFlag(filters.includeSubfolders);
  }
  if (filters.cases.length > 0) members.TEST_CASES = filters.cases.map(unpadId);
  if (filters.dateFrom) members.STARTED_DATE_FROM = filters.dateFrom;
  if (filters.dateTo) members.STARTED_DATE_TO = filters.dateTo;
  if (filters.timeFrom) members.STARTED_TIME_FROM = filters.timeFrom;
  if (filters.timeTo) members.STARTED_TIME_TO = filters.timeTo;
  if (filters.runTypes.length > 0) members.TEST_RUN_TYPES = filters.runTypes;
  if (filters.testTypes.length > 0) members.TEST_TYPES = filters.testTypes;
  if (filters.objects.length > 0) members.AUTOMATION_OBJECTS = filters.objects;
  if (filters.users.length > 0) members.STARTED_BY = filters.users;
  if (filters.contentSearch.trim()) members.CONTENT_SEARCH_TEXT = filters.contentSearch.trim();
  if (filters.businessData) members.INCLUDE_BUSINESS_DATA = 'X';
  return members;
}

/**
 * A time input's value in the wire form. With step=1 browsers show seconds, but HTML allows a time input to
 * answer `HH:MM` when they are zero; the service wants `HH:MM:SS`.
 */
export function fromTimeInput(value: string): string {
  return /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
}

/** The filters that narrow the report, named as the form names them (dates and times as ranges). */
export function narrowingFilters(filters: ReportFilters): string[] {
  const named: [boolean, string][] = [
    [Boolean(filters.dateFrom || filters.dateTo), 'the date range'],
    [Boolean(filters.timeFrom || filters.timeTo), 'the start times'],
    [filters.folders.length > 0, 'Folders'],
    [filters.cases.length > 0, 'Test cases'],
    [filters.runTypes.length > 0, 'Run types'],
    [filters.testTypes.length > 0, 'Test types'],
    [filters.objects.length > 0, 'Automation objects'],
    [filters.users.length > 0, 'Started by'],
    [Boolean(filters.contentSearch.trim()), 'Content search text'],
  ];
  return named.filter(([set]) => set).map(([, name]) => name);
}

export type QuickRange = 'today' | 'last7' | 'thisMonth';

/** A date range relative to today (UTC, as the service's dates are). */
export function quickRange(range: QuickRange, now: Date): { dateFrom: string; dateTo: string } {
  const today = toWireDateTime(now).date;
  if (range === 'today') return { dateFrom: today, dateTo: today };
  if (range === 'last7')
    return { dateFrom: toWireDateTime(new Date(now.getTime() - 6 * 86_400_000)).date, dateTo: today };
  return { dateFrom: `${today.slice(0, 8)}01`, dateTo: today };
}
