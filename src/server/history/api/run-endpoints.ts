// The runs' endpoints of the dashboard's API: the runs list's rows and chart, the runs in progress, a finished run
// whole (for compare, and with its kept differences for its page), and what a run page tells from the runs before it. All over the history store.
import { runsInProgressQuerySchema, runsInProgressSchema } from '../../../contract/dashboard-api/runs-in-progress';
import { storedRunsInProgress } from '../read/runs-in-progress';
import { storedRunPageSchema, storedRunQuerySchema, storedRunSchema } from '../../../contract/dashboard-api/stored-run';
import { storedFinishedRun, storedRunPage } from '../read/stored-finished-run';
import { runBeforeSchema } from '../../../contract/dashboard-api/run-before';
import { storedRunsBefore } from '../read/stored-runs-before';
import { pageOfRunOrder, storedRunOrder } from '../read/stored-run-rows';
import { storedRunsChart } from '../read/stored-runs-chart';
import {
  runsChartQuerySchema,
  runsChartSchema,
  runsPageSchema,
  runsQuerySchema,
} from '../../../contract/dashboard-api/runs';
import { define, type DashboardEndpoint } from './dashboard-endpoints';
import { keptPerStore, storeOf } from './store-answers';

/**
 * A view's order of runs is a pass over every run of its options; a page of it reads its own rows only. It follows
 * runs in progress at once (a run just started is one of them), not within seconds as the figures do.
 */
const keptRunOrder = keptPerStore(storedRunOrder, (version) => version);
const keptRunsChart = keptPerStore(storedRunsChart);

export const RUN_ENDPOINTS: readonly DashboardEndpoint[] = [
  define({
    method: 'get',
    path: '/run',
    operationId: 'getStoredRun',
    summary: 'A finished run with its test cases, from the store',
    description:
      'The run as GET /testruns/{id}?$includeDetails=true answers it (VARIABLES left empty), read from the history ' +
      'store. null when the store cannot stand in for the service: the run is in progress, changed since the store ' +
      'read it, is not read yet, or the service no longer has it.',
    query: storedRunQuerySchema,
    answers: storedRunSchema,
    handle: ({ history }, query) => storedFinishedRun(storeOf(history), query.id),
  }),
  define({
    method: 'get',
    path: '/run/page',
    operationId: 'getStoredRunPage',
    summary: 'A finished run as its page shows it, from the store',
    description:
      'The run as GET /api/run answers it, with what the store kept of its field comparison in `differences`: ' +
      'kept (COMPARISON lists the fields that differed, RESULT other than MATCH, the only ones the page shows, ' +
      'ordered by test case, content and path), unsent (the release sends none), masked (its values kept as masks ' +
      'only) or not-kept (not read with it: before the comparison window, expired, or not read yet). Variables and ' +
      'middleware metadata are not kept: the page reads them from the service when asked. null where GET /api/run ' +
      'is null.',
    query: storedRunQuerySchema,
    answers: storedRunPageSchema,
    handle: ({ history }, query) => storedRunPage(storeOf(history), query.id),
  }),
  define({
    method: 'get',
    path: '/run/before',
    operationId: 'getRunBefore',
    summary: 'What a run page tells from the runs before it',
    description:
      'The previous run (the latest earlier one of the same name, dates and times in the names aside, else of the ' +
      "same test cases) with how many test cases changed how since it, and the run's failures grouped by cause, " +
      'first and last seen over it and up to five runs before it. Over the runs as the store last read them, the run ' +
      'itself in progress included. null for a run the store has not read.',
    query: storedRunQuerySchema,
    answers: runBeforeSchema,
    handle: ({ history }, query) => storedRunsBefore(storeOf(history), query.id),
  }),
  define({
    method: 'get',
    path: '/runs',
    operationId: 'getRunRows',
    summary: "The runs list's rows over the stored history, a page at a time",
    description:
      'The stored runs that GET /testruns would list for the same options, as lean rows of what the runs list ' +
      'shows (with the number of test cases a service stop aborted, counted on ingest, and of those the outage rule ' +
      'names), sorted, filtered by column and paged, newest first within equal values; with the runs the options ' +
      'list before the column filters (`all`) and how many of those left are in progress (`running`). While the ' +
      'first sync is under way it holds what is stored.',
    query: runsQuerySchema,
    answers: runsPageSchema,
    handle: async ({ history }, { offset, limit, ...view }) =>
      pageOfRunOrder(storeOf(history), await keptRunOrder(history, view), offset, limit),
  }),
  define({
    method: 'get',
    path: '/runs/chart',
    operationId: 'getRunsChart',
    summary: "The runs list's pass-rate chart over the stored history",
    description:
      'The pass rates of the newest finished runs (at most 200) that GET /testruns would list for the same options, ' +
      'oldest first, without the cases a service stop or an outage aborted; with how many runs the options list.',
    query: runsChartQuerySchema,
    answers: runsChartSchema,
    handle: ({ history }, query) => keptRunsChart(history, query),
  }),
  define({
    method: 'get',
    path: '/runs/in-progress',
    operationId: 'getRunsInProgress',
    summary: 'The runs in progress the store last saw',
    description:
      'The runs started yesterday or today that were in progress at the last sync pass (at most a pass old), ' +
      'newest first, without their test cases: the overview follows each of them live on the service.',
    query: runsInProgressQuerySchema,
    answers: runsInProgressSchema,
    handle: ({ history }, query) => storedRunsInProgress(storeOf(history), query),
  }),
];
