// Parameters of the document: the query options come from the same option specs the client encodes and
// the mock parses (query-options.ts), so a new option appears here by itself.
import { CSRF_HEADER } from '../../contract/errors';
import { HEX_ID_PATTERN, NUMERIC_ID_PATTERN } from '../../contract/ids';
import { MAX_EXPAND_LEVELS, MIN_EXPAND_LEVELS, type OptionKind, type OptionSpec } from '../../contract/query-options';
import { SAP_CLIENT_OPTION } from '../http/parse-options';
import { decided } from './decision-marks';
import type { JsonObject } from './json-object';

const NUMERIC_ID: JsonObject = { type: 'string', pattern: NUMERIC_ID_PATTERN.source };
const HEX_ID: JsonObject = { type: 'string', pattern: HEX_ID_PATTERN.source };

const KIND_SCHEMAS: Readonly<Record<OptionKind, JsonObject>> = {
  numericId: NUMERIC_ID,
  hexId: HEX_ID,
  exact: { type: 'string' },
  user: { type: 'string' },
  pattern: { type: 'string' },
  search: { type: 'string' },
  integer: { type: 'integer' },
  date: { type: 'string', format: 'date' },
  // The service takes `TRUE` and `False` too (decisions.md D2); a plain boolean would call them invalid.
  boolean: {
    anyOf: [{ type: 'boolean' }, { type: 'string', pattern: '^(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$' }],
    default: false,
  },
  levels: { type: 'integer', minimum: MIN_EXPAND_LEVELS, maximum: MAX_EXPAND_LEVELS, default: MIN_EXPAND_LEVELS },
};

/**
 * How the service matches each kind of value; the spec says only "filter by",
 * docs/interface/decisions.md#query-options-d2 says how.
 */
const KIND_RULES: Readonly<Record<OptionKind, string>> = {
  numericId: 'Exact match; 1 to 10 digits, unpadded accepted (825 is 0000000825).',
  hexId: 'Exact match; 32 hexadecimal characters in any case.',
  exact: 'Exact match.',
  user: 'Exact match, ignoring case.',
  pattern: 'The whole value, ignoring case, with * as a wildcard.',
  search: 'Substring, ignoring case.',
  integer: 'Exact match.',
  date: 'YYYY-MM-DD.',
  boolean: 'true or false, in any case.',
  levels: `An integer from ${MIN_EXPAND_LEVELS} to ${MAX_EXPAND_LEVELS}, validated even without $children=true.`,
};

/** What each option selects (docs/interface/rest-v1.md#endpoints-r4). */
const OPTION_MEANINGS: Readonly<Record<string, string>> = {
  SCNRID: 'Folder ID.',
  PARENTID: 'Parent folder ID; 0 selects the top-level folders.',
  ATTR1: 'Folder attribute 1.',
  ATTR2: 'Folder attribute 2.',
  ATTR3: 'Folder attribute 3.',
  ATTR4: 'Folder attribute 4.',
  ATTR5: 'Folder attribute 5.',
  DESCR: 'Description.',
  q: 'Text search in the description (for test runs: in the run name).',
  $children: 'Include sub-folders, depth-first, parents before children.',
  $expandLevels: 'Number of hierarchy levels to expand; used only with $children=true.',
  CASEID: 'Test case ID.',
  DOCNUM: 'Document number.',
  OBJDEFID: 'Automation object ID.',
  IFTYPE: 'Test type.',
  PARENT_CASEID: 'Parent test case ID.',
  $includeSubfolders: 'Include the test cases of all folders below SCNRID; used only with SCNRID.',
  RUN_ID: 'Run ID.',
  NAME: 'Run name.',
  TYPE: 'Run type (two letters: UT, RT, TD, CR, SM).',
  STARTED_BY: 'User who started the run.',
  STARTED_DATE: 'Runs started on that date.',
  STARTED_FROM: 'Runs started on or after that date (inclusive; after STARTED_TO is a 400).',
  STARTED_TO: 'Runs started on or before that date (inclusive).',
  $includeDetails: 'Fill DETAILS with the test-case-level results.',
  $includeComparison: 'Fill COMPARISON with the field-level comparison.',
  $includeMetadata: 'Add METADATA with the middleware metadata (current releases only).',
};

/** The query parameters of one endpoint, in the order its option spec lists them. */
export function queryParameters(spec: OptionSpec): JsonObject[] {
  return Object.entries(spec).map(([name, kind]) => {
    const meaning = OPTION_MEANINGS[name];
    if (!meaning) throw new Error(`parameters.ts has no meaning for the query option ${name}`);
    return {
      name,
      in: 'query',
      required: false,
      description: `${meaning} ${KIND_RULES[kind]}`,
      schema: KIND_SCHEMAS[kind],
    };
  });
}

const pathId = (description: string, schema: JsonObject): JsonObject => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema,
});

/** Shared parameters, referenced from the operations as `#/components/parameters/<name>`. */
export const PARAMETERS = {
  FolderId: pathId('Folder ID, 1 to 10 digits; unpadded accepted.', NUMERIC_ID),
  TestCaseId: pathId('Test case ID, 1 to 10 digits; unpadded accepted.', NUMERIC_ID),
  RunId: decided('D1', 'matched ignoring case.', pathId('Test run ID, 32 hexadecimal characters.', HEX_ID)),
  ContentId: decided('D3', 'content IDs are 32 hexadecimal characters, taken from the content list.', {
    name: 'contentId',
    in: 'path',
    required: true,
    schema: HEX_ID,
  }),
  CsrfTokenFetch: {
    name: CSRF_HEADER,
    in: 'header',
    required: false,
    description: `Send "fetch" to receive a CSRF token in the ${CSRF_HEADER} response header (docs/interface/rest-v1.md#csrf-and-users-r5); any case is accepted (docs/interface/decisions.md#csrf-sessions-and-users-d5).`,
    schema: { type: 'string', pattern: '^[Ff][Ee][Tt][Cc][Hh]$' },
  },
  CsrfToken: {
    name: CSRF_HEADER,
    in: 'header',
    required: true,
    description: `The token a GET or HEAD with ${CSRF_HEADER}: fetch answered, sent with the session cookie that answer set (docs/interface/rest-v1.md#csrf-and-users-r5). Missing, wrong or expired: 403 with ${CSRF_HEADER}: Required, not 401, since the token protects against forged requests and is no credential (docs/interface/decisions.md#csrf-sessions-and-users-d5). Expires after 30 minutes without use.`,
    schema: { type: 'string' },
  },
  SapClient: decided('D1', 'accepted and ignored; given twice, a 400 like any option.', {
    name: SAP_CLIENT_OPTION,
    in: 'query',
    required: false,
    description: 'SAP client number.',
    schema: { type: 'string' },
  }),
} satisfies Record<string, JsonObject>;

export const parameterRef = (name: keyof typeof PARAMETERS): JsonObject => ({
  $ref: `#/components/parameters/${name}`,
});
