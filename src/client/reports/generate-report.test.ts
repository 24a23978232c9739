import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../../web/testing/mock-server';
import { ApiError } from '../http/api-error';
import { generateReport } from './generate-report';

const mock = setupMockServer();
// A string body would get text/plain from the Response constructor; bytes get no content type of their own.
const answer = (body: string | Uint8Array, headers: Record<string, string>) =>
  mock.server.use(http.post(`${TEST_BASE_URL}/testexecreport`, () => new HttpResponse(body, { status: 200, headers })));

describe('generateReport', () => {
  it('hands back the workbook the service built', async () => {
    const report = await generateReport({ STARTED_DATE_FROM: '2026-11-18' });
    expect(report.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(report.blob.size).toBeGreaterThan(1000);
  });

  it('refuses a 200 that is a logon page, naming what came instead', async () => {
    answer('<html><head><title>Logon</title></head><body><h1>Please sign in</h1></body></html>', {
      'content-type': 'text/html; charset=utf-8',
    });
    const error = await generateReport({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_RESPONSE', endpoint: 'POST /testexecreport' });
    expect((error as ApiError).message).toBe(
      'The server answered with "text/html" (Logon: Please sign in) instead of an Excel workbook; perhaps a sign-in page or a proxy is in the way. Reload the page and try again.',
    );
  });

  it('refuses a 200 without a content type', async () => {
    answer(new TextEncoder().encode('PK'), {});
    await expect(generateReport({})).rejects.toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
      message: expect.stringContaining('a response without a content type'),
    });
  });
});
