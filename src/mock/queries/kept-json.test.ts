import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCase, TestRun } from '../../contract/records';
import { addRun, enqueueCases, recordResultInRun } from '../runs/run-changes';
import { saveStateBeforeStart, undoStart } from '../runs/start-rollback';
import { newRunRecord } from '../runs/new-run-record';
import { createTestClient, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient({ runPaceMs: 5 });
});
afterAll(() => client.service.close());

/** The run as GET /testruns lists it (kept texts) and as GET /testruns/{id} reads it (written afresh). */
async function listedAndRead(runId: string): Promise<[TestRun, TestRun]> {
  const [listed] = await client.data<TestRun>(`/testruns?RUN_ID=${runId}&$includeDetails=true`);
  const [read] = await client.data<TestRun>(`/testruns/${runId}?$includeDetails=true`);
  return [listed!, read!];
}

describe('lists send kept texts', () => {
  it('lists every run exactly as reading it alone answers, however often it is listed', async () => {
    const first = await client.data<TestRun>('/testruns?$includeDetails=true');
    const again = await client.data<TestRun>('/testruns?$includeDetails=true');
    const withoutDetails = await client.data<TestRun>('/testruns');
    expect(again).toEqual(first);
    for (const run of first.slice(0, 20))
      expect(run).toEqual((await client.data<TestRun>(`/testruns/${run.RUN_ID}?$includeDetails=true`))[0]);
    expect(withoutDetails).toEqual(first.map((run) => ({ ...run, DETAILS: [] })));
  });

  it('lists a finished run that a start merges into as it changes: reopened, its new case queued, then finished', async () => {
    const [a, b] = [...client.service.store.testCases.keys()].slice(30, 32);
    const start = (caseId: string, async: boolean) =>
      client.post('/testruns', {
        DATA: {
          TEST_CASES: [caseId],
          TEST_RUN_NAME: 'Kept text',
          MERGE_WITH_EXISTING_RUN: 'X',
          ...(async ? { ASYNC: 'X' } : {}),
        },
      });
    const runId = ((await (await start(a!, false)).json()) as { DATA: TestRun[] }).DATA[0]!.RUN_ID;
    const [before] = await listedAndRead(runId);
    expect(before.DETAILS.map((detail) => detail.CASEID)).toEqual([a]);

    expect((await start(b!, true)).status).toBe(202);
    const [reopened, readReopened] = await listedAndRead(runId);
    expect(reopened.END_DATE).toBe('');
    expect(reopened.DETAILS.map((detail) => detail.CASEID)).toEqual([a, b]);
    expect(reopened.TC_TOTAL).toBe(2);
    expect(reopened).toEqual(readReopened);

    let [listed, read] = await listedAndRead(runId);
    for (let attempt = 0; attempt < 200 && !listed.END_DATE; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      [listed, read] = await listedAndRead(runId);
    }
    expect(listed.END_DATE).not.toBe('');
    expect(listed.TC_PASSED + listed.TC_FAILED).toBe(2);
    expect(listed.VARIABLES.length).toBeGreaterThanOrEqual(before.VARIABLES.length);
    expect(listed).toEqual(read);
  });

  it('sends the same records in XML, made from the runs themselves', async () => {
    const json = await client.data<TestRun>('/testruns?STARTED_FROM=2000-01-01');
    const xml = await (await client.get('/testruns?STARTED_FROM=2000-01-01', { accept: 'application/xml' })).text();
    expect(xml.match(/<RUN_ID>/g)?.length).toBe(json.length);
    expect(xml).toContain(`<RUN_ID>${json[0]!.RUN_ID}</RUN_ID>`);
  });

  it('lists a test case with its new last execution once it has run, and its old one again when the start is undone', async () => {
    const caseId = [...client.service.store.testCases.keys()][40]!;
    const listed = async () => (await client.data<TestCase>(`/testcases?CASEID=${caseId}`))[0]!;
    const before = await listed();

    const ran = (
      (await (await client.post('/testruns', { DATA: { TEST_CASES: [caseId] } })).json()) as {
        DATA: TestRun[];
      }
    ).DATA[0]!;
    const after = await listed();
    expect(after.LAST_RUN_ID).toBe(ran.RUN_ID);
    expect(after.LAST_STATUS).toBe(ran.DETAILS[0]!.STATUS);

    // A start whose records cannot be saved is undone; what a list read in between kept must go too.
    const store = client.service.store;
    const saved = saveStateBeforeStart(store, [caseId], undefined);
    const run = addRun(store, newRunRecord({}, 'UNDONE', { date: '2099-01-01', time: '00:00:00' }), 'QAS');
    const [queued] = enqueueCases(store, run, [caseId]);
    recordResultInRun(store, run, queued!, { ...queued!, STATUS: 'E', STATUS_TXT: 'Error' });
    expect((await listed()).LAST_RUN_ID).toBe(run.record.RUN_ID);
    undoStart(store, run, saved);
    expect(await listed()).toEqual(after);
    expect(before.LAST_RUN_ID).not.toBe(after.LAST_RUN_ID);
  });
});
