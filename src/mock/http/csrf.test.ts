import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, type TestClient } from '../testing/service-client';
import { TOKEN_IDLE_MS } from './csrf-sessions';

let client: TestClient;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  client = await createTestClient({ now: () => clock });
});
afterAll(() => client.service.close());

const body = { DATA: { TEST_CASES: ['100000'] } };
const post = (headers: Record<string, string>) =>
  client.service.fetch(
    new Request('http://mock.test/sap/bc/int4/iftt/v1/testruns', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

async function expectCsrfRejection(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get('x-csrf-token')).toBe('Required');
  expect(await response.json()).toEqual({
    error: { code: 'CSRF_TOKEN_INVALID', message: { lang: 'en', value: 'CSRF token validation failed' } },
  });
}

describe('CSRF tokens', () => {
  it('hands out a token and a session cookie on GET with X-CSRF-Token: fetch, in any case', async () => {
    for (const value of ['fetch', 'Fetch', 'FETCH']) {
      const response = await client.get('/scenarios?PARENTID=0', { 'X-CSRF-Token': value });
      expect(response.headers.get('x-csrf-token')).toMatch(/^[\w-]{20,}$/);
      expect(response.headers.get('set-cookie')).toMatch(
        /^SAP_SESSIONID_MCK_100=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/,
      );
    }
  });

  it('keeps the same token for a session that fetches again', async () => {
    const { token, cookie } = await client.token();
    const again = await client.get('/', { 'X-CSRF-Token': 'Fetch', cookie });
    expect(again.headers.get('x-csrf-token')).toBe(token);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a POST with the token and its cookie', async () => {
    const { token, cookie } = await client.token();
    expect((await post({ 'x-csrf-token': token, cookie })).status).toBe(200);
  });

  it('rejects a missing token, a wrong token, a missing cookie and a token from another session', async () => {
    const mine = await client.token();
    const other = await client.token();
    await expectCsrfRejection(await post({ cookie: mine.cookie }));
    await expectCsrfRejection(await post({ 'x-csrf-token': 'guessed', cookie: mine.cookie }));
    await expectCsrfRejection(await post({ 'x-csrf-token': mine.token }));
    await expectCsrfRejection(await post({ 'x-csrf-token': other.token, cookie: mine.cookie }));
  });

  it('expires a token after 30 minutes without use, but not while it is used', async () => {
    const { token, cookie } = await client.token();
    clock = new Date(clock.getTime() + TOKEN_IDLE_MS - 1000);
    expect((await post({ 'x-csrf-token': token, cookie })).status).toBe(200);
    clock = new Date(clock.getTime() + TOKEN_IDLE_MS + 1000);
    await expectCsrfRejection(await post({ 'x-csrf-token': token, cookie }));
  });

  it('checks the token before the body, and a rejected POST starts nothing', async () => {
    const before = client.service.store.runs.size;
    await expectCsrfRejection(await post({}));
    expect(client.service.store.runs.size).toBe(before);
  });

  it('needs no token for reads', async () => {
    expect((await client.get('/testcases/100000')).status).toBe(200);
  });
});
