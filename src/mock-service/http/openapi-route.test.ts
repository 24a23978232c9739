import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../contract/base-path';
import { openApiDocument } from '../../contract/openapi/build-openapi-document';
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
