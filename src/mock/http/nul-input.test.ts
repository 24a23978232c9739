import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';
import { stringMembers, valueAt } from '../testing/json-schema-strings';
import { ENDPOINTS } from './endpoints';
import { REQUEST_BODIES } from './endpoint';
import { SAP_CLIENT_OPTION } from './parse-options';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

const NOT_ALLOWED = 'holds a NUL character (U+0000), which is not allowed';
const concrete = (path: string) => path.replace('{id}', '1').replace('{contentId}', '0'.repeat(32));

// The store the dashboard keeps of the service cannot hold a NUL (PostgreSQL refuses it in text): a run named
// with one broke its sync. So the service takes none, in any option or body member, as a 400 naming where.
describe('a NUL character sent to the service', () => {
  it('is a 400 naming the option, in every option of every endpoint, sap-client too', async () => {
    const walked: string[] = [];
    for (const endpoint of ENDPOINTS.filter((each) => each.method === 'get')) {
      for (const option of [...Object.keys(endpoint.options ?? {}), SAP_CLIENT_OPTION]) {
        const path = `${concrete(endpoint.path)}?${encodeURIComponent(option)}=a%00b`;
        const answer = await client.get(path);
        walked.push(path);
        expect({ path, status: answer.status, message: await errorMessage(answer) }).toEqual({
          path,
          status: 400,
          message: `Option ${option} ${NOT_ALLOWED}`,
        });
      }
    }
    expect(walked.length).toBeGreaterThan(30);
    // An option the endpoint does not take is ignored, as SAP services do, whatever it holds.
    expect((await client.get('/scenarios?PARENTID=0&unknown=a%00b')).status).toBe(200);
  });

  it('is a 400 naming the member, in every string member of every request body, and starts nothing', async () => {
    const runs = client.service.store.runs.size;
    for (const endpoint of ENDPOINTS.filter((each) => each.requestBody)) {
      const schema = z.toJSONSchema(REQUEST_BODIES[endpoint.requestBody!], { io: 'input', target: 'draft-2020-12' });
      const members = stringMembers(schema);
      expect(members.length).toBeGreaterThan(5);
      for (const member of members) {
        const name = member.join('.');
        const answer = await client.post(endpoint.path, valueAt(member, 'a\u0000b'));
        expect({ name, status: answer.status, message: await errorMessage(answer) }).toEqual({
          name,
          status: 400,
          message: `Request body member ${name} ${NOT_ALLOWED}`,
        });
      }
    }
    // A valid start but for its name, in XML as in JSON.
    const caseId = [...client.service.store.testCases.keys()][0]!;
    const named = { DATA: { TEST_CASES: [caseId], TEST_RUN_NAME: 'Nightly\u0000' } };
    const xml = await client.post('/testruns', named, { accept: 'application/xml' });
    expect(xml.status).toBe(400);
    expect(await xml.text()).toContain(`Request body member DATA.TEST_RUN_NAME ${NOT_ALLOWED}`);
    expect(client.service.store.runs.size).toBe(runs);
  });

  it('is a 400 in the Basic-auth user name of a run start, which the run would record', async () => {
    const runs = client.service.store.runs.size;
    const caseId = [...client.service.store.testCases.keys()][0]!;
    const answer = await client.post(
      '/testruns',
      { DATA: { TEST_CASES: [caseId] } },
      { authorization: `Basic ${btoa('TESTER\u0000:secret')}` },
    );
    expect({ status: answer.status, message: await errorMessage(answer) }).toEqual({
      status: 400,
      message: `The Basic-auth user name ${NOT_ALLOWED}`,
    });
    expect(client.service.store.runs.size).toBe(runs);
  });
});
