import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TRIAGE_PATHS } from '../contract/dashboard-api/triage-basics';
import { runTriageSchema } from '../contract/dashboard-api/run-triage';
import { decisionsSchema } from '../contract/dashboard-api/triage-decisions';
import type { TestCase, TestRun } from '../contract/records';
import { readServerOptions } from './server-options';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { serviceSession } from './testing/service-session';

const started: ServerProcess[] = [];
afterAll(() => Promise.all(started.map((server) => server.stop('SIGKILL'))));

/** As `npm start` serves: the mock's data and the history store kept in one folder (a temporary one here). */
async function serve(dataDir: string): Promise<{ server: ServerProcess; origin: string }> {
  const server = await startServerProcess(
    ['--data', dataDir, '--store', join(dataDir, 'history-store'), '--run-pace', '50', '--sync-interval', '1'],
    { startTimeoutMs: 60_000 },
  );
  started.push(server);
  const origin = new URL(server.api).origin;
  await vi.waitFor(
    async () => expect(await (await fetch(`${origin}/api/history/status`)).json()).toMatchObject({ state: 'ready' }),
    { timeout: 60_000, interval: 200 },
  );
  return { server, origin };
}

describe('a server stopped with Ctrl+C and started again on its data folder', () => {
  it('still has the run started on it and the triage decision taken', { timeout: 150_000 }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'restart-')), 'data');
    const first = await serve(dataDir);
    const service = serviceSession(first.server.api, { user: 'lead' });
    const caseIds = (await service.data<TestCase>('/testcases')).map((testCase) => testCase.CASEID).slice(0, 40);
    const response = await service.startRun({ TEST_CASES: caseIds, TEST_RUN_NAME: 'Kept over a restart' });
    const [run] = ((await response.json()) as { DATA: TestRun[] }).DATA;
    expect(run!.TC_FAILED).toBeGreaterThan(0);
    const failure = await vi.waitFor(
      async () => {
        const answer = await fetch(`${first.origin}/api${TRIAGE_PATHS.run}?id=${run!.RUN_ID}`);
        const [found] = runTriageSchema.parse(await answer.json())?.failures ?? [];
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 30_000, interval: 200 },
    );
    const decided = await fetch(`${first.origin}/api${TRIAGE_PATHS.decision}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        target: { kind: 'signature', OBJDEFID: failure.OBJDEFID, cause: failure.cause },
        category: 'product-mapping',
        ticket: 'INT-4711',
        owner: 'Integration team',
        version: 0,
      }),
    });
    expect(decided.status).toBe(200);
    await first.server.stop('SIGINT');

    const second = await serve(dataDir);
    const [kept] = await serviceSession(second.server.api).data<TestRun>(`/testruns/${run!.RUN_ID}`);
    expect(kept).toMatchObject({ RUN_ID: run!.RUN_ID, NAME: 'Kept over a restart', TC_FAILED: run!.TC_FAILED });
    const decisions = decisionsSchema.parse(
      await (await fetch(`${second.origin}/api${TRIAGE_PATHS.decisions}`)).json(),
    ).decisions;
    expect(decisions).toEqual([expect.objectContaining({ ticket: 'INT-4711', owner: 'Integration team' })]);
  });
});

describe('where the mock keeps its data', () => {
  it('is a folder of the project per data set unless told, and nowhere with --fresh or --backend', () => {
    expect(readServerOptions([], {})).toMatchObject({ dataDir: join('.data', 'default') });
    expect(readServerOptions(['--dataset', 'large', '--seed', '7'], {})).toMatchObject({
      dataDir: join('.data', 'large-seed-7'),
    });
    expect(readServerOptions(['--fresh'], {})).toMatchObject({ dataDir: undefined });
    expect(readServerOptions([], { MOCK_FRESH: 'true' })).toMatchObject({ dataDir: undefined });
    expect(readServerOptions(['--backend', 'https://sap:44300'], {})).toMatchObject({ dataDir: undefined });
    expect(() => readServerOptions(['--fresh', '--data', 'runs'], {})).toThrow(
      /--fresh: starts the bundled mock without the data it keeps; with --data it would keep it/,
    );
  });
});
