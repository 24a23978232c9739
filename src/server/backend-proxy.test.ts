import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { createMockService, type MockService } from '../mock/create-mock-service';
import { createBackendProxy, rewriteCookie, rewriteLocation } from './backend-proxy';
import type { FetchHandler } from './create-server-app';

// "The real system": the mock on its own loopback port, with a Basic-auth challenge on one path and an
// SAP-style cookie with Domain and Secure attributes.
let mock: MockService;
let backend: ServerType;
let proxy: FetchHandler;
const ORIGIN = 'http://dashboard.test';

beforeAll(async () => {
  mock = await createMockService({ runPaceMs: 5 });
  backend = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request) => {
      if (new URL(request.url).pathname.endsWith('/secured'))
        return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Basic realm="SAP"' } });
      const response = await mock.fetch(request);
      const cookie = response.headers.get('set-cookie');
      if (!cookie) return response;
      const copy = new Response(response.body, response);
      copy.headers.set('set-cookie', cookie.replace('Path=/', 'Path=/sap; Domain=sap.example.com; Secure'));
      return copy;
    },
  });
  await new Promise((resolve) => backend.once('listening', resolve));
  const { port } = backend.address() as AddressInfo;
  proxy = createBackendProxy({ backend: `http://127.0.0.1:${port}`, sapClient: '100' });
});
afterAll(async () => {
  backend.close();
  await mock.close();
});

const call = (path: string, init: RequestInit = {}) => proxy(new Request(`${ORIGIN}${SERVICE_BASE_PATH}${path}`, init));

describe('backend mode', () => {
  it('forwards reads with their query and Accept, streaming large bodies', async () => {
    const xml = await call('/scenarios?PARENTID=0', { headers: { accept: 'application/xml' } });
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(await xml.text()).toContain('<DATA><item>');
    const volume = [...mock.store.testCases.values()].find((testCase) => testCase.DESCR.includes('volume test'))!;
    const [content] = mock.store.contents.listForCase(volume.CASEID);
    const payload = await call(`/testcases/${volume.CASEID}/contenttypes/${content!.meta.CONTENT_ID}`);
    expect((await payload.arrayBuffer()).byteLength).toBe(content!.meta.SIZE);
  });

  it('passes the CSRF handshake through, with the cookie made fit for the browser origin', async () => {
    const fetched = await call('/', { headers: { 'x-csrf-token': 'Fetch' } });
    const token = fetched.headers.get('x-csrf-token')!;
    const cookie = fetched.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^SAP_SESSIONID_MCK_100=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const started = await call('/testruns', {
      method: 'POST',
      body: JSON.stringify({ DATA: { TEST_CASES: ['100000'], ASYNC: 'X' } }),
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie.split(';')[0]! },
      duplex: 'half',
    } as RequestInit);
    expect(started.status).toBe(202);
    expect(started.headers.get('location')).toMatch(new RegExp(`^${SERVICE_BASE_PATH}/testruns/[0-9A-F]{32}$`));
  });

  it('lets a Basic-auth challenge reach the browser', async () => {
    const response = await call('/secured');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="SAP"');
  });

  it('answers 502 with the error body when the system cannot be reached', async () => {
    const unreachable = createBackendProxy({ backend: 'http://127.0.0.1:9' });
    const response = await unreachable(new Request(`${ORIGIN}${SERVICE_BASE_PATH}/scenarios`));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'BACKEND_UNREACHABLE' } });
  });
});

describe('rewrites', () => {
  it('drops Domain, sets Path=/ and drops Secure on plain http', () => {
    expect(rewriteCookie('SID=1; Path=/sap; Domain=sap.example.com; Secure; HttpOnly', false)).toBe(
      'SID=1; Path=/; HttpOnly',
    );
    expect(rewriteCookie('SID=1; Path=/sap; Secure; SameSite=None', true)).toBe('SID=1; Path=/; Secure; SameSite=None');
  });

  it('makes redirects to the system same-origin and leaves others alone', () => {
    const system = new URL('https://sap.example.com:44300');
    expect(rewriteLocation('https://sap.example.com:44300/sap/bc/int4/iftt/v1/testruns/AB?x=1', system)).toBe(
      '/sap/bc/int4/iftt/v1/testruns/AB?x=1',
    );
    expect(rewriteLocation('https://idp.example.com/login', system)).toBe('https://idp.example.com/login');
  });
});
