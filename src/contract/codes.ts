// Status codes, run types, test types and content vocabularies
// (docs/interface/decisions.md#records-the-spec-leaves-open-d3,
// docs/interface/decisions.md#statuses-and-run-types-d4).

export const TEST_STATUSES = {
  S: 'Passed',
  W: 'Passed with warnings',
  E: 'Failed',
  R: 'Running',
  Q: 'Queued',
  A: 'Aborted',
} as const;
export type TestStatus = keyof typeof TEST_STATUSES;
/** Empty status: the test case has never run. */
export const NEVER_RUN_TEXT = 'Not run';

export function statusText(code: string): string {
  return code in TEST_STATUSES ? TEST_STATUSES[code as TestStatus] : code ? code : NEVER_RUN_TEXT;
}

/** Final statuses that count as passed in TC_PASSED (warnings are accepted differences). */
export const PASSED_STATUSES: readonly string[] = ['S', 'W'];
/** Final statuses that count as failed in TC_FAILED. */
export const FAILED_STATUSES: readonly string[] = ['E', 'A'];

/** A test case of a run still waiting (Q) or executing (R): not an execution yet (no end, no result). */
export const UNFINISHED_STATUSES: readonly string[] = ['Q', 'R'];
export const isUnfinishedStatus = (status: string): boolean => UNFINISHED_STATUSES.includes(status);

export const RUN_TYPES = {
  UT: 'Unit test',
  RT: 'Regression test',
  TD: 'Test design',
  CR: 'Change request test',
  SM: 'Smoke test',
} as const;
export type RunType = keyof typeof RUN_TYPES;

/** A run type's name, or undefined for a code that is none of them (each screen says that its own way). */
export function runTypeText(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(RUN_TYPES, code) ? RUN_TYPES[code as RunType] : undefined;
}

export const TEST_TYPES: Readonly<Record<number, string>> = {
  20: 'Middleware unit test',
  21: 'Middleware end-to-end inbound',
  22: 'Middleware end-to-end outbound',
  30: 'IDoc backend test',
  40: 'Database validation',
  54: 'Generic synchronous',
};

export function testTypeText(code: number): string {
  return TEST_TYPES[code] ?? `Test type ${code}`;
}

export const CONTENT_TYPES = {
  REF_INPUT: 'Reference input',
  REF_OUTPUT: 'Reference output',
  CUR_OUTPUT: 'Current output',
} as const;
export type ContentType = keyof typeof CONTENT_TYPES;

export const CONTENT_FORMATS = ['XML', 'JSON', 'IDOC', 'FLAT', 'EDI'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

export const VARIABLE_ACTIONS = {
  BEFORE: 'Populate before execution',
  GENERATE: 'Generate a new value per run',
  AFTER: 'Read after execution',
  LOCATE: 'Locate the new message',
} as const;
export type VariableAction = keyof typeof VARIABLE_ACTIONS;

export const COMPARISON_RESULTS = {
  MATCH: 'Match',
  WARNING: 'Accepted difference',
  ERROR: 'Unexpected difference',
} as const;
export type ComparisonResult = keyof typeof COMPARISON_RESULTS;
