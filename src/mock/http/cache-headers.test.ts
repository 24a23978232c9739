import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { createTestClient, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

const cacheHeaders = (response: Response) => ({
  status: response.status,
  vary: response.headers.get('vary'),
  cacheControl: response.headers.get('cache-control'),
});
const head = (path: string) =>
  client.service.fetch(new Request(`http://mock.test${SERVICE_BASE_PATH}${path}`, { method: 'HEAD' }));

describe('what a cache may keep of the answers', () => {
  it('reads: kept only by the user who asked, revalidated each time, and in the form Accept chose', async () => {
    const runId = client.service.store.runIdsNewestFirst[0]!;
    for (const path of ['/', '/scenarios?PARENTID=0', '/testcases', `/testruns/${runId}`, '/testruns'])
      for (const accept of ['application/json', 'application/xml']) {
        const answer = await client.get(path, { accept });
        expect({ path, accept, ...cacheHeaders(answer) }).toEqual({
          path,
          accept,
          status: 200,
          vary: 'Accept',
          cacheControl: 'private, no-cache',
        });
      }
    expect(cacheHeaders(await head('/scenarios'))).toEqual({
      status: 200,
      vary: 'Accept',
      cacheControl: 'private, no-cache',
    });
    // A payload is sent as it is, whatever Accept says.
    const caseId = [...client.service.store.testCases.keys()][0]!;
    const content = client.service.store.contents.listForCase(caseId)[0]!;
    const payload = await client.get(`/testcases/${caseId}/contenttypes/${content.meta.CONTENT_ID}`);
    expect(cacheHeaders(payload)).toEqual({ status: 200, vary: null, cacheControl: 'private, no-cache' });
  });

  it('a CSRF token, a run start, a report and every error: never kept', async () => {
    const token = await client.get('/', { 'x-csrf-token': 'Fetch' });
    expect(cacheHeaders(token)).toEqual({ status: 200, vary: 'Accept', cacheControl: 'no-store' });
    const caseId = [...client.service.store.testCases.keys()][0]!;
    const started = await client.post('/testruns', { DATA: { TEST_CASES: [caseId] } });
    expect(cacheHeaders(started)).toEqual({ status: 200, vary: 'Accept', cacheControl: 'no-store' });
    const queued = await client.post('/testruns', { DATA: { TEST_CASES: [caseId], ASYNC: 'X' } });
    expect(cacheHeaders(queued)).toEqual({ status: 202, vary: 'Accept', cacheControl: 'no-store' });
    const report = await client.post('/testexecreport', { DATA: { TEST_CASES: [caseId] } });
    expect(cacheHeaders(report)).toEqual({ status: 200, vary: null, cacheControl: 'no-store' });
    await report.arrayBuffer();
    const errors = [
      await client.get('/testcases/x'),
      await client.get('/testcases/9999999999', { accept: 'application/xml' }),
      await client.get('/nothing/here'),
      await client.service.fetch(new Request(`http://mock.test${SERVICE_BASE_PATH}/scenarios`, { method: 'DELETE' })),
      await client.post('/testruns', { DATA: {} }, { 'x-csrf-token': 'stale' }),
      await client.get('/openapi.json?sap-client=1&sap-client=2'),
    ];
    expect(errors.map(cacheHeaders)).toEqual(
      [400, 404, 404, 405, 403, 400].map((status) => ({ status, vary: 'Accept', cacheControl: 'no-store' })),
    );
  });

  it('the OpenAPI document: shared, revalidated by its ETag, the same whatever Accept says', async () => {
    const first = await client.get('/openapi.json');
    expect(cacheHeaders(first)).toEqual({ status: 200, vary: null, cacheControl: 'public, max-age=3600' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await client.get('/openapi.json', { 'if-none-match': etag });
    expect({ ...cacheHeaders(again), etag: again.headers.get('etag') }).toEqual({
      status: 304,
      vary: null,
      cacheControl: 'public, max-age=3600',
      etag,
    });
    // With a token it belongs to one session.
    const withToken = await client.get('/openapi.json', { 'x-csrf-token': 'Fetch' });
    expect(cacheHeaders(withToken).cacheControl).toBe('no-store');
  });
});
