// The dashboard's API for field ledgers (issue 72): every payload field that differed from its reference in the kept
// history of an interface (automation object) or of one test case, with how often, since when, sample values and its
// kind (decision 0019), sorted, filtered and paged by the server.
import { z } from 'zod/mini';
import { pagedAnswer, pageParams } from './paging';
import { ruleCoverSchema } from './rule-cover';
import { caseIdParam } from './triage-fields';

const about = (description: string) => ({ description });

/** What a differing field's differences are (decision 0019; analysis/fields/field-kind.ts judges). */
export const FIELD_KINDS = ['noise', 'drift', 'intermittent', 'new'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** An automation object's name as the service sends it (OBJDEFID); the longest the service has is 30 characters. */
const OBJECT_LENGTH = 60;
/** Text a path is searched for: longer than any path worth typing is a mistake. */
const PATH_SEARCH_LENGTH = 200;

export const LEDGER_SORTS = ['differed', 'last', 'first', 'path'] as const;
export type LedgerSort = (typeof LEDGER_SORTS)[number];

const ledgerFilters = () => ({
  kind: z
    ._default(z.array(z.enum(FIELD_KINDS, { error: `is not a kind of field: one of ${FIELD_KINDS.join(', ')}` })), [])
    .register(z.globalRegistry, about('Only fields of these kinds, repeated (`kind=noise&kind=drift`); none for all.')),
  q: z
    ._default(z.string().check(z.maxLength(PATH_SEARCH_LENGTH, `is longer than ${PATH_SEARCH_LENGTH} characters`)), '')
    .register(z.globalRegistry, about("Text the field's path contains, ignoring case; empty for every path.")),
  sort: z
    ._default(
      z.enum(LEDGER_SORTS, { error: `is not a column to sort by: one of ${LEDGER_SORTS.join(', ')}` }),
      'differed',
    )
    .register(
      z.globalRegistry,
      about('differed (runs it differed in), last or first (the run it last or first differed in), or path.'),
    ),
  dir: z
    ._default(z.enum(['asc', 'desc'], { error: 'is not asc or desc' }), 'desc')
    .register(z.globalRegistry, about('asc or desc; the most differing, newest or last path first by default.')),
  ...pageParams(),
});

/** An automation object's name, as the service sends it (OBJDEFID). */
export const objectParam = () =>
  z
    .string({ error: 'is required: the automation object' })
    .check(
      z.minLength(1, 'is empty: name an automation object'),
      z.maxLength(OBJECT_LENGTH, `is longer than ${OBJECT_LENGTH} characters`),
    )
    .register(z.globalRegistry, about("The automation object (the service's OBJDEFID), as the service names it."));

export const objectLedgerQuerySchema = z.object({ object: objectParam(), ...ledgerFilters() });
export type ObjectLedgerQuery = z.output<typeof objectLedgerQuerySchema>;

export const caseLedgerQuerySchema = z.object({ id: caseIdParam(), ...ledgerFilters() });
export type CaseLedgerQuery = z.output<typeof caseLedgerQuerySchema>;

export const runMarkSchema = z.object({ runId: z.string(), startedAt: z.string() });
export type RunMark = z.output<typeof runMarkSchema>;

export const valueSampleSchema = z.object({
  reference: z.string(),
  current: z.string(),
  /** The values are masks (their shape and a digest), the server being set to keep no values. */
  masked: z.boolean(),
  runId: z.string(),
  startedAt: z.string(),
});
export type ValueSample = z.output<typeof valueSampleSchema>;

export const ledgerFieldSchema = z.object({
  path: z.string(),
  kind: z.enum(FIELD_KINDS),
  /** Test cases it differed in. */
  cases: z.int(),
  /** Runs it differed in, of the runs that compared it in those test cases. */
  runsDiffered: z.int(),
  runsCompared: z.int(),
  errors: z.int(),
  warnings: z.int(),
  /** Differences in executions that passed anyway. */
  differedWhilePassed: z.int(),
  first: runMarkSchema,
  last: runMarkSchema,
  /** The first run of a drift, or of noise that began within the kept history. */
  since: z.optional(runMarkSchema),
  samples: z.array(valueSampleSchema),
  /** The accepted rule of the interface that covers it (GET /api/field-rules); null where none does. */
  rule: z.nullable(ruleCoverSchema),
});
export type LedgerField = z.output<typeof ledgerFieldSchema>;

export const fieldLedgerSchema = z
  .extend(pagedAnswer(ledgerFieldSchema), {
    /** Fields per kind in the whole ledger, whatever the filters. */
    kinds: z.record(z.enum(FIELD_KINDS), z.int()),
    /** Runs of the scope whose comparison the store keeps. */
    comparedRuns: z.int(),
    /** Runs of the scope whose release sent no comparison when asked: their fields cannot be told. */
    unsentRuns: z.int(),
    /** The start of the oldest run whose comparison the store keeps (service time); null: none yet. */
    keptSince: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'FieldLedger' });
export type FieldLedger = z.output<typeof fieldLedgerSchema>;
