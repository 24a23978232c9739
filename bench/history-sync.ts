// The history store's first sync on the large data set at a real system's pace: the mock in a process of its
// own, the pacing proxy in front of it (bench/pacing-proxy.ts), and the dashboard's server in backend mode with
// an embedded store, as a team would run it. Measures how soon the history is usable and whole, what it asked
// of the service, the server's peak memory, the store's size, a restart with the store, and how soon a run
// that ends is in the store. `node --import tsx bench/history-sync.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process';
import { serviceSession } from '../src/server/testing/service-session';
import { LARGE_START_MS, historyStatusOf, startPacedLargeService, until } from './paced-service';

const TARGETS = { firstSyncMinutes: 10, peakMb: 1024, runVisibleSeconds: 30, startSeconds: 10 };

/** The process's peak resident memory so far (Linux: VmHWM), in MB. */
function peakRssMb(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const met = (ok: boolean) => (ok ? 'met' : 'missed');

export async function runHistorySyncBench(): Promise<string> {
  const service = await startPacedLargeService();
  const { mock, proxy } = service;
  const storeDir = join(mkdtempSync(join(tmpdir(), 'bench-history-')), 'store');
  const serve = () =>
    startServerProcess(['--backend', proxy.url, '--store', storeDir, '--sync-interval', '10'], {
      startTimeoutMs: LARGE_START_MS,
    });
  try {
    const started = performance.now();
    let dashboard = await serve();
    await until(
      () => historyStatusOf(dashboard),
      (status) => (status.runs?.read ?? 0) > 0,
    );
    const usableAfter = seconds(started);
    const ready = await until(
      () => historyStatusOf(dashboard),
      (status) => status.state === 'ready',
      2000,
    );
    const readyAfter = seconds(started);
    const asked = proxy.counts();
    const peak = peakRssMb(dashboard);
    const size = execFileSync('du', ['-sm', storeDir], { encoding: 'utf8' }).split('\t')[0];

    // A run that ends: how soon the store has it whole.
    const client = serviceSession(mock.api, { user: 'lead' });
    const [testCase] = await client.data<{ CASEID: string }>('/testcases');
    const runStart = performance.now();
    await client.startRun({ TEST_CASES: [testCase!.CASEID] });
    const kept = ready.runs!.kept;
    await until(
      () => historyStatusOf(dashboard),
      (status) => (status.runs?.kept ?? 0) > kept && status.runs?.toRead === 0,
    );
    const runVisible = seconds(runStart);

    await dashboard.stop();
    const restarting = performance.now();
    dashboard = await serve();
    await until(
      () => historyStatusOf(dashboard),
      (status) => status.state === 'ready',
      100,
    );
    const restart = seconds(restarting);
    await dashboard.stop();

    const minutes = readyAfter / 60;
    return `## History store: first sync of the large data set at a real system's pace
The mock's large data set (${ready.runs!.kept.toLocaleString('en')} runs) behind the pacing proxy (first byte after 150 ms, 8 MB/s, at most 4 requests at once), the dashboard's server in backend mode with an embedded (PGlite) store.

| what | figure | target |
| --- | --- | --- |
| first runs usable from the store | ${usableAfter.toFixed(0)} s | – |
| first sync complete | ${minutes.toFixed(1)} min | within ${TARGETS.firstSyncMinutes} min: ${met(minutes <= TARGETS.firstSyncMinutes)} |
| asked of the service for it | ${asked.requests} requests, ${Math.round(asked.bytes / 2 ** 20)} MB | – |
| server's peak memory while syncing | ${Math.round(peak)} MB | under ${TARGETS.peakMb} MB: ${met(peak < TARGETS.peakMb)} |
| store on disk | ${size} MB | – |
| a run that ends, in the store | ${runVisible.toFixed(1)} s | within ${TARGETS.runVisibleSeconds} s: ${met(runVisible <= TARGETS.runVisibleSeconds)} |
| restart with that store until ready | ${restart.toFixed(1)} s | under ${TARGETS.startSeconds} s: ${met(restart < TARGETS.startSeconds)} |`;
  } finally {
    await service.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(await runHistorySyncBench());
