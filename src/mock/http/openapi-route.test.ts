import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, SERVICE_BASE_PATH } from '../../contract/base-path';
import { openApiDocument } from '../openapi/build-openapi-document';
import { ENDPOINTS } from './endpoints';
import { createTestClient, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

const request = (init: RequestInit = {}) => client.service.fetch(new Request(`http://mock.test${OPENAPI_PATH}`, init));

describe(`GET ${OPENAPI_PATH}`, () => {
  it('serves the OpenAPI document as cacheable JSON', async () => {
    const response = await request();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('answers 304 to a client that has the current version, 200 to one with another', async () => {
    const etag = (await request()).headers.get('etag')!;
    const cached = await request({ headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    expect((await request({ headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('answers a CSRF token fetch like any read, and 405 to other methods', async () => {
    expect((await request({ headers: { 'x-csrf-token': 'Fetch' } })).headers.get('x-csrf-token')).toMatch(
      /^[\w-]{20,}$/,
    );
    const post = await request({ method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

const concrete = (path: string) =>
  path.replace('{contentId}', '0'.repeat(32)).replace('{id}', path.startsWith('/testruns') ? 'F'.repeat(32) : '1');

describe('the endpoint declarations', () => {
  it('route every declared method of every path, and answer 405 naming them to any other', async () => {
    for (const endpoint of ENDPOINTS) {
      const url = `http://mock.test${SERVICE_BASE_PATH}${concrete(endpoint.path)}`;
      const answer = await client.service.fetch(new Request(url, { method: endpoint.method.toUpperCase() }));
      expect([endpoint.path, answer.status]).not.toEqual([endpoint.path, 405]);
      const other = await client.service.fetch(new Request(url, { method: 'DELETE' }));
      expect([endpoint.path, other.status]).toEqual([endpoint.path, 405]);
      expect(other.headers.get('allow')).toContain(endpoint.method === 'get' ? 'GET, HEAD' : 'POST');
    }
  });
});

describe('the test client', () => {
  it('fails a request whose answer the document does not describe, naming path, status and member', async () => {
    const [folder] = client.service.store.folders.values();
    const { CREATED_ON } = folder!;
    folder!.CREATED_ON = '22.11.2026';
    try {
      await expect(client.get(`/scenarios/${folder!.SCNRID}`)).rejects.toThrow(
        /GET \/scenarios\/\d+ answered 200 .*\/DATA\/0\/CREATED_ON/,
      );
    } finally {
      folder!.CREATED_ON = CREATED_ON;
    }
  });
});
