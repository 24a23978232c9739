// Each route's URL state, next to its path (paths.ts): one zod schema for its path params and one for its search
// params. Screens and the router's loaders read the URL only through these; links are written through them.
import { z } from 'zod/mini';
import { RUN_TYPES } from '../contract/codes';
import { isNumericId, unpadId } from '../contract/ids';
import { MAX_OPTION_LENGTH } from '../contract/query-options';
import { REPORT_LIMITS } from '../contract/report-limits';
import {
  DEFAULT_TRIAGE_DAYS,
  DEFAULT_TRIAGE_LIMIT,
  MAX_TRIAGE_DAYS,
  MAX_TRIAGE_LIMIT,
} from '../contract/dashboard-api/triage-basics';
import { SAP_USER_LENGTH } from '../contract/dashboard-api/query-params';
import { LIFECYCLE_CLASSES, LIFECYCLE_SORTS } from '../contract/dashboard-api/lifecycle';
import {
  columnFilters,
  flag,
  hexIdParam,
  nameParam,
  idList,
  list,
  numericIdParam,
  oneOf,
  repeated,
  runId,
  sorting,
  text,
  wholeNumber,
  type SearchOf,
} from './url-state';

export const CASE_TABS = ['overview', 'results', 'payloads', 'fields', 'variables'] as const;
export type CaseTab = (typeof CASE_TABS)[number];
export const CASE_TAB_LABELS: Record<CaseTab, string> = {
  overview: 'Overview',
  results: 'Results',
  payloads: 'Payloads',
  fields: 'Fields',
  variables: 'Variables',
};
const TAB_LIST = `${CASE_TABS.slice(0, -1)
  .map((tab) => CASE_TAB_LABELS[tab])
  .join(', ')} and ${CASE_TAB_LABELS[CASE_TABS.at(-1)!]}`;

const variable = z.object({ caseId: z.string(), name: z.string(), value: z.string() });
type Variable = z.output<typeof variable>;

/** `var=CASEID:NAME=VALUE`: the value may hold any character, `=` too. */
function parseVariable(entry: string): Variable | undefined {
  const match = /^([^:]*):([^=]+)=(.*)$/s.exec(entry);
  return match && isNumericId(match[1]!) ? { caseId: match[1]!, name: match[2]!, value: match[3]! } : undefined;
}
const formatVariable = ({ caseId, name, value }: Variable) => `${unpadId(caseId)}:${name}=${value}`;

const uniqueWhere = (keep: (value: string) => boolean) => (value: string) => (keep(value) ? value : undefined);

export const routeSchemas = {
  overview: {
    /**
     * The overview's filters, so a link reproduces the view: the date range (checked against today by the screen,
     * which falls back to the last 30 days), folders and run types (repeated), who started (left out when longer
     * than an SAP user name, which the store would refuse), one line per run type.
     */
    search: z.object({
      from: text('from'),
      to: text('to'),
      folders: repeated('folder', z.string(), uniqueWhere(isNumericId), String),
      types: repeated(
        'type',
        z.string(),
        uniqueWhere((type) => type in RUN_TYPES),
        String,
      ),
      user: text('user', SAP_USER_LENGTH),
      split: flag('split'),
    }),
  },
  folder: {
    params: z.object({ folderId: numericIdParam('folder') }),
    /**
     * The test case list's view, so a filtered, sorted list can be bookmarked and shared. Which columns show, in
     * what order and how wide is each person's own choice, kept in the browser, not in the URL.
     */
    search: z.object({
      includeSubfolders: flag('sub'),
      sorting: sorting('sort'),
      globalFilter: text('q'),
      columnFilters: columnFilters('f.'),
    }),
  },
  testCase: {
    // No tab is the overview; a tab the page does not have is a page that is not there, not a silent overview.
    params: z.object({
      caseId: numericIdParam('test case'),
      tab: z._default(
        z.enum(CASE_TABS, {
          error: (issue) => `A test case has no tab "${String(issue.input)}": its tabs are ${TAB_LIST}.`,
        }),
        'overview',
      ),
    }),
    /**
     * The payload on view (`content`), or the compare of reference and current output; `run` is the run whose
     * output is compared: the one the link came from (a run's page), or the one chosen.
     */
    search: z.object({ content: text('content'), compare: flag('compare'), run: runId('run') }),
  },
  runs: {
    /**
     * Every list option of GET /testruns; the dates are checked before use (run-list-query.ts), a text longer than
     * the service takes is left out.
     */
    search: z.object({
      q: text('q', MAX_OPTION_LENGTH),
      name: text('name', MAX_OPTION_LENGTH),
      user: text('user', MAX_OPTION_LENGTH),
      from: text('from'),
      to: text('to'),
      type: oneOf('type', Object.keys(RUN_TYPES)),
    }),
  },
  newRun: {
    /** What a link pre-fills (the test case list's "Run selected", a run's "Re-run failed"). */
    search: z.object({
      cases: idList('cases'),
      folders: idList('folders'),
      name: text('name'),
      variables: repeated('var', variable, parseVariable, formatVariable),
    }),
  },
  interface: {
    params: z.object({ object: nameParam('automation object', 60) }),
  },
  run: {
    params: z.object({ runId: hexIdParam('run') }),
    /** Only the failed test cases in the table (`failed=1`). */
    search: z.object({ failed: flag('failed') }),
  },
  compareRuns: {
    params: z.object({ baseRunId: hexIdParam('run'), runId: hexIdParam('run') }),
    /** The group of test cases on view (`change=`, one of the comparison's groups; anything else: all of them). */
    search: z.object({ change: text('change') }),
  },
  reports: {
    /** The report builder's filters, so a report can be shared. */
    search: z.object({
      folders: idList('folders'),
      cases: idList('cases'),
      runTypes: list('runTypes'),
      testTypes: list('testTypes'),
      objects: list('objects'),
      users: list('users'),
      dateFrom: text('dateFrom'),
      dateTo: text('dateTo'),
      timeFrom: text('timeFrom'),
      timeTo: text('timeTo'),
      contentSearch: text('contentSearch', REPORT_LIMITS.CONTENT_SEARCH_TEXT),
      includeSubfolders: flag('sub'),
      businessData: flag('business'),
    }),
  },
  triage: {
    /** The needs-triage queue's window: failures of runs started this many days back, and how many causes listed. */
    search: z.object({
      days: wholeNumber('days', DEFAULT_TRIAGE_DAYS, MAX_TRIAGE_DAYS),
      limit: wholeNumber('limit', DEFAULT_TRIAGE_LIMIT, MAX_TRIAGE_LIMIT),
    }),
  },
  quarantine: {
    /** Ended quarantines listed too (`ended=1`). */
    search: z.object({ withEnded: flag('ended') }),
  },
  digest: {
    /**
     * The week's Monday (`week=2026-11-30`); none for the last full week. Told a Monday by the page (weeks.ts), which
     * the app's first code need not load.
     */
    search: z.object({ week: text('week', 10) }),
  },
  lifecycle: {
    /** One class of failing cases (none for all), the list's order (`sort=Flaky score:desc`) and its page. */
    search: z.object({
      class: oneOf('class', LIFECYCLE_CLASSES),
      sort: oneOf('sort', LIFECYCLE_SORTS),
      dir: oneOf('dir', ['asc', 'desc']),
      page: wholeNumber('page', 1, 100_000),
    }),
  },
};

export type OverviewSearch = SearchOf<typeof routeSchemas.overview.search>;
export type CompareSearch = SearchOf<typeof routeSchemas.compareRuns.search>;
export type FolderSearch = SearchOf<typeof routeSchemas.folder.search>;
export type TestCaseSearch = SearchOf<typeof routeSchemas.testCase.search>;
export type RunsSearch = SearchOf<typeof routeSchemas.runs.search>;
export type NewRunSearch = SearchOf<typeof routeSchemas.newRun.search>;
export type ReportsSearch = SearchOf<typeof routeSchemas.reports.search>;
export type TriageSearch = SearchOf<typeof routeSchemas.triage.search>;
export type QuarantineSearch = SearchOf<typeof routeSchemas.quarantine.search>;
export type DigestSearch = SearchOf<typeof routeSchemas.digest.search>;
export type LifecycleSearch = SearchOf<typeof routeSchemas.lifecycle.search>;
