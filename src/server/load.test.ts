import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TestRun } from '../contract/records';
import { runLoad } from './testing/load-clients';
import { loadReads, warmUpService } from './testing/load-reads';
import { tallyJournal } from './testing/journal-tally';
import { measureMemory, startServerProcess, type MemoryFigures, type ServerProcess } from './testing/server-process';
import { serviceSession } from './testing/service-session';

const started: ServerProcess[] = [];
afterAll(() => Promise.all(started.map((server) => server.stop('SIGKILL'))));

async function serve(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(['--data', dataDir, '--run-pace', '40'], { memoryProbe: true });
  started.push(server);
  return server;
}

const MB = 2 ** 20;

describe('the server under load', () => {
  it('answers every request of many readers and dozens of concurrent runs, finishes each run once, and keeps no memory beyond its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'load-'));
    const server = await serve(dataDir);
    let baseline: MemoryFigures | undefined;
    const figures = await runLoad({
      api: server.api,
      durationMs: 6000,
      readers: 12,
      runners: 30,
      casesPerRun: 4,
      pollMs: 100,
      user: 'load',
      afterWarmUp: async () => void (baseline = await measureMemory(server)),
    });

    expect(figures.errorSamples).toEqual([]);
    expect(figures.errors).toBe(0);
    expect(Object.keys(figures.requestsByName).toSorted()).toEqual(
      [
        ...loadReads({ folderIds: [], caseIds: [], runIds: [], payloads: [] }, 'load').map((read) => read.name),
        'run progress',
        'start run',
      ].toSorted(),
    );
    // Dozens at once: a runner whose run finished before the last one started lowers the peak on a busy machine.
    expect(figures.maxConcurrentRuns).toBeGreaterThanOrEqual(20);
    expect(figures.runsStarted).toBeGreaterThan(30);
    expect(figures.runsFinished).toBe(figures.runsStarted);
    expect(figures.inconsistentRuns).toEqual([]);

    // The service agrees: every run there and finished, recorded as started and finished exactly once,
    // with one result per case it was started with.
    const listed = await serviceSession(server.api).data<TestRun>('/testruns?STARTED_BY=load');
    expect(listed.map((run) => run.RUN_ID).toSorted()).toEqual([...figures.startedRuns.keys()].toSorted());
    expect(listed.every((run) => run.END_DATE !== '' && run.TC_PASSED + run.TC_FAILED === run.TC_TOTAL)).toBe(true);
    // The journal's writer appends in batches after the answers went out: the last runs' records may still be
    // on their way to the file when the clients are done, on a busy machine for a moment.
    await vi.waitFor(
      () => {
        const tally = tallyJournal(dataDir);
        expect(
          [...figures.startedRuns].filter(
            ([runId, cases]) =>
              JSON.stringify(tally.get(runId)) !== JSON.stringify({ started: 1, finished: 1, caseResults: cases }),
          ),
        ).toEqual([]);
      },
      { timeout: 10_000, interval: 200 },
    );

    // Memory: after the same reads once more and a full GC, the loaded server holds no more than a fresh
    // server that replayed the same runs from the journal and made the same reads.
    await warmUpService(server.api, 'load');
    const afterLoad = await measureMemory(server);
    await server.stop('SIGTERM');
    const fresh = await serve(dataDir);
    expect(fresh.stdout()).not.toMatch(/aborted/);
    await warmUpService(fresh.api, 'load');
    const sameData = await measureMemory(fresh);
    console.info(
      `load: ${figures.requests} requests (p50 ${figures.latency.p50} ms, p99 ${figures.latency.p99} ms), ${figures.runsStarted} runs (${figures.casesExecuted} cases); heap ${(baseline!.heapUsed / MB).toFixed(1)} MB before, ${(afterLoad.heapUsed / MB).toFixed(1)} MB after, ${(sameData.heapUsed / MB).toFixed(1)} MB on a fresh server with the same runs`,
    );
    expect(afterLoad.heapUsed).toBeLessThan(sameData.heapUsed + 3 * MB);
  }, 60_000);
});
