// The dashboard's own API: GET /api/runs, the runs list's rows over the history store for the list options of
// GET /testruns, newest first. Each run is one lean row of what the list and its trend chart show (a tenth of a
// listed record), with what a listing cannot tell: how many of its cases a service stop aborted, and how many
// aborted in an outage (the lead's outage rule).
import { z } from 'zod/mini';
import { runTypeParam, sapUserParam } from './query-params';
import { MAX_OPTION_LENGTH } from '../query-options';
import type { ListedRun } from '../records';

const about = (description: string) => ({ description });
const text = (max: number, why: string) => z._default(z.string().check(z.maxLength(max, why)), '');
const day = () => z.optional(z.iso.date({ error: 'is not a date as YYYY-MM-DD' }));

export const runsQuerySchema = z
  .object({
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
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'The range ends ("to") before it starts ("from")',
    }),
  );
export type RunsQuery = z.output<typeof runsQuerySchema>;

/**
 * One run as the list shows it, in this order: RUN_ID, NAME, TYPE ('' for none), STARTED_BY, STARTED_DATE,
 * STARTED_TIME, END_DATE, END_TIME ('' while in progress), TC_TOTAL, TC_PASSED, TC_FAILED, the cases a service
 * stop aborted, and the other aborts the outage rule names. An array, not an object: the names would be half of an
 * answer of 20,000 runs.
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

export const runRowsSchema = z.object({ runs: z.array(runRowSchema) }).register(z.globalRegistry, { id: 'RunRows' });
export type RunRows = z.output<typeof runRowsSchema>;

/**
 * A run as the runs list holds it, read from the service (DETAILS when read with them) or from the store (no
 * DETAILS; STOPPED says how many of them a service stop aborted, counted on ingest by analysis/run-ending.ts, and
 * OUTAGES how many others aborted in an outage by the store's rule: neither counts in its pass rate).
 */
export type ListRun = Omit<ListedRun, 'REMOTE_CMP_RUN' | 'REPORT_URL' | 'FIORI_REPORT_URL'> & {
  STOPPED?: number;
  OUTAGES?: number;
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
]: RunRowTuple): ListRun & { STOPPED: number; OUTAGES: number } {
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
