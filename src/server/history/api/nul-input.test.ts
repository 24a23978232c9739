import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { MockService } from '../../../mock/create-mock-service';
import { declaredMembers, stringMembers, valueAt } from '../../../mock/testing/json-schema-strings';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { HistoryStore } from '../store/open-store';
import { ENGINES } from '../testing/test-stores';
import { openTriageStore, someStoredFailure, triageApi } from '../testing/triage-api';
import { API_ENDPOINTS } from './api-endpoints';
import { queryParameters } from './query-input';

const NOT_ALLOWED = 'holds a NUL character (U+0000), which is not allowed';
const NUL_REFUSED = (name: string) => ({ status: 400, message: `${JSON.stringify(name)} ${NOT_ALLOWED}.` });

// PostgreSQL cannot hold a NUL in text: a value with one reached the store and was a 503 STORE_FAILED on both
// engines. Each is refused at the edge, naming what holds it.
describe.each(ENGINES)('a NUL character sent to the API over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  const refusal = async (method: string, path: string, body?: unknown) => {
    const answer = await api.call(method, path, body === undefined ? {} : { body });
    return { status: answer.status, message: (answer.json as { error?: { message: string } }).error?.message };
  };

  it('is a 400 naming the param or member, where valid input otherwise reaches the store', async () => {
    const failure = await someStoredFailure(store);
    const reads = [
      ['/runs?user=%00', 'user'],
      ['/runs?q=a%00b', 'q'],
      ['/runs?name=a%00', 'name'],
      ['/overview?from=2026-11-01&to=2026-11-30&user=%00', 'user'],
      ['/runs/in-progress?user=%00', 'user'],
      [`${TRIAGE_PATHS.decisions}?cause=a%00`, 'cause'],
    ] as const;
    for (const [path, name] of reads)
      expect({ path, ...(await refusal('GET', path)) }).toEqual({ path, ...NUL_REFUSED(name) });
    const target = { kind: 'failure', RUN_ID: failure.runId, CASEID: failure.caseId };
    expect(await refusal('PUT', TRIAGE_PATHS.decision, { target, version: 0, note: '\u0000' })).toEqual(
      NUL_REFUSED('note'),
    );
    expect(await refusal('POST', TRIAGE_PATHS.quarantine, { CASEID: failure.caseId, reason: '\u0000' })).toEqual(
      NUL_REFUSED('reason'),
    );
    // Nothing was written.
    expect((await api.get(TRIAGE_PATHS.quarantine)).json).toEqual({ quarantines: [] });
  });

  it('is a 400 in the Basic-auth user name, which a write records, before anything is checked', async () => {
    const failure = await someStoredFailure(store);
    const target = { kind: 'failure', RUN_ID: failure.runId, CASEID: failure.caseId };
    const user = { user: 'LEAD\u0000' };
    const refused = {
      status: 400,
      json: { error: { code: 'BAD_CREDENTIALS', message: `The Basic-auth user name ${NOT_ALLOWED}.` } },
    };
    const write = await api.call('PUT', TRIAGE_PATHS.decision, { ...user, body: { target, version: 0 } });
    expect({ status: write.status, json: write.json }).toEqual(refused);
    const settings = await api.call('GET', TRIAGE_PATHS.settings, user);
    expect({ status: settings.status, json: settings.json }).toEqual(refused);
    // The public paths read no credentials.
    expect((await api.call('GET', '/history/status', user)).status).toBe(200);
  });

  it('is a 400 in every param and every body member of every declared endpoint', async () => {
    const walked: string[] = [];
    for (const endpoint of API_ENDPOINTS) {
      const method = endpoint.method.toUpperCase();
      for (const { name } of endpoint.query ? queryParameters(endpoint.query) : []) {
        const path = `${endpoint.path}?${encodeURIComponent(name)}=a%00b`;
        walked.push(`${method} ${path}`);
        expect({ path, ...(await refusal(method, path)) }).toEqual({ path, ...NUL_REFUSED(name) });
      }
      if (!endpoint.body) continue;
      const schema = z.toJSONSchema(endpoint.body, { io: 'input', target: 'draft-2020-12' });
      // Its strings, and every other member too: the edge refuses a NUL before it reads the types.
      const members = [...stringMembers(schema), ...declaredMembers(schema)];
      for (const member of new Map(members.map((each) => [each.join('.'), each])).values()) {
        const name = member.join('.');
        walked.push(`${method} ${endpoint.path} ${name}`);
        expect({ name, ...(await refusal(method, endpoint.path, valueAt(member, 'a\u0000b'))) }).toEqual({
          name,
          ...NUL_REFUSED(name),
        });
      }
      // A member the body does not declare, and a NUL in a member's name, are named too.
      walked.push(`${method} ${endpoint.path} extra`);
      expect(await refusal(method, endpoint.path, { extra: ['x', 'a\u0000'] })).toEqual(NUL_REFUSED('extra.1'));
      expect(await refusal(method, endpoint.path, { 'a\u0000': 1 })).toEqual(NUL_REFUSED('a\u0000'));
    }
    // Every endpoint with params or a body was walked (a change of the list shows here, not as a silent skip).
    const declared = API_ENDPOINTS.filter((endpoint) => endpoint.query || endpoint.body).map(
      (endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`,
    );
    for (const endpoint of declared)
      expect(walked.some((each) => each.startsWith(`${endpoint} `) || each.startsWith(`${endpoint}?`))).toBe(true);
  });
});
