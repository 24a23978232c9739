// The dashboard's own API: GET /api/test-case, a test case with what its overview tells from its history (why it
// last failed, its recent outcomes and flakiness), and GET /api/test-case/results, its result history newest
// first, a page at a time. Both from the history store, so that a test case page asks the service for nothing
// but its payloads and variables.
import { z } from 'zod/mini';
import { testCaseSchema } from '../records';
import { triageStateSchema } from './run-triage';
import { ruleCoverSchema } from './rule-cover';
import { decisionSchema } from './triage-decisions';
import { pageParams, pagedAnswer } from './paging';
import { caseIdParam } from './triage-fields';
import { caseLifecycleSchema } from './lifecycle';

export const testCaseQuerySchema = z.object({ id: caseIdParam() });
export type TestCaseQuery = z.output<typeof testCaseQuerySchema>;

export const caseResultsQuerySchema = z.object({ id: caseIdParam(), ...pageParams() });
export type CaseResultsQuery = z.output<typeof caseResultsQuerySchema>;

/**
 * One result of the case, as GET /testcases/{id}/results lists it but for LANDSCAPE_ID: the landscape is a run
 * start's choice that the service tells only in each case's result history (neither a run's listing nor its read
 * has it), so the sync, which reads runs, cannot keep it; the Results tab dropped the column.
 */
export const caseResultRowSchema = z.object({
  RUN_ID: z.string(),
  RUN_NAME: z.string(),
  TYPE: z.string(),
  STARTED_BY: z.string(),
  STARTED_DATE: z.string(),
  STARTED_TIME: z.string(),
  END_DATE: z.string(),
  END_TIME: z.string(),
  STATUS: z.string(),
  STATUS_TXT: z.string(),
  MESSAGE: z.string(),
  REPORT_URL: z.string(),
});
export type CaseResultRow = z.output<typeof caseResultRowSchema>;

/** How a failed result meets the team's decisions, worked out by the server (null for a result that passed). */
export const resultTriageSchema = z.object({
  state: triageStateSchema,
  decision: z.nullable(decisionSchema),
  /** The accepted field rules that explain it as noise (run-triage.ts), empty where none do. */
  rules: z.array(ruleCoverSchema),
});
export type ResultTriage = z.output<typeof resultTriageSchema>;

/** A row of the Results tab: the result, and how the store's triage sees it (absent where no store answered). */
export const caseResultPageRowSchema = z.extend(caseResultRowSchema, {
  triage: z.optional(z.nullable(resultTriageSchema)),
});
export type CaseResultPageRow = z.output<typeof caseResultPageRowSchema>;

export const caseResultsSchema = pagedAnswer(caseResultPageRowSchema).register(z.globalRegistry, {
  id: 'CaseResults',
});
export type CaseResults = z.output<typeof caseResultsSchema>;

const outcome = z.enum(['passed', 'failed']);

/** What the overview tells from the history (analysis/case-history.ts works it out, here and in direct mode). */
export const caseHistorySchema = z.object({
  /** The newest outcomes the flaky score reads (outages left out), newest first. */
  recent: z.array(caseResultRowSchema),
  flakiness: z.object({ score: z.nullable(z.number()), flaky: z.boolean(), results: z.int() }),
  streak: z.nullable(z.object({ outcome, length: z.int(), whole: z.boolean() })),
  /** Its class among failing cases (analysis/lifecycle/case-lifecycle.ts); null while it is not failing. */
  lifecycle: z.nullable(caseLifecycleSchema),
  /** Null while the newest outcome is a pass, or there is none. */
  lastFailure: z.nullable(
    z.object({
      failure: caseResultRowSchema,
      cause: z.string(),
      streak: z.int(),
      failingSince: caseResultRowSchema,
      lastPass: z.optional(caseResultRowSchema),
      earlierFailures: z.int(),
      sameCauseBefore: z.int(),
      lastSameCause: z.optional(caseResultRowSchema),
      /** Other test cases of the failure's run that failed with its cause; null where that run is not told. */
      othersInRun: z.nullable(z.int()),
      /**
       * The team's decision that applies to the failure (its own, else its cause's) and how the failure meets it
       * (analysis/triage/failure-triage.ts), with the ticket's address where the server has a --ticket-url; null
       * when none applies, or where decisions are not told (no store).
       */
      triage: z.nullable(
        z.object({ state: triageStateSchema, decision: decisionSchema, ticketHref: z.nullable(z.string()) }),
      ),
    }),
  ),
});
export type CaseHistory = z.output<typeof caseHistorySchema>;
/** The team's decision on a case's last failure, as the store tells it. */
export type LastFailureTriage = NonNullable<NonNullable<CaseHistory['lastFailure']>['triage']>;

export const storedTestCaseSchema = z
  .object({
    /** The record as GET /testcases/{id} answers it, its LAST_* members as the store last saw a result. */
    testCase: testCaseSchema,
    /** The last run's name and reports; null when the store has not read that run. */
    lastRun: z.nullable(z.object({ NAME: z.string(), REPORT_URL: z.string(), FIORI_REPORT_URL: z.string() })),
    history: caseHistorySchema,
  })
  .register(z.globalRegistry, { id: 'StoredTestCase' });
export type StoredTestCase = z.output<typeof storedTestCaseSchema>;
