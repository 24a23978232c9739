import { describe, expect, it } from 'vitest';
import { createMockService } from '../../../mock/create-mock-service';
import type { FetchHandler } from '../../create-server-app';
import { storeBackedApi } from '../testing/store-backed-api';
import { OUTAGE_GRACE_MS, REMEMBERED_MS } from './reader-access';

const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;
const READER = basic('READER', 'right');
const AUDITOR_NO_RUNS = basic('NORUNS', 'right');
const SAP_CHALLENGE = 'Basic realm="SAP NetWeaver Application Server [S4Q/100]"';

/** A service that knows READER and NORUNS (who may not read runs), counts its checks and can go down. */
function fakeService() {
  const asked: Request[] = [];
  let mode: 'up' | 'down' | 'silent' = 'up';
  const service: FetchHandler = async (request) => {
    asked.push(request);
    if (mode === 'down') return new Response('Bad Gateway', { status: 502 });
    if (mode === 'silent') return new Promise<Response>(() => {});
    const credentials = request.headers.get('authorization');
    if (credentials === READER) return Response.json({ DATA: [] });
    if (credentials === AUDITOR_NO_RUNS) return Response.json({ error: { code: 'NOT_AUTHORIZED' } }, { status: 403 });
    return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': SAP_CHALLENGE } });
  };
  return { service, asked, setMode: (next: typeof mode) => (mode = next) };
}

describe('who the store answers', () => {
  it('answers a user the service lets read, checked with that user’s own credentials', async () => {
    const { service, asked } = fakeService();
    const answer = await storeBackedApi(service).get({ authorization: READER });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ runs: 1234 });
    expect(asked.map((check) => [new URL(check.url).pathname, check.headers.get('authorization')])).toEqual([
      ['/sap/bc/int4/iftt/v1/testruns', READER],
    ]);
  });

  it('checks a single sign-on session by its cookie, as the service would see it', async () => {
    const sessions: (string | null)[] = [];
    const api = storeBackedApi(async (request) => {
      sessions.push(request.headers.get('cookie'));
      return request.headers.get('cookie') === 'MYSAPSSO2=valid'
        ? Response.json({ DATA: [] })
        : new Response('', { status: 401 });
    });
    const withCookie = (cookie: string) => api.get({ cookie });
    expect((await withCookie('MYSAPSSO2=valid')).status).toBe(200);
    const expired = await withCookie('MYSAPSSO2=expired');
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Basic realm="SAP"');
    expect(sessions).toEqual(['MYSAPSSO2=valid', 'MYSAPSSO2=expired']);
  });

  it('knows a user again by the sign-in alone, whatever other cookies change between requests', async () => {
    const { service, asked } = fakeService();
    const api = storeBackedApi(service);
    expect((await api.get({ authorization: READER, cookie: 'sap-usercontext=sap-client=100' })).status).toBe(200);
    expect((await api.get({ authorization: READER, cookie: 'SAP_SESSIONID_S4Q_100=abc; theme=dark' })).status).toBe(
      200,
    );
    expect(asked).toHaveLength(1);
    let checks = 0;
    const counted = storeBackedApi(async () => {
      checks += 1;
      return Response.json({ DATA: [] });
    });
    await counted.get({ cookie: 'SAP_SESSIONID_S4Q_100=abc; csrf=1' });
    await counted.get({ cookie: 'csrf=2; SAP_SESSIONID_S4Q_100=abc' });
    expect(checks).toBe(1);
    await counted.get({ cookie: 'SAP_SESSIONID_S4Q_100=other' });
    expect(checks).toBe(2);
  });

  it('asks for a sign-in as the service does when the password is wrong, even right after a success', async () => {
    const { service } = fakeService();
    const api = storeBackedApi(service);
    expect((await api.get({ authorization: READER })).status).toBe(200);
    const refused = await api.get({ authorization: basic('READER', 'wrong') });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(SAP_CHALLENGE);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      error: { code: 'SIGN_IN_REQUIRED', message: 'Sign in: the store answers only users the service lets read.' },
    });
  });

  it('refuses a user the service does not let read runs, saying whom to ask', async () => {
    const refused = await storeBackedApi(fakeService().service).get({ authorization: AUDITOR_NO_RUNS });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'NOT_AUTHORIZED',
        message:
          'The service does not let your user read test runs, so the store does not answer it either; ' +
          'ask the SAP administrator for a role that reads them.',
      },
    });
  });

  it('remembers a success for five minutes, then asks the service again', async () => {
    const { service, asked } = fakeService();
    const api = storeBackedApi(service);
    expect((await api.get({ authorization: READER })).status).toBe(200);
    api.advance(REMEMBERED_MS - 1000);
    expect((await api.get({ authorization: READER })).status).toBe(200);
    expect(asked).toHaveLength(1);
    api.advance(2000);
    expect((await api.get({ authorization: READER })).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it('forgets the oldest success first once it remembers 5000 users', async () => {
    const asked: string[] = [];
    const api = storeBackedApi(async (request) => {
      asked.push(request.headers.get('authorization')!);
      return Response.json({ DATA: [] });
    });
    const users = Array.from({ length: 5001 }, (_, index) => basic(`USER${index}`, 'right'));
    for (const user of users) await api.get({ authorization: user });
    asked.length = 0;
    const [first, second] = users;
    await api.get({ authorization: users.at(-1)! });
    await api.get({ authorization: second! });
    await api.get({ authorization: first! });
    expect(asked).toEqual([first]);
  });

  it('checks a user’s requests arriving together once', async () => {
    const { service, asked } = fakeService();
    const api = storeBackedApi(service);
    const answers = await Promise.all([
      api.get({ authorization: READER }),
      api.get({ authorization: READER }),
      api.get({ authorization: READER }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(asked).toHaveLength(1);
  });

  it('keeps answering a user verified within 12 hours while the service is down, and no one else', async () => {
    const { service, asked, setMode } = fakeService();
    const api = storeBackedApi(service);
    expect((await api.get({ authorization: READER })).status).toBe(200);
    setMode('down');
    api.advance(OUTAGE_GRACE_MS - REMEMBERED_MS);
    expect((await api.get({ authorization: READER })).status).toBe(200);
    expect(asked).toHaveLength(2);
    const stranger = await api.get({ authorization: basic('STRANGER', 'any') });
    expect(stranger.status).toBe(503);
    expect(await stranger.json()).toEqual({
      error: {
        code: 'ACCESS_UNCHECKED',
        message: 'Cannot check your access: the service is not answering (HTTP 502). Try again once it is back.',
      },
    });
    api.advance(REMEMBERED_MS);
    expect((await api.get({ authorization: READER })).status).toBe(503);
  });

  it('counts a service that does not answer within the timeout as down', async () => {
    const { service, setMode } = fakeService();
    setMode('silent');
    const answer = await storeBackedApi(service, { timeoutMs: 50 }).get({ authorization: READER });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      error: { message: expect.stringContaining('no answer within 0.05 s') },
    });
  });

  it('lets no one in on an old success once the service has refused their credentials', async () => {
    const { service, setMode } = fakeService();
    const revoked = basic('LEAVER', 'old');
    let leaverValid = true;
    const api = storeBackedApi(async (request) =>
      request.headers.get('authorization') === revoked && leaverValid ? Response.json({ DATA: [] }) : service(request),
    );
    expect((await api.get({ authorization: revoked })).status).toBe(200);
    leaverValid = false;
    api.advance(REMEMBERED_MS);
    expect((await api.get({ authorization: revoked })).status).toBe(401);
    setMode('down');
    expect((await api.get({ authorization: revoked })).status).toBe(503);
  });

  it('lets the bundled mock’s default user in, as the demo and the end-to-end tests send no credentials', async () => {
    const mock = await createMockService({ dataset: { folders: 3, testCases: 6, runs: 2, maxDepth: 2 } });
    try {
      const checks: number[] = [];
      const api = storeBackedApi(async (request) => {
        const answer = await mock.fetch(request);
        checks.push(answer.status);
        return answer;
      });
      expect((await api.get()).status).toBe(200);
      expect(checks).toEqual([200]);
    } finally {
      await mock.close();
    }
  });
});
