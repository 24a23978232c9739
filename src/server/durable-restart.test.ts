import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TestCase, TestRun } from '../contract/records';
import { readServerOptions } from './server-options';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { serviceSession } from './testing/service-session';

const started: ServerProcess[] = [];
afterAll(() => Promise.all(started.map((server) => server.stop('SIGKILL'))));

async function serve(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(['--data', dataDir, '--run-pace', '400']);
  started.push(server);
  return server;
}

interface Acknowledged {
  runId: string;
  caseIds: string[];
  /** The run as a synchronous start answered it. */
  answered?: TestRun;
}

const FINAL = ['S', 'W', 'E', 'A'];

describe('a server killed in the middle of runs', () => {
  it('has every acknowledged run after the restart, unfinished ones aborted, LAST_* fields updated', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'durable-')), 'data');
    const first = await serve(dataDir);
    const client = serviceSession(first.api, { user: 'lead' });
    const caseIds = (await client.data<TestCase>('/testcases')).map((testCase) => testCase.CASEID);
    const slice = (index: number, size: number) => caseIds.slice(200 + index * 6, 200 + index * 6 + size);

    // Five async runs of six cases and three sync runs of two, all at once, each with its own cases.
    const acknowledged: Acknowledged[] = await Promise.all([
      ...[0, 1, 2, 3, 4].map(async (index) => {
        const response = await client.startRun({
          TEST_CASES: slice(index, 6),
          ASYNC: 'X',
          TEST_RUN_NAME: `Async ${index}`,
        });
        expect(response.status).toBe(202);
        return {
          runId: ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID,
          caseIds: slice(index, 6),
        };
      }),
      ...[5, 6, 7].map(async (index) => {
        const response = await client.startRun({ TEST_CASES: slice(index, 2), TEST_RUN_NAME: `Sync ${index}` });
        expect(response.status).toBe(200);
        const answered = ((await response.json()) as { DATA: TestRun[] }).DATA[0]!;
        return { runId: answered.RUN_ID, caseIds: slice(index, 2), answered };
      }),
    ]);

    // Kill once the async runs have results but are not through, while more starts are on the wire.
    const asyncIds = acknowledged.slice(0, 5).map((run) => run.runId);
    const progress = () =>
      Promise.all(
        asyncIds.map(async (runId) => (await client.data<TestRun>(`/testruns/${runId}?$includeDetails=true`))[0]!),
      );
    await vi.waitFor(
      async () =>
        expect((await progress()).some((run) => run.DETAILS.some((detail) => FINAL.includes(detail.STATUS)))).toBe(
          true,
        ),
      { timeout: 10_000, interval: 20 },
    );
    // Three clients keep starting one-case runs while the server is killed: each answered start counts.
    const lateAcks: Acknowledged[] = [];
    let nextCase = 300;
    const keepStarting = async () => {
      for (;;) {
        const ids = [caseIds[nextCase++]!];
        const response = await client.startRun({ TEST_CASES: ids, ASYNC: 'X' });
        lateAcks.push({
          runId: ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID,
          caseIds: ids,
        });
      }
    };
    // Settled from the start: the starters fail once the kill lands, which may be before stop() resolves.
    const starters = Promise.allSettled([keepStarting(), keepStarting(), keepStarting()]);
    await vi.waitFor(() => expect(lateAcks.length).toBeGreaterThanOrEqual(3));
    await first.stop('SIGKILL');
    await starters;
    // What a write cut short by the kill leaves at the end of the journal.
    appendFileSync(join(dataDir, 'journal.ndjson'), '{"type":"case-finished","runId":"0123');

    const second = await serve(dataDir);
    expect(second.stderr()).toMatch(/journal\.ndjson: line \d+ is incomplete .*skipped\n$/);
    expect(second.stdout()).toMatch(/records replayed, \d+ unfinished runs? aborted/);
    const reader = serviceSession(second.api);
    const listed = new Set((await reader.data<TestRun>('/testruns?STARTED_BY=lead')).map((run) => run.RUN_ID));
    for (const run of [...acknowledged, ...lateAcks]) {
      expect(listed.has(run.runId)).toBe(true);
      const [after] = await reader.data<TestRun>(`/testruns/${run.runId}?$includeDetails=true&$includeComparison=true`);
      expect(after!.END_DATE).not.toBe('');
      expect(after!.DETAILS.map((detail) => detail.CASEID)).toEqual(run.caseIds);
      expect(after!.TC_TOTAL).toBe(run.caseIds.length);
      expect(after!.TC_PASSED + after!.TC_FAILED).toBe(run.caseIds.length);
      expect(after!.DETAILS.every((detail) => FINAL.includes(detail.STATUS) && detail.END_DATE !== '')).toBe(true);
      for (const detail of after!.DETAILS) {
        const [testCase] = await reader.data<TestCase>(`/testcases/${detail.CASEID}`);
        expect(testCase).toMatchObject({ LAST_RUN_ID: run.runId, LAST_STATUS: detail.STATUS, LAST_STARTED_BY: 'LEAD' });
      }
    }
    for (const run of acknowledged.slice(5))
      expect(
        (await reader.data<TestRun>(`/testruns/${run.runId}?$includeDetails=true&$includeComparison=true`))[0],
      ).toEqual(run.answered);
    const asyncAfter = await Promise.all(
      asyncIds.map(async (runId) => (await reader.data<TestRun>(`/testruns/${runId}?$includeDetails=true`))[0]!),
    );
    expect(
      asyncAfter.some((run) =>
        run.DETAILS.some((detail) =>
          detail.MESSAGE.startsWith('Aborted: the service stopped while this test case was'),
        ),
      ),
    ).toBe(true);
    await second.stop('SIGTERM');

    // A third start replays the aborts instead of making new ones: same answers, nothing aborted.
    const third = await serve(dataDir);
    expect(third.stdout()).not.toMatch(/aborted/);
    expect(third.stderr()).toBe('');
    const again = serviceSession(third.api);
    for (const run of asyncAfter)
      expect((await again.data<TestRun>(`/testruns/${run.RUN_ID}?$includeDetails=true`))[0]).toEqual(run);
  }, 30_000);

  it('refuses to replay onto another seed, saying what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'durable-'));
    await (await serve(dataDir)).stop('SIGTERM');
    await expect(startServerProcess(['--data', dataDir, '--seed', '99'])).rejects.toThrow(
      /exited with 1 before listening:[\s\S]*seed 4711, but this server generates the 'default' data set with seed 99/,
    );
  }, 30_000);
});

describe('the --data option', () => {
  it('comes from the flag or DATA_DIR and is refused with --backend', () => {
    expect(readServerOptions(['--data', 'runs'], { DATA_DIR: 'other' })).toMatchObject({ dataDir: 'runs' });
    expect(readServerOptions([], { DATA_DIR: 'other' })).toMatchObject({ dataDir: 'other' });
    expect(readServerOptions([], { DATA_DIR: '' })).toMatchObject({ dataDir: join('.data', 'default') });
    expect(() => readServerOptions(['--data', 'runs', '--backend', 'https://sap:44300'], {})).toThrow(
      /--data: keeps runs of the bundled mock/,
    );
  });
});
