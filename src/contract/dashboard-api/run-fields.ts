// The dashboard's API for the fields behind a run's failures (issue 72): the payload fields that failed the
// comparison in the run's failed test cases, each with its kind in its interface's field ledger, and the failures
// whose every failing field is noise or a known drift.
import { z } from 'zod/mini';
import { FIELD_KINDS, runMarkSchema } from './field-ledger';
import { storedRunQuerySchema } from './stored-run';

/** A cause is a masked message: longer than any message the service keeps is a mistake. */
const CAUSE_LENGTH = 4000;

export const runFieldsQuerySchema = z.extend(storedRunQuerySchema, {
  cause: z.optional(
    z
      .string()
      .check(z.maxLength(CAUSE_LENGTH, `is longer than ${CAUSE_LENGTH} characters`))
      .register(z.globalRegistry, {
        description:
          "Only the failures of this cause (a failure group's masked message, as GET /api/triage/run names it).",
      }),
  ),
});
export type RunFieldsQuery = z.output<typeof runFieldsQuerySchema>;

export const failingFieldSchema = z.object({
  /** The interface (automation object) whose ledger judged the field. */
  object: z.string(),
  path: z.string(),
  /** The run's failed test cases with an ERROR at the path. */
  failures: z.int(),
  /** Its kind over the interface's kept history; null where the ledger has not judged it (no kept comparison). */
  kind: z.nullable(z.enum(FIELD_KINDS)),
  /** A drift's first run, where the ledger dates it. */
  since: z.nullable(runMarkSchema),
});
export type FailingField = z.output<typeof failingFieldSchema>;

export const explainedFailureSchema = z.object({
  caseId: z.string(),
  /** The kinds of its failing fields: noise, drift or both. */
  kinds: z.array(z.enum(FIELD_KINDS)),
});
export type ExplainedFailure = z.output<typeof explainedFailureSchema>;

export const runFieldsSchema = z
  .nullable(
    z.object({
      /**
       * Whether the store holds the run's comparison: `kept`, `unsent` (its release sent none when asked), or
       * `not kept` (it ran before the comparison window, or its comparison has since been let go).
       */
      comparison: z.enum(['kept', 'unsent', 'not kept']),
      /** The run's failed test cases (of the cause asked for). */
      failures: z.int(),
      /** Most failures first, then by path. */
      fields: z.array(failingFieldSchema),
      /** Failures whose every failing field is noise or a drift the ledger knows: none of them a new problem. */
      explained: z.array(explainedFailureSchema),
    }),
  )
  .register(z.globalRegistry, { id: 'RunFields' });
export type RunFields = z.output<typeof runFieldsSchema>;
