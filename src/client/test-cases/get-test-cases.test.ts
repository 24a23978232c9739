import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../../web/testing/mock-server';
import { getCaseStatuses } from './get-test-cases';

const mock = setupMockServer();

describe("test cases' last statuses, for figures over all of them", () => {
  it('reads past the members the figures do not use, even ones it could not read', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases`, () =>
        HttpResponse.json({
          DATA: [{ CASEID: '100', SCNRID: '7', LAST_STATUS: 'E', IFTYPE: 'not a number', CREATED_ON: 5 }],
        }),
      ),
    );
    expect(await getCaseStatuses({})).toEqual([
      {
        CASEID: '100',
        SCNRID: '7',
        DESCR: '',
        LAST_RUN_ID: '',
        LAST_STARTED_DATE: '',
        LAST_STARTED_TIME: '',
        LAST_STATUS: 'E',
      },
    ]);
  });

  it('still refuses a test case without an ID, naming where', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases`, () => HttpResponse.json({ DATA: [{ SCNRID: '7', LAST_STATUS: 'E' }] })),
    );
    await expect(getCaseStatuses({})).rejects.toThrow('GET /testcases cannot be used: DATA.0.CASEID');
  });
});
