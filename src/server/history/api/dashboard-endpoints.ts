// The dashboard's own HTTP API under /api/, each endpoint declared once: its path, what it answers (a zod
// schema) and its handler. The router and the OpenAPI document (/api/openapi.json) both come from this list.
import { z } from 'zod/mini';
import type { QuerySchema } from './query-input';
import { historyStatusSchema } from '../../../contract/dashboard-api/history-status';
import { overviewFiguresSchema, overviewQuerySchema } from '../../../contract/dashboard-api/overview';
import { quickRange } from '../../../analysis/overview/date-range';
import { overviewFigures } from '../read/overview-figures';
import { resultsAndDecisions } from '../read/stored-version';
import { reportCountQuerySchema, reportCountSchema } from '../../../contract/dashboard-api/report-count';
import { reportCount } from '../read/report-count';
import { flakyScoresQuerySchema, flakyScoresSchema } from '../../../contract/dashboard-api/flaky-scores';
import { storedFlakyScores } from '../read/stored-flaky-scores';
import { caseResultsQuerySchema, caseResultsSchema } from '../../../contract/dashboard-api/test-case';
import { storedTestCaseSchema, testCaseQuerySchema } from '../../../contract/dashboard-api/test-case';
import { storedCaseResults } from '../read/stored-case-results';
import { storedTestCase } from '../read/stored-test-case';
import {
  LIFECYCLE_COUNTS_QUERY,
  lifecycleListSchema,
  lifecycleQuerySchema,
  type LifecycleQuery,
} from '../../../contract/dashboard-api/lifecycle';
import { storedLifecycle } from '../read/stored-lifecycle';
import { DIGEST_PATH, digestQuerySchema, digestSchema } from '../../../contract/dashboard-api/digest';
import { lastFullWeek } from '../../../contract/weeks';
import { storedDigest } from '../read/stored-digest';
import { toWireDateTime } from '../../../contract/date-time';
import { keptPerStore, sharedPerStore, storeOf } from './store-answers';
import { readHistoryStatus, type HistoryState } from './history-status';
import type { Writer, WriterCheck } from './writer-check';
import type { Actor } from '../triage/decision-writes';
import type { NotifySetup } from '../notify/notify-channels';
import type { FixVerifiers } from '../triage/fix-verifier';

export interface DashboardEndpoint<
  S extends z.ZodMiniType = z.ZodMiniType,
  Q extends QuerySchema = QuerySchema,
  B extends z.ZodMiniType = z.ZodMiniType,
> {
  /** A read, or a write (POST, PUT) answered only to users whom the service lets start runs... */
  method: 'get' | 'post' | 'put';
  /** ...unless any reader may make it: a tab saying it watches changes no one's data. */
  readers?: true;
  /** Below /api, in OpenAPI's form. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  /** Its search params; a request with others, or with values that do not fit, is a 400 saying which. */
  query?: Q;
  /** A write's JSON body; one that does not fit is a 400 naming the member. */
  body?: B;
  /** The 404, 409, 429 and 502 it may answer besides 400 and 403, said for the API's document. */
  refusals?: Partial<Record<404 | 409 | 429 | 502, string>>;
  /** A file to save rather than JSON: its media type; `answers` is then fileAnswerSchema. */
  file?: { mediaType: string };
  answers: S;
  handle(context: RequestContext, query: z.output<Q>, body: z.output<B>): Promise<z.infer<S>>;
}

export interface EndpointContext {
  history: HistoryState;
  /** How this server takes triage changes; without it the triage writes are a 503. */
  triage?: TriageOptions;
}

export interface TriageOptions {
  writer: WriterCheck;
  /** The --ticket-url pattern, or null. */
  ticketUrl: string | null;
  /** The notification channels the environment sets up (none when left out). */
  notify?: NotifySetup;
  /** Who verifies fixes, per store; without it a verification is a 503. */
  verifiers?: FixVerifiers;
}

/** What an endpoint that answers a file hands back: the bytes and the name they are saved under. */
export const fileAnswerSchema = z.object({
  fileName: z.string(),
  bytes: z.custom<Uint8Array<ArrayBuffer>>((value) => value instanceof Uint8Array),
});

/** One request's context: for a write, who writes it (checked first) and when. */
export interface RequestContext extends EndpointContext {
  request: Request;
  now: Date;
  writer?: Writer & { canChange: true };
}

/** Who makes a write and when, as the stores record it: the writer the request was checked for. */
export const actorOf = ({ writer, now }: RequestContext): Actor => ({ user: writer!.user, now });

/**
 * The overview as it first opens, the last 30 days to today (UTC, as the page's default) without filters: kept warm,
 * so that the day's first visitor does not wait the second or two it takes on years of history.
 */
const defaultOverview = () => {
  const to = new Date().toISOString().slice(0, 10);
  return [overviewQuerySchema.parse(quickRange('30d', to))];
};
const keptOverview = keptPerStore(overviewFigures, resultsAndDecisions, defaultOverview);
const keptReportCount = keptPerStore(reportCount);
/**
 * The lifecycle reads a month's failing cases (as the needs-triage queue does): kept per view and day, and the
 * overview's counts kept warm with the overview, which shows them on its first screen.
 */
const keptLifecycle = keptPerStore(
  (db, { today, ...query }: LifecycleQuery & { today: string }) =>
    storedLifecycle(db, query, new Date(`${today}T12:00:00Z`)),
  resultsAndDecisions,
  () => [{ ...lifecycleQuerySchema.parse(LIFECYCLE_COUNTS_QUERY), today: toWireDateTime(new Date()).date }],
);

/** Works out the views kept warm as the store opens (the worker calls it once the store is open). */
export const warmUpKeptViews = async (history: HistoryState): Promise<void> => {
  await keptOverview.warmUp(history);
  await keptLifecycle.warmUp(history);
};
/** A week's digest reads a month of failures and every interface's ledger: kept per week and day. */
const keptDigest = keptPerStore((db, { week, today }: { week: string; today: string }) =>
  storedDigest(db, week, new Date(`${today}T12:00:00Z`)),
);
/**
 * The status shared for a second: every screen and health check asks it, and its counts are an aggregate over
 * every run (a tenth of a second on the large data set, where pages asked it side by side).
 */
const sharedStatusOf = sharedPerStore(1000);
const statusOf = (history: HistoryState) =>
  history.phase === 'open'
    ? sharedStatusOf(history.store.db)('status', () => readHistoryStatus(history))
    : readHistoryStatus(history);

export const define = <S extends z.ZodMiniType, Q extends QuerySchema, B extends z.ZodMiniType = z.ZodMiniType>(
  endpoint: DashboardEndpoint<S, Q, B>,
) => endpoint as unknown as DashboardEndpoint;

export const DASHBOARD_ENDPOINTS: readonly DashboardEndpoint[] = [
  define({
    method: 'get',
    path: '/history/status',
    operationId: 'getHistoryStatus',
    summary: 'Where the history store stands',
    description:
      'Whether the server keeps a history, how far its sync has got and whether this server is the one syncing. ' +
      'Answers 200 in every state, so a health check reads `state` (ready once the first full sync is done) and ' +
      '`completeUpTo` (how fresh the history is).',
    answers: historyStatusSchema,
    handle: ({ history }) => statusOf(history),
  }),
  define({
    method: 'get',
    path: '/overview',
    operationId: 'getOverviewFigures',
    summary: "The overview's figures over the stored history",
    description:
      'The executions, pass rates, durations, failing folders and test cases, test cases not run and failure causes ' +
      'of the runs started in a date range, worked out over the history store as the overview shows them. While the ' +
      'first sync is under way they cover what is stored (GET /api/history/status says how far that is). Aborts the ' +
      'outage rule matches (GET /api/triage/settings) are left out of the pass rates and counted apart (`outages`).',
    query: overviewQuerySchema,
    answers: overviewFiguresSchema,
    handle: ({ history }, query) => keptOverview(history, query),
  }),
  define({
    method: 'get',
    path: '/report/count',
    operationId: 'getReportCount',
    summary: 'How many executions the execution report would hold',
    description:
      'Takes the members of POST /testexecreport as search params (lists repeated) and counts, over the history ' +
      "store, the executions the service's workbook would list, with the values the date range's runs offer as " +
      "choices. The content search is the service's alone: with one the count is an upper bound, as `caveats` says.",
    query: reportCountQuerySchema,
    answers: reportCountSchema,
    handle: ({ history }, query) => keptReportCount(history, query),
  }),
  define({
    method: 'get',
    path: '/flaky',
    operationId: 'getFlakyScores',
    summary: 'The flaky scores of many test cases, from the store',
    description:
      "Each asked test case's flaky score, worked out over its newest stored results as the test case list works " +
      'it out from GET /testcases/{id}/results (runs in progress as last read; runs the service let go left out). ' +
      'Aborts the outage rule matches are no outcome, as queued results are not. A case the store holds no result of ' +
      'scores as one never run.',
    query: flakyScoresQuerySchema,
    answers: flakyScoresSchema,
    handle: ({ history }, query) => storedFlakyScores(storeOf(history), query),
  }),
  define({
    method: 'get',
    path: '/test-case',
    operationId: 'getStoredTestCase',
    summary: 'A test case with what its overview tells from its history',
    description:
      "The record as GET /testcases/{id} answers it, its last result as the store last saw one; the last run's name " +
      'and reports; why it last failed (with how many other cases of that run failed the same way), its recent ' +
      'outcomes and flaky score, over its stored results. A case the store does not know is read from the service ' +
      'by its ID and kept.',
    query: testCaseQuerySchema,
    refusals: { 404: 'Neither the store nor the service has the test case.' },
    answers: storedTestCaseSchema,
    handle: ({ history, triage, now }, query) =>
      storedTestCase(storeOf(history), query.id, now, triage?.ticketUrl ?? null),
  }),
  define({
    method: 'get',
    path: '/test-case/results',
    operationId: 'getStoredCaseResults',
    summary: "A test case's result history, newest first, a page at a time",
    description:
      "The results GET /testcases/{id}/results lists, from the store, newest first by the case's own start, from " +
      "`offset` on, with their `total`. No landscape: the sync reads runs, and the service tells a result's " +
      "landscape only in the case's own history. A case the store does not know is read from the service first.",
    query: caseResultsQuerySchema,
    refusals: { 404: 'Neither the store nor the service has the test case.' },
    answers: caseResultsSchema,
    handle: ({ history, now }, query) => storedCaseResults(storeOf(history), query, now),
  }),
  define({
    method: 'get',
    path: '/lifecycle',
    operationId: 'getLifecycle',
    summary: 'Failing test cases by class: new, broken, flaky, recovered',
    description:
      'The test cases with a stored failure in a run started in the last `days`, each in one class by the rule of ' +
      'the user guide ("A failing case\u2019s class"), with the run it dates from and its flaky score; sorted, filtered ' +
      'and paged, with how many cases are in each class (`counts`, whatever `class` and `q` ask for). Outages by the ' +
      'outage rule are no outcome, as for the flaky score.',
    query: lifecycleQuerySchema,
    answers: lifecycleListSchema,
    handle: ({ history, now }, query) => keptLifecycle(history, { ...query, today: toWireDateTime(now).date }),
  }),
  define({
    method: 'get',
    path: DIGEST_PATH,
    operationId: 'getDigest',
    summary: 'A week in one answer: the weekly digest',
    description:
      'The week from `week` (a Monday) to its Sunday, by the days runs are dated with: its pass rate and that of the ' +
      'four weeks before (as the overview counts it, outages left out); the failing cases whose class (new, broken, ' +
      'flaky, recovered) dates from a run of the week; the signatures regressed since; what still needs triage, ' +
      'oldest first with how many days it has waited; the quarantines entered and left in the week; and the five ' +
      'fields over all interfaces whose differences are noise or drift, most runs first. The e-mailed digest links here.',
    query: digestQuerySchema,
    answers: digestSchema,
    handle: ({ history, now }, { week }) => {
      const today = toWireDateTime(now).date;
      return keptDigest(history, { week: week ?? lastFullWeek(today), today });
    },
  }),
];
