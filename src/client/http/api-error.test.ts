import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../../web/testing/mock-server';
import { getScenarios } from '../scenarios/get-scenarios';
import { ApiError } from './api-error';

const mock = setupMockServer();
const failWith = (response: () => Response) => mock.server.use(http.get(`${TEST_BASE_URL}/scenarios`, response));
async function failure(): Promise<ApiError> {
  const error: unknown = await getScenarios({}).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error('expected the read to fail with an ApiError');
  return error;
}

describe('error decoding', () => {
  it('reads the service error body in XML', async () => {
    failWith(
      () =>
        new HttpResponse(
          '<?xml version="1.0"?><error><code>BAD_REQUEST</code><message><lang>en</lang><value>Option x &amp; y</value></message></error>',
          { status: 400, headers: { 'content-type': 'application/xml' } },
        ),
    );
    expect(await failure()).toMatchObject({ status: 400, message: 'Option x & y' });
  });

  it('turns an SAP HTML error page into text, never markup', async () => {
    failWith(
      () =>
        new HttpResponse(
          '<html><head><title>Logon Error Message</title></head><body><h1>Service cannot be reached</h1><script>alert(1)</script></body></html>',
          { status: 500, headers: { 'content-type': 'text/html' } },
        ),
    );
    const error = await failure();
    expect(error.status).toBe(500);
    expect(error.message).toContain('Logon Error Message: Service cannot be reached');
    expect(error.message).not.toContain('<');
  });

  it('keeps a plain-text message', async () => {
    failWith(
      () => new HttpResponse('ICM: backend timeout', { status: 504, headers: { 'content-type': 'text/plain' } }),
    );
    expect(await failure()).toMatchObject({ status: 504, message: 'ICM: backend timeout', transient: true });
  });

  it('tells the user to sign in on 401', async () => {
    failWith(() => new HttpResponse('', { status: 401, headers: { 'www-authenticate': 'Basic realm="SAP"' } }));
    expect(await failure()).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: expect.stringContaining('Sign-in required'),
    });
  });

  it('explains a network failure', async () => {
    failWith(() => HttpResponse.error());
    const error = await failure();
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', transient: true });
    expect(error.message).toContain('could not be reached');
  });
});
