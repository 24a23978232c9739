import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../journal/open-journal';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';

const basic = (user: string) => ({ authorization: `Basic ${btoa(`${user}:secret`)}` });

describe('users who may read but not start runs (--read-only-users)', () => {
  let client: TestClient;
  let dataDir: string;
  let caseId: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'read-only-'));
    client = await createTestClient({ readOnlyUsers: ['viewer', 'AUDITOR'], dataDir });
    caseId = String(Number([...client.service.store.testCases.keys()][0]));
  });
  afterAll(() => client.service.close());

  const start = (headers: Record<string, string>) =>
    client.post('/testruns', { DATA: { TEST_CASES: [caseId], ASYNC: 'X' } }, headers);

  it('answers their run start with 403 NOT_AUTHORIZED, a clear message and not a request for a new token', async () => {
    const runs = client.service.store.runs.size;
    const { token, cookie } = await client.token();
    const response = await start({ ...basic('viewer'), 'x-csrf-token': token, cookie });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-csrf-token')).toBe(token);
    const body = (await response.clone().json()) as { error: { code: string } };
    expect(body.error.code).toBe('NOT_AUTHORIZED');
    expect(await errorMessage(response)).toBe('User VIEWER is not authorised to start test runs');
    expect(client.service.store.runs.size).toBe(runs);
    const journal = readFileSync(join(dataDir, JOURNAL_FILE_NAME), 'utf8').trim().split('\n');
    // The header alone: nothing was journaled.
    expect(journal.map((line) => (JSON.parse(line) as { type: string }).type)).toEqual(['journal']);
  });

  it('still checks the CSRF token first, and lets them read', async () => {
    const stale = await start({ ...basic('auditor'), 'x-csrf-token': 'stale' });
    expect(stale.status).toBe(403);
    expect(stale.headers.get('x-csrf-token')).toBe('Required');
    expect((await client.get(`/testcases/${caseId}`, basic('auditor'))).status).toBe(200);
    expect((await client.get('/testruns', basic('auditor'))).status).toBe(200);
  });

  it('lets every other user start runs', async () => {
    expect((await start(basic('tester'))).status).toBe(202);
    expect((await start({})).status).toBe(202);
  });
});

it('applies to the default user when that user may only read', async () => {
  const client = await createTestClient({ defaultUser: 'viewer', readOnlyUsers: ['VIEWER'] });
  try {
    const response = await client.post('/testruns', { DATA: { TEST_CASES: ['1'] } });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toBe('User VIEWER is not authorised to start test runs');
    expect((await client.post('/testruns', { DATA: { TEST_CASES: ['1'] } }, basic('tester'))).status).not.toBe(403);
  } finally {
    await client.service.close();
  }
});
