// The same client against a server that behaves like an older real release: members missing, extra
// members, numbers as strings. The client must keep working and keep what it does not know.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from './client/runtime-config';
import { getTestRun } from './test-runs/get-test-run';
import { getTestCases } from './test-cases/get-test-cases';

const BASE = 'http://old-release.test/sap/bc/int4/iftt/v1';
const RUN_ID = 'A'.repeat(32);

const server = setupServer(
  http.get(`${BASE}/testruns/:id`, () =>
    HttpResponse.json({
      DATA: [{ RUN_ID, NAME: 'Legacy run', STARTED_BY: 'OLDUSER', STARTED_DATE: '2019-03-01', STARTED_TIME: '10:00:00', TC_TOTAL: '2', TC_PASSED: '1', TC_FAILED: '1', REMOTE_CMP_RUN: '', END_DATE: '2019-03-01', END_TIME: '10:05:00', REPORT_URL: 'https://old/report', DETAILS: [], VARIABLES: [], LEGACY_FLAG: 'X' }],
    }),
  ),
  http.get(`${BASE}/testcases`, () => HttpResponse.json({ DATA: [{ CASEID: '0000000001', SCNRID: '0000000002', DESCR: 'Old case', IFTYPE: '20', SOMETHING_NEW: 42 }] })),
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
    expect(testCase).toMatchObject({ CASEID: '0000000001', IFTYPE: 20, LAST_STATUS: '', DOCNUM: '', SOMETHING_NEW: 42 });
  });
});
