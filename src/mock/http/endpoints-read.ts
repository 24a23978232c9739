// The read endpoints (docs/interface/rest-v1.md#endpoints-r4).
import {
  SCENARIO_OPTIONS,
  SCENARIO_READ_OPTIONS,
  TEST_CASE_OPTIONS,
  TEST_RUN_OPTIONS,
  TEST_RUN_READ_OPTIONS,
} from '../../contract/query-options';
import { decided } from '../openapi/decision-marks';
import { envelopeResponse, errorResponses, headerRef, TOKEN_HEADERS } from '../openapi/responses';
import { caseResults } from '../queries/case-results';
import { renderRun } from '../queries/render-run';
import { caseJson, runJson } from '../queries/kept-json';
import { selectScenarios, withDescendants } from '../queries/select-scenarios';
import { selectTestCases } from '../queries/select-test-cases';
import { selectTestRuns } from '../queries/select-test-runs';
import type { MockStore } from '../store/store-types';
import { defineEndpoint } from './endpoint';
import { notFound } from './http-error';
import { dataResponse, encodedDataResponse } from './negotiate';

const READ_ERRORS = errorResponses([400, 404]);

function existingCase(store: MockStore, id: string, sent: string) {
  const testCase = store.testCases.get(id);
  if (!testCase) throw notFound(`Test case ${sent} does not exist`);
  return testCase;
}

export const READ_ENDPOINTS = [
  defineEndpoint({
    path: '/scenarios',
    method: 'get',
    operationId: 'listScenarios',
    tag: 'Scenarios',
    summary: 'List scenarios (folders); all of them without options',
    options: SCENARIO_OPTIONS,
    responses: {
      200: envelopeResponse('Scenario', 'The matching scenarios.', TOKEN_HEADERS),
      ...errorResponses([400]),
    },
    handle: ({ request, options, deps }) => dataResponse(request, selectScenarios(deps.store, options)),
  }),
  defineEndpoint({
    path: '/scenarios/{id}',
    method: 'get',
    operationId: 'getScenario',
    tag: 'Scenarios',
    summary: 'Read one scenario; with $children=true also its sub-folders',
    pathParameters: ['FolderId'],
    options: SCENARIO_READ_OPTIONS,
    responses: {
      200: envelopeResponse('Scenario', 'The scenario, followed by its sub-folders when asked.', TOKEN_HEADERS),
      ...READ_ERRORS,
    },
    handle: ({ request, params, sent, options, deps }) => {
      const folder = deps.store.folders.get(params.FolderId);
      if (!folder) throw notFound(`Folder ${sent.FolderId} does not exist`);
      const folders = options.$children ? withDescendants(deps.store, [folder], options.$expandLevels ?? 1) : [folder];
      return dataResponse(request, folders);
    },
  }),
  defineEndpoint({
    path: '/testcases',
    method: 'get',
    operationId: 'listTestCases',
    tag: 'Test cases',
    summary: 'List test cases; all of them without options',
    options: TEST_CASE_OPTIONS,
    responses: {
      200: envelopeResponse('TestCase', 'The matching test cases.', TOKEN_HEADERS),
      ...errorResponses([400]),
    },
    handle: ({ request, options, deps }) =>
      encodedDataResponse(request, selectTestCases(deps.store, options), {
        toRecord: (testCase) => testCase,
        toJson: caseJson,
      }),
  }),
  defineEndpoint({
    path: '/testcases/{id}',
    method: 'get',
    operationId: 'getTestCase',
    tag: 'Test cases',
    summary: 'Read one test case',
    pathParameters: ['TestCaseId'],
    responses: { 200: envelopeResponse('TestCase', 'The test case.', TOKEN_HEADERS), ...READ_ERRORS },
    handle: ({ request, params, sent, deps }) =>
      dataResponse(request, [existingCase(deps.store, params.TestCaseId, sent.TestCaseId)]),
  }),
  defineEndpoint({
    path: '/testcases/{id}/results',
    method: 'get',
    operationId: 'listTestCaseResults',
    tag: 'Test cases',
    summary: 'Read the results of a test case, newest first',
    pathParameters: ['TestCaseId'],
    responses: {
      200: envelopeResponse('CaseResult', 'One entry per run of the test case.', TOKEN_HEADERS),
      ...READ_ERRORS,
    },
    handle: ({ request, params, sent, deps }) => {
      const testCase = existingCase(deps.store, params.TestCaseId, sent.TestCaseId);
      return dataResponse(request, caseResults(deps.store, testCase.CASEID));
    },
  }),
  defineEndpoint({
    path: '/testcases/{id}/contenttypes',
    method: 'get',
    operationId: 'listTestCaseContents',
    tag: 'Test cases',
    summary: 'List the payloads of a test case',
    pathParameters: ['TestCaseId'],
    responses: {
      200: envelopeResponse('Content', 'Reference and current payloads.', TOKEN_HEADERS),
      ...READ_ERRORS,
    },
    handle: ({ request, params, sent, deps }) => {
      const testCase = existingCase(deps.store, params.TestCaseId, sent.TestCaseId);
      return dataResponse(
        request,
        deps.store.contents.listForCase(testCase.CASEID).map((content) => content.meta),
      );
    },
  }),
  defineEndpoint({
    path: '/testcases/{id}/contenttypes/{contentId}',
    method: 'get',
    operationId: 'downloadTestCaseContent',
    tag: 'Test cases',
    summary: 'Download one payload',
    pathParameters: ['TestCaseId', 'ContentId'],
    responses: {
      200: decided('D3', 'the raw payload with its own Content-Type (its MIME_TYPE); Accept does not change it.', {
        description: 'The payload.',
        headers: { 'Content-Disposition': headerRef('ContentDisposition') },
        content: { '*/*': {} },
      }),
      ...READ_ERRORS,
    },
    handle: ({ params, sent, deps }) => {
      const testCase = existingCase(deps.store, params.TestCaseId, sent.TestCaseId);
      const content = deps.store.contents.get(params.ContentId);
      if (!content || content.meta.CASEID !== testCase.CASEID)
        throw notFound(`Test case ${sent.TestCaseId} has no content ${sent.ContentId}`);
      return new Response(content.body, {
        headers: {
          'content-type': `${content.meta.MIME_TYPE}; charset=utf-8`,
          'content-disposition': `attachment; filename="${content.fileName}"`,
        },
      });
    },
  }),
  defineEndpoint({
    path: '/testcases/{id}/variables',
    method: 'get',
    operationId: 'listTestCaseVariables',
    tag: 'Test cases',
    summary: 'Read the user-defined variables of a test case',
    pathParameters: ['TestCaseId'],
    responses: { 200: envelopeResponse('CaseVariable', 'The variables.', TOKEN_HEADERS), ...READ_ERRORS },
    handle: ({ request, params, sent, deps }) => {
      const testCase = existingCase(deps.store, params.TestCaseId, sent.TestCaseId);
      return dataResponse(request, deps.store.variablesByCase.get(testCase.CASEID) ?? []);
    },
  }),
  defineEndpoint({
    path: '/testruns',
    method: 'get',
    operationId: 'listTestRuns',
    tag: 'Test runs',
    summary: 'List test runs, newest first',
    options: TEST_RUN_OPTIONS,
    responses: { 200: envelopeResponse('TestRun', 'The matching runs.', TOKEN_HEADERS), ...errorResponses([400]) },
    handle: ({ request, options, deps }) =>
      encodedDataResponse(request, selectTestRuns(deps.store, options), {
        toRecord: (run) => renderRun(run, options),
        toJson: (run) => runJson(run, options),
      }),
  }),
  defineEndpoint({
    path: '/testruns/{id}',
    method: 'get',
    operationId: 'getTestRun',
    tag: 'Test runs',
    summary: 'Read one test run; poll it while END_DATE is empty',
    description:
      'A run is in progress while END_DATE is empty; once END_DATE and END_TIME are set, TC_PASSED + TC_FAILED = TC_TOTAL (docs/interface/decisions.md#statuses-and-run-types-d4).',
    pathParameters: ['RunId'],
    options: TEST_RUN_READ_OPTIONS,
    responses: { 200: envelopeResponse('TestRun', 'The run.', TOKEN_HEADERS), ...READ_ERRORS },
    handle: ({ request, params, sent, options, deps }) => {
      const run = deps.store.runs.get(params.RunId);
      if (!run) throw notFound(`Test run ${sent.RunId} does not exist`);
      return dataResponse(request, [renderRun(run, options)]);
    },
  }),
];
