import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestCase, TestRun } from '../../contract/records';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient({ runPaceMs: 10 });
});
afterAll(() => client.service.close());

const caseIds = () => [...client.service.store.testCases.keys()];
const runOf = async (runId: string) => (await client.data<TestRun>(`/testruns/${runId}?$includeDetails=true`))[0]!;

async function waitForEnd(runId: string): Promise<TestRun> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const run = await runOf(runId);
    if (run.END_DATE) return run;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`run ${runId} did not finish`);
}

describe('POST /testruns', () => {
  it('runs synchronously by default and answers the finished run with details', async () => {
    const ids = caseIds()
      .slice(0, 3)
      .map((id) => String(Number(id)));
    const response = await client.post('/testruns', { DATA: { TEST_CASES: ids, TEST_RUN_NAME: 'Sync check' } });
    expect(response.status).toBe(200);
    const [run] = ((await response.json()) as { DATA: TestRun[] }).DATA;
    expect(run!.NAME).toBe('Sync check');
    expect(run!.END_DATE).not.toBe('');
    expect(run!.DETAILS.map((d) => d.CASEID)).toEqual(ids.map((id) => id.padStart(10, '0')));
    expect(run!.TC_PASSED + run!.TC_FAILED).toBe(3);
    const testCase = (await client.data<TestCase>(`/testcases/${ids[0]}`))[0]!;
    expect(testCase.LAST_RUN_ID).toBe(run!.RUN_ID);
    expect(testCase.LAST_STARTED_BY).toBe('DEVELOPER');
  });

  it('records the configured default user, in upper case, when no Basic-auth user is sent', async () => {
    const configured = await createTestClient({ defaultUser: 'tester' });
    try {
      const response = await configured.post('/testruns', { DATA: { TEST_CASES: [caseIds()[0]!] } });
      expect(((await response.json()) as { DATA: TestRun[] }).DATA[0]!.STARTED_BY).toBe('TESTER');
    } finally {
      await configured.service.close();
    }
  });

  it('runs asynchronously: 202 with the run ID and Location, progress visible, then finished', async () => {
    const ids = caseIds().slice(10, 16);
    const response = await client.post(
      '/testruns',
      { DATA: { TEST_CASES: ids, ASYNC: 'X' } },
      { authorization: `Basic ${btoa('lead:secret')}` },
    );
    expect(response.status).toBe(202);
    const runId = ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID;
    expect(runId).toMatch(/^[0-9A-F]{32}$/);
    expect(response.headers.get('location')).toBe(`/sap/bc/int4/iftt/v1/testruns/${runId}`);
    const early = await runOf(runId);
    expect(early.TC_TOTAL).toBe(6);
    expect(early.END_DATE).toBe('');
    expect(early.DETAILS.some((d) => d.STATUS === 'Q' || d.STATUS === 'R')).toBe(true);
    const done = await waitForEnd(runId);
    expect(done.STARTED_BY).toBe('LEAD');
    expect(done.TC_PASSED + done.TC_FAILED).toBe(6);
    expect(done.DETAILS.every((d) => ['S', 'W', 'E', 'A'].includes(d.STATUS))).toBe(true);
    const results = await client.data<{ RUN_ID: string }>(`/testcases/${ids[0]}/results`);
    expect(results[0]!.RUN_ID).toBe(runId);
  });

  it('runs the test cases of folders, with sub-folders when asked', async () => {
    const store = client.service.store;
    const [rootId] = store.childFolderIds.get('0000000000')!;
    const response = await client.post('/testruns', { DATA: { SCENARIOS: [rootId], INCLUDE_SUBFOLDERS: 'X' } });
    const [run] = ((await response.json()) as { DATA: TestRun[] }).DATA;
    const expected = (await client.data(`/testcases?SCNRID=${rootId}&$includeSubfolders=true`)).length;
    expect(run!.TC_TOTAL).toBe(expected);
    expect(run!.TYPE).toBe('RT');
  });

  it('applies TEST_CONTAINER values to the run, including variables the case does not define', async () => {
    const caseId = caseIds().find((id) => (client.service.store.variablesByCase.get(id)?.length ?? 0) > 0)!;
    const defined = client.service.store.variablesByCase.get(caseId)![0]!;
    const container = [
      { CASEID: caseId, VAR_NAME: 'EXTRA_FLAG', VAR_VALUE: 'yes' },
      { CASEID: caseId, VAR_NAME: defined.VAR_NAME, VAR_VALUE: 'OVERRIDDEN' },
    ];
    const response = await client.post('/testruns', { DATA: { TEST_CASES: [caseId], TEST_CONTAINER: container } });
    const [run] = ((await response.json()) as { DATA: TestRun[] }).DATA;
    expect(run!.VARIABLES).toContainEqual({ CASEID: caseId, VAR_NAME: 'EXTRA_FLAG', REF_VALUE: '', VAR_VALUE: 'yes' });
    expect(run!.VARIABLES).toContainEqual({
      CASEID: caseId,
      VAR_NAME: defined.VAR_NAME,
      REF_VALUE: defined.REF_VALUE,
      VAR_VALUE: 'OVERRIDDEN',
    });
  });

  it('merges into the newest run of the same name, replacing a case that is already there', async () => {
    const [a, b, c] = caseIds().slice(20, 23);
    const first = (
      (await (
        await client.post('/testruns', { DATA: { TEST_CASES: [a, b], TEST_RUN_NAME: 'Merge target' } })
      ).json()) as { DATA: TestRun[] }
    ).DATA[0]!;
    const merged = (
      (await (
        await client.post('/testruns', {
          DATA: { TEST_CASES: [b, c], TEST_RUN_NAME: 'Merge target', MERGE_WITH_EXISTING_RUN: 'X' },
        })
      ).json()) as { DATA: TestRun[] }
    ).DATA[0]!;
    expect(merged.RUN_ID).toBe(first.RUN_ID);
    expect(merged.DETAILS.map((d) => d.CASEID).toSorted()).toEqual([a, b, c].toSorted());
    expect(merged.TC_TOTAL).toBe(3);
    expect(merged.TC_PASSED + merged.TC_FAILED).toBe(3);
  });

  it('answers a synchronous merge into a run still in progress with the finished run, every case of it run once', async () => {
    const slow = await createTestClient({ runPaceMs: 400 });
    try {
      const ids = [...slow.service.store.testCases.keys()].slice(30, 37);
      const started = await slow.post('/testruns', {
        DATA: { TEST_CASES: ids.slice(0, 6), TEST_RUN_NAME: 'Still going', ASYNC: 'X' },
      });
      const runId = ((await started.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID;
      const response = await slow.post('/testruns', {
        DATA: { TEST_CASES: [ids[6]!], TEST_RUN_NAME: 'Still going', MERGE_WITH_EXISTING_RUN: 'X' },
      });
      expect(response.status).toBe(200);
      const [merged] = ((await response.json()) as { DATA: TestRun[] }).DATA;
      expect(merged).toMatchObject({ RUN_ID: runId, TC_TOTAL: 7 });
      expect(merged!.END_DATE).not.toBe('');
      expect(merged!.TC_PASSED + merged!.TC_FAILED).toBe(7);
      expect(
        merged!.DETAILS.every((detail) => ['S', 'W', 'E', 'A'].includes(detail.STATUS) && detail.END_DATE !== ''),
      ).toBe(true);
      // The cases the async start had queued or running are not run a second time once their turn comes.
      await vi.waitFor(() => expect(slow.service.engine.activeRuns()).toBe(0), { timeout: 5000 });
      const [later] = await slow.data<TestRun>(`/testruns/${runId}?$includeDetails=true`);
      expect(later!.DETAILS).toEqual(merged!.DETAILS);
    } finally {
      await slow.service.close();
    }
  });

  it('decides outcomes by seed, test case and how often the case has run, not by the random run ID', async () => {
    const services = await Promise.all([createTestClient(), createTestClient()]);
    try {
      const ids = caseIds().slice(100, 140);
      const startTwice = async (service: TestClient) => {
        const outcomes = [];
        for (const round of [1, 2]) {
          const response = await service.post('/testruns', {
            DATA: { TEST_CASES: ids, TEST_RUN_NAME: `Round ${round}` },
          });
          const [run] = ((await response.json()) as { DATA: TestRun[] }).DATA;
          outcomes.push({
            runId: run!.RUN_ID,
            results: run!.DETAILS.map((detail) => `${detail.CASEID} ${detail.STATUS} ${detail.MESSAGE}`),
          });
        }
        return outcomes;
      };
      const [first, second] = [await startTwice(services[0]), await startTwice(services[1])];
      expect(first.map((round) => round.runId)).not.toEqual(second.map((round) => round.runId));
      expect(first.map((round) => round.results)).toEqual(second.map((round) => round.results));
      expect(new Set(first[0]!.results.map((result) => result.split(' ')[1])).size).toBeGreaterThan(1);
    } finally {
      await Promise.all(services.map((service) => service.service.close()));
    }
  });

  it.each([
    [{ DATA: {} }, 'Nothing to run'],
    [{ DATA: { TEST_CASES: [] } }, 'Nothing to run'],
    [{ DATA: { TEST_CASES: ['1'], ASYNC: 'yes' } }, "ASYNC: must be 'X'"],
    [{ DATA: { TEST_CASES: ['1'], INCLUDE_SUBFOLDERS: true } }, 'INCLUDE_SUBFOLDERS'],
    [{ DATA: { TEST_CASES: [100000] } }, 'TEST_CASES.0'],
    [{ DATA: { TEST_CASES: ['100000'], TEST_RUN_DATE: '2025-13-45' } }, 'TEST_RUN_DATE: must be a date'],
    [{ DATA: { TEST_CASES: ['100000'], TEST_RUN_TIME: '25:61:00' } }, 'TEST_RUN_TIME: must be a time'],
    [{ DATA: { TEST_CASES: ['100000'], MERGE_WITH_EXISTING_RUN: 'X' } }, 'needs a TEST_RUN_NAME'],
    [
      { DATA: { TEST_CASES: ['999999'], SCENARIOS: ['888888'] } },
      'Test case 999999 does not exist; Folder 888888 does not exist',
    ],
    [
      { DATA: { TEST_CASES: ['100000'], TEST_CONTAINER: [{ CASEID: '100001', VAR_NAME: 'X', VAR_VALUE: '1' }] } },
      'test case 100001 is not part of this run',
    ],
    [[1, 2], 'DATA'],
  ])('rejects %j with 400 naming the problem, and starts nothing', async (body, message) => {
    const before = client.service.store.runs.size;
    const response = await client.post('/testruns', body);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(client.service.store.runs.size).toBe(before);
  });

  it('rejects malformed JSON (400), other content types (415) and bodies over 1 MiB (413)', async () => {
    expect((await client.post('/testruns', '{"DATA":')).status).toBe(400);
    expect(
      (await client.post('/testruns', 'DATA=1', { 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    const huge = JSON.stringify({ DATA: { TEST_CASES: ['1'], TEST_RUN_NAME: 'x'.repeat(1024 * 1024) } });
    expect((await client.post('/testruns', huge)).status).toBe(413);
  });
});
