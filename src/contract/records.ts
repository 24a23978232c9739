// Records of the interface (docs/interface/rest-v1.md#records-r2,
// docs/interface/decisions.md#records-the-spec-leaves-open-d3). Parsing is tolerant where releases differ: unknown
// members are kept (looseObject), members an older release lacks are optional, numbers may arrive as strings. Members
// the dashboard cannot work without (IDs) are required. Reads of many records at once (lists of runs, figures over all
// test cases) use lean schemas instead, which check and keep only what they show or count.
import { z } from 'zod/mini';
import { FAILED_STATUSES } from './codes';

const text = z._default(z.string(), '');
const integer = z.coerce.number();
const id = z.string().check(z.minLength(1));
const count = z._default(integer, 0);

export const scenarioSchema = z.looseObject({
  SCNRID: id,
  PARENTID: z.string(),
  ATTR1: text,
  ATTR2: text,
  ATTR3: text,
  ATTR4: text,
  ATTR5: text,
  DESCR: text,
  CREATED_ON: text,
  CREATED_TIME: text,
  CREATED_BY: text,
  LANDSCAPE_ID: text,
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const testCaseSchema = z.looseObject({
  CASEID: id,
  SCNRID: z.string(),
  DESCR: text,
  DOCNUM: text,
  OBJDEFID: text,
  CREATED_ON: text,
  CREATED_TIME: text,
  CREATED_BY: text,
  IFTYPE: integer,
  PARENT_CASEID: text,
  ORIG_SYSTEM: text,
  ORIG_CASEID: text,
  LANDSCAPE_ID: text,
  ORIG_LANDSCAPE_ID: text,
  LAST_RUN_ID: text,
  LAST_STARTED_BY: text,
  LAST_STARTED_DATE: text,
  LAST_STARTED_TIME: text,
  LAST_STATUS: text,
  LAST_STATUS_TXT: text,
});
export type TestCase = z.infer<typeof testCaseSchema>;

/** The run a test case last failed in, when its last outcome is a failure (its last run then holds why). */
export function lastFailedRunId(testCase: Pick<TestCase, 'LAST_STATUS' | 'LAST_RUN_ID'>): string | undefined {
  return FAILED_STATUSES.includes(testCase.LAST_STATUS) && testCase.LAST_RUN_ID ? testCase.LAST_RUN_ID : undefined;
}

/** What figures over all test cases (failing now, never run) read of one. */
export type CaseStatus = Pick<
  TestCase,
  'CASEID' | 'SCNRID' | 'DESCR' | 'LAST_RUN_ID' | 'LAST_STARTED_DATE' | 'LAST_STARTED_TIME' | 'LAST_STATUS'
>;

/** What figures over many runs (failure causes, counts by folder, type or object) read of an executed test case. */
const executionFields = {
  CASEID: id,
  SCNRID: text,
  DESCR: text,
  IFTYPE: count,
  OBJDEFID: text,
  STATUS: text,
  STATUS_TXT: text,
  MESSAGE: text,
};

/** What a lean read of a run keeps of each executed test case (see listedRunSchema). */
export const executionSchema = z.object(executionFields);

/** One executed test case in a run (DETAILS element). */
export const runDetailSchema = z.looseObject({
  ...executionFields,
  DOCNUM: text,
  STARTED_DATE: text,
  STARTED_TIME: text,
  END_DATE: text,
  END_TIME: text,
});
export type RunDetail = z.infer<typeof runDetailSchema>;

/** A variable value used in a run (VARIABLES element). */
export const runVariableSchema = z.looseObject({
  CASEID: z.string(),
  VAR_NAME: z.string(),
  REF_VALUE: text,
  VAR_VALUE: text,
});
export type RunVariable = z.infer<typeof runVariableSchema>;

/** One compared field (COMPARISON element). */
export const runComparisonSchema = z.looseObject({
  CASEID: z.string(),
  CONTENT_ID: text,
  PATH: text,
  REF_VALUE: text,
  CUR_VALUE: text,
  RESULT: text,
});
export type RunComparison = z.infer<typeof runComparisonSchema>;

/** Middleware metadata of an executed case (METADATA element, current releases only). */
export const runMetadataSchema = z.looseObject({
  CASEID: z.string(),
  NAME: z.string(),
  VALUE: text,
});
export type RunMetadata = z.infer<typeof runMetadataSchema>;

/** A run's own members, without the lists it carries. */
const runFields = {
  RUN_ID: id,
  NAME: text,
  STARTED_BY: text,
  STARTED_DATE: text,
  STARTED_TIME: text,
  TC_TOTAL: count,
  TC_PASSED: count,
  TC_FAILED: count,
  REMOTE_CMP_RUN: text,
  END_DATE: text,
  END_TIME: text,
  REPORT_URL: text,
  /** Missing in older releases. */
  FIORI_REPORT_URL: z.optional(z.string()),
  /**
   * Run type: a mock extra (docs/interface/decisions.md#records-the-spec-leaves-open-d3); clients must not rely on
   * it.
   */
  TYPE: z.optional(z.string()),
};

export const testRunSchema = z.looseObject({
  ...runFields,
  DETAILS: z._default(z.array(runDetailSchema), []),
  VARIABLES: z._default(z.array(runVariableSchema), []),
  /** Missing in older releases. */
  COMPARISON: z.optional(z.array(runComparisonSchema)),
  /** Only with `$includeMetadata=true` on current releases. */
  METADATA: z.optional(z.array(runMetadataSchema)),
});
export type TestRun = z.infer<typeof testRunSchema>;

/**
 * A run as lists and figures over many runs read it: its own members and, when asked for, what they need of each
 * executed test case. Its variables (half of a run's text), comparison and metadata are neither checked nor kept,
 * nor any other member: a year of runs is read in half the time and stays small in memory.
 */
export const listedRunSchema = z.object({
  ...runFields,
  DETAILS: z._default(z.array(executionSchema), []),
});
export type ListedRun = z.infer<typeof listedRunSchema>;
export type Execution = ListedRun['DETAILS'][number];

/**
 * A run is in progress while END_DATE is empty: the only rule a client may use
 * (docs/interface/decisions.md#statuses-and-run-types-d4).
 */
export function isRunFinished(run: Pick<TestRun, 'END_DATE'>): boolean {
  return run.END_DATE !== '';
}

/** One entry of a test case's result history (docs/interface/decisions.md#records-the-spec-leaves-open-d3). */
export const caseResultSchema = z.looseObject({
  RUN_ID: id,
  RUN_NAME: text,
  TYPE: text,
  STARTED_BY: text,
  STARTED_DATE: text,
  STARTED_TIME: text,
  END_DATE: text,
  END_TIME: text,
  STATUS: text,
  STATUS_TXT: text,
  MESSAGE: text,
  LANDSCAPE_ID: text,
  REPORT_URL: text,
});
export type CaseResult = z.infer<typeof caseResultSchema>;

/**
 * One payload of a test case, as listed by /contenttypes
 * (docs/interface/decisions.md#records-the-spec-leaves-open-d3).
 */
export const contentSchema = z.looseObject({
  CONTENT_ID: id,
  CASEID: text,
  CONTENT_TYPE: text,
  FORMAT: text,
  MIME_TYPE: text,
  DESCR: text,
  SIZE: count,
  RUN_ID: text,
  CREATED_ON: text,
  CREATED_TIME: text,
});
export type Content = z.infer<typeof contentSchema>;

/** A user-defined variable of a test case (docs/interface/decisions.md#records-the-spec-leaves-open-d3). */
export const caseVariableSchema = z.looseObject({
  CASEID: text,
  VAR_NAME: id,
  DESCR: text,
  VAR_ACTION: text,
  REF_VALUE: text,
});
export type CaseVariable = z.infer<typeof caseVariableSchema>;

/** Every successful read answers `{"DATA": [...]}`, even for a single record. */
export function dataEnvelope<T extends z.ZodMiniType>(record: T) {
  return z.object({ DATA: z.array(record) });
}

/** Body of the 202 answer to an asynchronous run start. */
export const asyncRunStartedSchema = z.looseObject({ RUN_ID: id });
