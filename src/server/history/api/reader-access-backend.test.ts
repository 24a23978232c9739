import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendProxy } from '../../backend-proxy';
import { storeBackedApi } from '../testing/store-backed-api';

// "The SAP system": lets READER read, challenges everyone else as a NetWeaver system does.
const CHALLENGE = 'Basic realm="SAP NetWeaver Application Server [S4Q/100]"';
const READER = `Basic ${btoa('READER:right')}`;
const seen: string[] = [];
let system: ServerType;
let get: (headers: Record<string, string>) => Promise<Response>;

beforeAll(async () => {
  system = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (request) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}${url.search}`);
      return request.headers.get('authorization') === READER
        ? Response.json({ DATA: [] })
        : new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': CHALLENGE } });
    },
  });
  await new Promise((resolve) => system.once('listening', resolve));
  const { port } = system.address() as AddressInfo;
  ({ get } = storeBackedApi(createBackendProxy({ backend: `http://127.0.0.1:${port}`, sapClient: '100' })));
});
afterAll(() => {
  system.close();
});

describe('who the store answers in backend mode', () => {
  it('asks the SAP system through the proxy and passes its challenge on to the browser', async () => {
    expect((await get({ authorization: READER })).status).toBe(200);
    const refused = await get({});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(CHALLENGE);
    expect(seen).toEqual([
      `/sap/bc/int4/iftt/v1/testruns?RUN_ID=${'0'.repeat(32)}&sap-client=100`,
      `/sap/bc/int4/iftt/v1/testruns?RUN_ID=${'0'.repeat(32)}&sap-client=100`,
    ]);
  });

  it('takes an SAP system that cannot be reached for one that is down', async () => {
    const unreachable = storeBackedApi(createBackendProxy({ backend: 'http://127.0.0.1:1' }));
    const answer = await unreachable.get({ authorization: READER });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: { code: 'ACCESS_UNCHECKED' } });
  });
});
