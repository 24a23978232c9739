// The dashboard's own API: GET /api/runs, the runs list over the history store for the list options of
// GET /testruns, sorted, filtered and paged by the server; GET /api/runs/chart, the newest finished runs' pass rates
// for its chart. A row is what the list shows (a tenth of a listed record), with what a listing cannot tell: how
// many of its cases a service stop aborted, and how many aborted in an outage (the lead's outage rule).
import { z } from 'zod/mini';
import { runTypeParam, sapUserParam } from './query-params';
import { pageParams, pagedAnswer, sortDirection } from './paging';
import { MAX_OPTION_LENGTH } from '../query-options';
import type { ListedRun } from '../records';

const about = (description: string) => ({ description });
const text = (max: number, why: string) => z._default(z.string().check(z.maxLength(max, why)), '');
const day = () => z.optional(z.iso.date({ error: 'is not a date as YYYY-MM-DD' }));

/** The list options, as GET /testruns takes them. */
const listParams = {
  name: text(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`).register(
    z.globalRegistry,
    about('The whole run name, ignoring case, `*` for any text (as NAME of GET /testruns); empty for any.'),
  ),
  q: text(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`).register(
    z.globalRegistry,
    about('Words the run name contains, ignoring case (as q of GET /testruns); empty for any.'),
  ),
  type: z
    ._default(runTypeParam({ orNone: true }), '')
    .register(z.globalRegistry, about('A run type code; empty for all.')),
  user: sapUserParam().register(
    z.globalRegistry,
    about('The SAP user who started the runs, ignoring case; empty for anyone.'),
  ),
  from: day().register(z.globalRegistry, about('First start day of the runs (YYYY-MM-DD); none for the first.')),
  to: day().register(z.globalRegistry, about('Last start day of the runs, included; none for the last.')),
};
type Range = { from?: string | undefined; to?: string | undefined };
const rangeInOrder = () =>
  z.refine<Range>((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The range ends ("to") before it starts ("from")',
  });

/** The runs list's columns, as the table names them: each sorts on the server. */
export const RUN_SORTS = [
  'Name',
  'Start',
  'Status',
  'Pass rate',
  'Passed',
  'Failed',
  'Total',
  'Duration',
  'Type',
  'Started by',
] as const;
export type RunSort = (typeof RUN_SORTS)[number];

/** The columns a filter box narrows (the others are numbers, which a text filter would only match by digits). */
export const RUN_FILTERS = ['Name', 'Start', 'Status', 'Type', 'Started by'] as const;
export type RunFilterColumn = (typeof RUN_FILTERS)[number];

/** A column filter, `Column:text` (the column as shown contains the text, ignoring case). */
const columnFilter = z.string().check(
  z.maxLength(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`),
  z.refine((value) => (RUN_FILTERS as readonly string[]).includes(value.slice(0, value.indexOf(':'))), {
    message: `is not Column:text with a column of ${RUN_FILTERS.join(', ')}`,
  }),
);

export const runsQuerySchema = z
  .object({
    ...listParams,
    ...pageParams(),
    sort: z
      .optional(z.enum(RUN_SORTS, { error: `is not one of ${RUN_SORTS.join(', ')}` }))
      .register(z.globalRegistry, about('The column to sort by; none for the newest first.')),
    dir: sortDirection(),
    filter: z
      ._default(z.array(columnFilter), [])
      .register(z.globalRegistry, about('Column filters, repeated: `Column:text`, the column containing the text.')),
  })
  .check(rangeInOrder());
export type RunsQuery = z.output<typeof runsQuerySchema>;
/** The view of the runs list, without the page. */
export type RunsView = Omit<RunsQuery, 'offset' | 'limit'>;

export const runsChartQuerySchema = z.object(listParams).check(rangeInOrder());
export type RunsChartQuery = z.output<typeof runsChartQuerySchema>;

/**
 * One run as the list shows it, in this order: RUN_ID, NAME, TYPE ('' for none), STARTED_BY, STARTED_DATE,
 * STARTED_TIME, END_DATE, END_TIME ('' while in progress), TC_TOTAL, TC_PASSED, TC_FAILED, the cases a service
 * stop aborted, and the other aborts the outage rule names.
 */
export const runRowSchema = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.int(),
  z.int(),
  z.int(),
  z.int(),
  z.int(),
]);
export type RunRowTuple = z.output<typeof runRowSchema>;

export const runsPageSchema = z
  .object({
    ...pagedAnswer(runRowSchema).shape,
    /** Runs of the list options before the column filters, and how many of the rows left are in progress. */
    all: z.int(),
    running: z.int(),
  })
  .register(z.globalRegistry, { id: 'RunsPage' });
export type RunsPage = z.output<typeof runsPageSchema>;

/** The chart's most points: beyond this many a line is a blur; the newest are the ones a person is asked about. */
export const MAX_CHART_POINTS = 200;

/** A chart point: RUN_ID, NAME, TYPE ('' for none), STARTED_DATE, STARTED_TIME, pass rate (0..1, outages left out). */
export const chartPointSchema = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.number()]);
export type ChartPointTuple = z.output<typeof chartPointSchema>;

export const runsChartSchema = z
  .object({
    /** The newest finished runs of the list options with a rate, oldest first (the list's `all` says of how many). */
    points: z.array(chartPointSchema),
  })
  .register(z.globalRegistry, { id: 'RunsChart' });
export type RunsChart = z.output<typeof runsChartSchema>;

/**
 * A run as the runs list holds it: from the store, without DETAILS; STOPPED says how many of them a service stop
 * aborted (counted on ingest by analysis/run-ending.ts) and OUTAGES how many others aborted in an outage by the
 * store's rule: neither counts in its pass rate.
 */
export type ListRun = Omit<ListedRun, 'REMOTE_CMP_RUN' | 'REPORT_URL' | 'FIORI_REPORT_URL'> & {
  STOPPED: number;
  OUTAGES: number;
};

/** A row of the answer as the list holds it. */
export function fromRunRow([
  RUN_ID,
  NAME,
  TYPE,
  STARTED_BY,
  STARTED_DATE,
  STARTED_TIME,
  END_DATE,
  END_TIME,
  TC_TOTAL,
  TC_PASSED,
  TC_FAILED,
  STOPPED,
  OUTAGES,
]: RunRowTuple): ListRun {
  return {
    RUN_ID,
    NAME,
    ...(TYPE ? { TYPE } : {}),
    STARTED_BY,
    STARTED_DATE,
    STARTED_TIME,
    END_DATE,
    END_TIME,
    TC_TOTAL,
    TC_PASSED,
    TC_FAILED,
    DETAILS: [],
    STOPPED,
    OUTAGES,
  };
}
