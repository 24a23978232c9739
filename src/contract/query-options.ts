// Query options of the read endpoints (docs/interface/rest-v1.md#endpoints-r4,
// docs/interface/decisions.md#query-options-d2). The client encodes them with these names; the mock matches names
// case-insensitively and validates values by kind.

/** How a value is validated and matched. */
export type OptionKind =
  | 'numericId' // 1-10 digits, exact match after padding
  | 'hexId' // 32 hex, exact match ignoring case
  | 'exact' // exact text match (codes, document numbers)
  | 'user' // exact, ignoring case
  | 'pattern' // whole value, ignoring case, `*` wildcard
  | 'search' // substring, ignoring case
  | 'integer'
  | 'date'
  | 'boolean'
  | 'levels'; // integer 1..9999

export type OptionSpec = Readonly<Record<string, OptionKind>>;

/**
 * The longest value any option takes: the interface states no bound, so the mock takes this one
 * (docs/interface/decisions.md#query-options-d2) and the dashboard's search fields stop there.
 */
export const MAX_OPTION_LENGTH = 1000;

export const SCENARIO_OPTIONS = {
  SCNRID: 'numericId',
  PARENTID: 'numericId',
  ATTR1: 'pattern',
  ATTR2: 'pattern',
  ATTR3: 'pattern',
  ATTR4: 'pattern',
  ATTR5: 'pattern',
  DESCR: 'pattern',
  q: 'search',
  $children: 'boolean',
  $expandLevels: 'levels',
} as const satisfies OptionSpec;

export const TEST_CASE_OPTIONS = {
  CASEID: 'numericId',
  SCNRID: 'numericId',
  DESCR: 'pattern',
  DOCNUM: 'exact',
  OBJDEFID: 'exact',
  IFTYPE: 'integer',
  PARENT_CASEID: 'numericId',
  q: 'search',
  $includeSubfolders: 'boolean',
} as const satisfies OptionSpec;

export const TEST_RUN_OPTIONS = {
  RUN_ID: 'hexId',
  NAME: 'pattern',
  TYPE: 'exact',
  STARTED_BY: 'user',
  STARTED_DATE: 'date',
  STARTED_FROM: 'date',
  STARTED_TO: 'date',
  q: 'search',
  $includeDetails: 'boolean',
  $includeComparison: 'boolean',
  $includeMetadata: 'boolean',
} as const satisfies OptionSpec;

/** Options GET /testruns/{id} accepts. */
export const TEST_RUN_READ_OPTIONS = {
  $includeDetails: 'boolean',
  $includeComparison: 'boolean',
  $includeMetadata: 'boolean',
} as const satisfies OptionSpec;

/** Options GET /scenarios/{id} accepts. */
export const SCENARIO_READ_OPTIONS = {
  $children: 'boolean',
  $expandLevels: 'levels',
} as const satisfies OptionSpec;

type ValueOf<K extends OptionKind> = K extends 'boolean' ? boolean : K extends 'integer' | 'levels' ? number : string;

/** The typed query an endpoint takes, derived from its option spec. */
export type QueryOf<S extends OptionSpec> = { -readonly [N in keyof S]?: ValueOf<S[N]> };

export type ScenarioQuery = QueryOf<typeof SCENARIO_OPTIONS>;
export type TestCaseQuery = QueryOf<typeof TEST_CASE_OPTIONS>;
export type TestRunQuery = QueryOf<typeof TEST_RUN_OPTIONS>;
export type TestRunReadQuery = QueryOf<typeof TEST_RUN_READ_OPTIONS>;
export type ScenarioReadQuery = QueryOf<typeof SCENARIO_READ_OPTIONS>;

export const MIN_EXPAND_LEVELS = 1;
export const MAX_EXPAND_LEVELS = 9999;
