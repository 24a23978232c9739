// The dashboard's own API: the lifecycle of failing test cases (issue 73). GET /api/lifecycle lists the cases in a
// class, sorted, filtered and paged by the server, with how many are in each class; the test case answer carries
// its case's class (test-case.ts). The rule is analysis/lifecycle/case-lifecycle.ts.
import { z } from 'zod/mini';
import { wireDate, wireTime } from '../date-time';
import { MAX_OPTION_LENGTH } from '../query-options';
import { pageParams, pagedAnswer, sortDirection } from './paging';
import { about } from './triage-fields';
import { DEFAULT_TRIAGE_DAYS, MAX_TRIAGE_DAYS } from './triage-basics';

export const LIFECYCLE_CLASSES = ['new', 'broken', 'flaky', 'recovered'] as const;
export const lifecycleClassSchema = z.enum(LIFECYCLE_CLASSES, {
  error: `is not one of ${LIFECYCLE_CLASSES.join(', ')}`,
});
export type LifecycleClass = z.output<typeof lifecycleClassSchema>;

/** The run a class dates from, as people name it. */
export const lifecycleRunSchema = z.object({
  RUN_ID: z.string(),
  RUN_NAME: z.string(),
  STARTED_DATE: wireDate,
  STARTED_TIME: wireTime,
});

/** A case's class, the run it dates from ("broken since run …") and its flaky score (null with too few results). */
export const caseLifecycleSchema = z
  .object({ class: lifecycleClassSchema, since: lifecycleRunSchema, score: z.nullable(z.number()) })
  .register(z.globalRegistry, { id: 'CaseLifecycle' });
export type CaseLifecycle = z.output<typeof caseLifecycleSchema>;

/** The list's columns, as its table names them: each sorts on the server. */
export const LIFECYCLE_SORTS = ['Test case', 'Class', 'Since', 'Flaky score'] as const;
export type LifecycleSort = (typeof LIFECYCLE_SORTS)[number];

/** The overview's read of the counts per class, one row listed: the server keeps its answer warm. */
export const LIFECYCLE_COUNTS_QUERY = { sort: 'Since', dir: 'desc', offset: '0', limit: '1' } as const;

export const lifecycleQuerySchema = z.object({
  class: z
    .optional(lifecycleClassSchema)
    .register(z.globalRegistry, about(`One class of ${LIFECYCLE_CLASSES.join(', ')}; none for every failing case.`)),
  q: z
    ._default(z.string().check(z.maxLength(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`)), '')
    .register(z.globalRegistry, about('Text the test case ID or description contains, ignoring case; empty for any.')),
  days: z
    ._default(
      z.coerce
        .number({ error: `must be a whole number from 1 to ${MAX_TRIAGE_DAYS}` })
        .check(
          z.int(`must be a whole number from 1 to ${MAX_TRIAGE_DAYS}`),
          z.gte(1, `must be a whole number from 1 to ${MAX_TRIAGE_DAYS}`),
          z.lte(MAX_TRIAGE_DAYS, `must be a whole number from 1 to ${MAX_TRIAGE_DAYS}`),
        ),
      DEFAULT_TRIAGE_DAYS,
    )
    .register(
      z.globalRegistry,
      about(`Cases that failed in a run started this many days back, today included (default ${DEFAULT_TRIAGE_DAYS}).`),
    ),
  ...pageParams(),
  sort: z
    ._default(z.enum(LIFECYCLE_SORTS, { error: `is not one of ${LIFECYCLE_SORTS.join(', ')}` }), 'Since')
    .register(z.globalRegistry, about('The column to sort by (default Since).')),
  dir: sortDirection(),
});
export type LifecycleQuery = z.output<typeof lifecycleQuerySchema>;

export const lifecycleRowSchema = z.extend(caseLifecycleSchema, {
  CASEID: z.string(),
  /** The case's description as the store's catalogue has it, empty where it holds none. */
  DESCR: z.string(),
});
export type LifecycleRow = z.output<typeof lifecycleRowSchema>;

export const lifecycleListSchema = z
  .extend(pagedAnswer(lifecycleRowSchema), {
    /** How many failing cases are in each class, whichever class and text the list asks for. */
    counts: z.object({ new: z.int(), broken: z.int(), flaky: z.int(), recovered: z.int() }),
    from: wireDate,
  })
  .register(z.globalRegistry, { id: 'LifecycleList' });
export type LifecycleList = z.output<typeof lifecycleListSchema>;
