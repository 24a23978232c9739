// The two changing endpoints (docs/interface/rest-v1.md#starting-a-run, docs/interface/rest-v1.md#execution-report).
// The declarations make every POST check the CSRF token, then who may call it, then the body's limits and schema; the
// handlers hand the checked DATA to the engine or the report writer.
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { ERROR_CODES } from '../../contract/errors';
import { REPORT_COLUMNS, REPORT_MIME_TYPE, REPORT_SHEETS, REPORT_VARIABLE_PREFIX } from '../../contract/requests';
import { decided } from '../openapi/decision-marks';
import { envelopeResponse, errorResponses, headerRef, RUN_START_FORBIDDEN } from '../openapi/responses';
import { renderRun } from '../queries/render-run';
import { streamReport } from '../report/stream-report';
import { RunNotKeptError } from '../runs/run-not-kept-error';
import { RunRequestError } from '../runs/run-request-error';
import { defineEndpoint } from './endpoint';
import { badRequest, HttpError } from './http-error';
import { dataResponse } from './negotiate';
import { requestUser } from './request-user';

const reportDescription = `An Excel workbook. Sheet ${REPORT_SHEETS.executions}: a frozen header row (${REPORT_COLUMNS.join(', ')}; with INCLUDE_BUSINESS_DATA = X one more column ${REPORT_VARIABLE_PREFIX}<name> per variable), then one row per executed test case per matching run. Sheet ${REPORT_SHEETS.summary}: when it was built and with which filters, then the totals and pass rate of all executions, per run and per folder. No match: headers and no rows.`;

export const WRITE_ENDPOINTS = [
  defineEndpoint({
    path: '/testruns',
    method: 'post',
    operationId: 'startTestRun',
    tag: 'Test execution',
    summary: 'Start a test run, synchronously or with ASYNC = X asynchronously',
    description:
      'Synchronous (ASYNC not X): the finished run as GET /testruns/{id} returns it, DETAILS included. Asynchronous (ASYNC = X): the run ID at once; read progress with GET /testruns/{id}. Unknown folder or test case IDs and TEST_CONTAINER rows for cases outside the run are a 400 naming each problem (docs/interface/decisions.md#starting-runs-d6).',
    requestBody: 'StartRunRequest',
    permission: 'startRuns',
    responses: {
      200: envelopeResponse('TestRun', 'The finished run (synchronous start).'),
      202: decided(
        'D6',
        'status 202 with the run ID and a Location header.',
        envelopeResponse('AsyncRunStarted', 'The run was started asynchronously.', { Location: headerRef('Location') }),
      ),
      ...errorResponses([400, 413, 415, 503]),
      403: RUN_START_FORBIDDEN,
    },
    handle: async ({ request, body, deps }) => {
      try {
        const started = await deps.engine.startRun(body, requestUser(request, deps.defaultUser));
        if (started.kind === 'async') {
          return dataResponse(request, [{ RUN_ID: started.runId }], 202, {
            location: `${SERVICE_BASE_PATH}/testruns/${started.runId}`,
          });
        }
        return dataResponse(request, [renderRun(started.run, { $includeDetails: true, $includeComparison: true })]);
      } catch (error) {
        if (error instanceof RunRequestError) throw badRequest(error.problems.join('; '));
        if (error instanceof RunNotKeptError) throw new HttpError(503, ERROR_CODES.notKept, error.message);
        throw error;
      }
    },
  }),
  defineEndpoint({
    path: '/testexecreport',
    method: 'post',
    operationId: 'generateTestExecutionReport',
    tag: 'Report',
    summary: 'Generate an Excel report of test executions',
    requestBody: 'ReportRequest',
    responses: {
      200: decided('D7', 'the sheets, columns and file name.', {
        description: reportDescription,
        headers: { 'Content-Disposition': headerRef('ContentDisposition') },
        content: { [REPORT_MIME_TYPE]: {} },
      }),
      ...errorResponses([400, 403, 413, 415]),
    },
    handle: ({ body, deps }) => {
      const report = streamReport(deps.store, body, deps.now());
      return new Response(report.body, {
        headers: {
          'content-type': REPORT_MIME_TYPE,
          'content-disposition': `attachment; filename="${report.fileName}"`,
        },
      });
    },
  }),
];
