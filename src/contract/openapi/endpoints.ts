// Every endpoint of the interface (spec §4) plus the mock's two extras, as data: the document builder
// turns each into an operation, and derives HEAD from each GET.
import { OPENAPI_PATH, SERVICE_BASE_PATH } from '../base-path';
import { REPORT_COLUMNS, REPORT_MIME_TYPE, REPORT_SHEETS, REPORT_VARIABLE_PREFIX } from '../requests';
import {
  SCENARIO_OPTIONS,
  SCENARIO_READ_OPTIONS,
  TEST_CASE_OPTIONS,
  TEST_RUN_OPTIONS,
  TEST_RUN_READ_OPTIONS,
  type OptionSpec,
} from '../query-options';
import { schemaRef } from './component-schemas';
import { decided, mockExtra } from './decision-marks';
import type { JsonObject } from './json-object';
import type { PARAMETERS } from './parameters';
import { dataResponse, errorResponses, headerRef, JSON_MEDIA_TYPE, TOKEN_HEADERS } from './responses';

export interface Endpoint {
  path: string;
  method: 'get' | 'post';
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  pathParameters?: readonly (keyof typeof PARAMETERS)[];
  options?: OptionSpec;
  /** Component schema of the JSON request body. */
  requestBody?: string;
  responses: JsonObject;
  /** Marks the operation as a decision or a mock extra. */
  mark?: (operation: JsonObject) => JsonObject;
}

/** Where the document itself is served, below the base path. */
export const OPENAPI_ROUTE = OPENAPI_PATH.slice(SERVICE_BASE_PATH.length);

const READ_ERRORS = errorResponses([400, 404]);
const WRITE_ERRORS = errorResponses([400, 403, 413, 415]);

const download = (mediaType: string, description: string): JsonObject => ({
  description,
  headers: { 'Content-Disposition': headerRef('ContentDisposition') },
  content: { [mediaType]: {} },
});

const reportDescription = `An Excel workbook. Sheet ${REPORT_SHEETS.executions}: a frozen header row (${REPORT_COLUMNS.join(', ')}; with INCLUDE_BUSINESS_DATA = X one more column ${REPORT_VARIABLE_PREFIX}<name> per variable), then one row per executed test case per matching run. Sheet ${REPORT_SHEETS.summary}: totals per run and per folder. No match: headers and no rows.`;

export const ENDPOINTS: readonly Endpoint[] = [
  {
    path: '/',
    method: 'get',
    operationId: 'getServiceRoot',
    tag: 'Service',
    summary: 'List the entry points; the usual target of a CSRF token fetch',
    responses: { 200: dataResponse('ServiceRoot', 'The entry points.', TOKEN_HEADERS) },
    mark: (operation) => mockExtra('the spec names no service root.', operation),
  },
  {
    path: OPENAPI_ROUTE,
    method: 'get',
    operationId: 'getOpenApiDocument',
    tag: 'Service',
    summary: 'This description of the interface',
    responses: {
      200: {
        description: 'The OpenAPI 3.1 document.',
        headers: {
          ...TOKEN_HEADERS,
          ETag: { schema: { type: 'string' } },
          'Cache-Control': { schema: { type: 'string' } },
        },
        content: { [JSON_MEDIA_TYPE]: { schema: schemaRef('OpenApiDocument') } },
      },
      304: { description: 'Not modified (the request sent the current ETag in If-None-Match).' },
    },
    mark: (operation) => mockExtra('served by the bundled mock; a real system does not have it.', operation),
  },
  {
    path: '/scenarios',
    method: 'get',
    operationId: 'listScenarios',
    tag: 'Scenarios',
    summary: 'List scenarios (folders); all of them without options',
    options: SCENARIO_OPTIONS,
    responses: { 200: dataResponse('Scenario', 'The matching scenarios.', TOKEN_HEADERS), ...errorResponses([400]) },
  },
  {
    path: '/scenarios/{id}',
    method: 'get',
    operationId: 'getScenario',
    tag: 'Scenarios',
    summary: 'Read one scenario; with $children=true also its sub-folders',
    pathParameters: ['FolderId'],
    options: SCENARIO_READ_OPTIONS,
    responses: {
      200: dataResponse('Scenario', 'The scenario, followed by its sub-folders when asked.', TOKEN_HEADERS),
      ...READ_ERRORS,
    },
  },
  {
    path: '/testcases',
    method: 'get',
    operationId: 'listTestCases',
    tag: 'Test cases',
    summary: 'List test cases; all of them without options',
    options: TEST_CASE_OPTIONS,
    responses: { 200: dataResponse('TestCase', 'The matching test cases.', TOKEN_HEADERS), ...errorResponses([400]) },
  },
  {
    path: '/testcases/{id}',
    method: 'get',
    operationId: 'getTestCase',
    tag: 'Test cases',
    summary: 'Read one test case',
    pathParameters: ['TestCaseId'],
    responses: { 200: dataResponse('TestCase', 'The test case.', TOKEN_HEADERS), ...READ_ERRORS },
  },
  {
    path: '/testcases/{id}/results',
    method: 'get',
    operationId: 'listTestCaseResults',
    tag: 'Test cases',
    summary: 'Read the results of a test case, newest first',
    pathParameters: ['TestCaseId'],
    responses: {
      200: dataResponse('CaseResult', 'One entry per run of the test case.', TOKEN_HEADERS),
      ...READ_ERRORS,
    },
  },
  {
    path: '/testcases/{id}/contenttypes',
    method: 'get',
    operationId: 'listTestCaseContents',
    tag: 'Test cases',
    summary: 'List the payloads of a test case',
    pathParameters: ['TestCaseId'],
    responses: { 200: dataResponse('Content', 'Reference and current payloads.', TOKEN_HEADERS), ...READ_ERRORS },
  },
  {
    path: '/testcases/{id}/contenttypes/{contentId}',
    method: 'get',
    operationId: 'downloadTestCaseContent',
    tag: 'Test cases',
    summary: 'Download one payload',
    pathParameters: ['TestCaseId', 'ContentId'],
    responses: {
      200: decided(
        '§3',
        'the raw payload with its own Content-Type (its MIME_TYPE); Accept does not change it.',
        download('*/*', 'The payload.'),
      ),
      ...READ_ERRORS,
    },
  },
  {
    path: '/testcases/{id}/variables',
    method: 'get',
    operationId: 'listTestCaseVariables',
    tag: 'Test cases',
    summary: 'Read the user-defined variables of a test case',
    pathParameters: ['TestCaseId'],
    responses: { 200: dataResponse('CaseVariable', 'The variables.', TOKEN_HEADERS), ...READ_ERRORS },
  },
  {
    path: '/testruns',
    method: 'get',
    operationId: 'listTestRuns',
    tag: 'Test runs',
    summary: 'List test runs, newest first',
    options: TEST_RUN_OPTIONS,
    responses: { 200: dataResponse('TestRun', 'The matching runs.', TOKEN_HEADERS), ...errorResponses([400]) },
  },
  {
    path: '/testruns/{id}',
    method: 'get',
    operationId: 'getTestRun',
    tag: 'Test runs',
    summary: 'Read one test run; poll it while END_DATE is empty',
    description:
      'A run is in progress while END_DATE is empty; once END_DATE and END_TIME are set, TC_PASSED + TC_FAILED = TC_TOTAL (decisions.md §4).',
    pathParameters: ['RunId'],
    options: TEST_RUN_READ_OPTIONS,
    responses: { 200: dataResponse('TestRun', 'The run.', TOKEN_HEADERS), ...READ_ERRORS },
  },
  {
    path: '/testruns',
    method: 'post',
    operationId: 'startTestRun',
    tag: 'Test execution',
    summary: 'Start a test run, synchronously or with ASYNC = X asynchronously',
    description:
      'Synchronous (ASYNC not X): the finished run as GET /testruns/{id} returns it, DETAILS included. Asynchronous (ASYNC = X): the run ID at once; read progress with GET /testruns/{id}. Unknown folder or test case IDs and TEST_CONTAINER rows for cases outside the run are a 400 naming each problem (decisions.md §6).',
    requestBody: 'StartRunRequest',
    responses: {
      200: dataResponse('TestRun', 'The finished run (synchronous start).'),
      202: decided(
        '§6',
        'status 202 with the run ID and a Location header.',
        dataResponse('AsyncRunStarted', 'The run was started asynchronously.', { Location: headerRef('Location') }),
      ),
      ...WRITE_ERRORS,
      ...errorResponses([503]),
    },
  },
  {
    path: '/testexecreport',
    method: 'post',
    operationId: 'generateTestExecutionReport',
    tag: 'Report',
    summary: 'Generate an Excel report of test executions',
    requestBody: 'ReportRequest',
    responses: {
      200: decided('§7', 'the sheets, columns and file name.', download(REPORT_MIME_TYPE, reportDescription)),
      ...WRITE_ERRORS,
    },
  },
];
