// The same client against a server that behaves like an older real release: members missing, extra
// members, numbers as strings. The client must keep working and keep what it does not know.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from './http/runtime-config';
import { getTestRun } from './test-runs/get-test-run';
import { getScenarios } from './scenarios/get-scenarios';
import { getTestCases } from './test-cases/get-test-cases';
import { getTestCaseVariables } from './test-cases/get-test-case-variables';

const BASE = 'http://old-release.test/sap/bc/int4/iftt/v1';
const RUN_ID = 'A'.repeat(32);

const server = setupServer(
  http.get(`${BASE}/testruns/:id`, () =>
    HttpResponse.json({
      DATA: [
        {
          RUN_ID,
          NAME: 'Legacy run',
          STARTED_BY: 'OLDUSER',
          STARTED_DATE: '2019-03-01',
          STARTED_TIME: '10:00:00',
          TC_TOTAL: '2',
          TC_PASSED: '1',
          TC_FAILED: '1',
          REMOTE_CMP_RUN: '',
          END_DATE: '2019-03-01',
          END_TIME: '10:05:00',
          REPORT_URL: 'https://old/report',
          DETAILS: [],
          VARIABLES: [],
          LEGACY_FLAG: 'X',
        },
      ],
    }),
  ),
  http.get(`${BASE}/testcases`, () =>
    HttpResponse.json({
      DATA: [{ CASEID: '0000000001', SCNRID: '0000000002', DESCR: 'Old case', IFTYPE: '20', SOMETHING_NEW: 42 }],
    }),
  ),
  http.get(
    `${BASE}/scenarios`,
    () =>
      new HttpResponse(
        '<html><head><title>500 Internal Server Error</title></head><body><h1>Runtime Error</h1><p>ABAP dump CX_SY_ZERODIVIDE</p></body></html>',
        { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } },
      ),
  ),
  http.get(
    `${BASE}/testcases/:id/variables`,
    () =>
      new HttpResponse(null, {
        status: 401,
        headers: { 'www-authenticate': 'Basic realm="SAP NetWeaver Application Server"' },
      }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setApiBaseUrl(BASE);
});
afterAll(() => server.close());

describe('against an older release', () => {
  it('reads a run without FIORI_REPORT_URL and COMPARISON, with counts as strings and extra members', async () => {
    const run = await getTestRun(RUN_ID);
    expect(run.FIORI_REPORT_URL).toBeUndefined();
    expect(run.COMPARISON).toBeUndefined();
    expect(run.TC_TOTAL).toBe(2);
    expect(run.LEGACY_FLAG).toBe('X');
  });

  it('fills members a release does not send with empty values', async () => {
    const [testCase] = await getTestCases({});
    expect(testCase).toMatchObject({
      CASEID: '0000000001',
      IFTYPE: 20,
      LAST_STATUS: '',
      DOCNUM: '',
      SOMETHING_NEW: 42,
    });
  });

  it('turns an SAP HTML 500 page into a readable error', async () => {
    const error = await getScenarios({}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, endpoint: 'GET /scenarios' });
    expect(String((error as Error).message)).toContain(
      '500 Internal Server Error: Runtime Error: ABAP dump CX_SY_ZERODIVIDE',
    );
  });

  it('asks the user to sign in on a Basic-auth challenge', async () => {
    await expect(getTestCaseVariables('1')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: expect.stringContaining('Sign-in required'),
    });
  });
});
