// The history sync on the large data set at a real system's pace: the mock in a process of its own, the pacing proxy
// in front of it, the dashboard's server in backend mode with a new embedded store, as a team would run it. Measures
// the first sync (time, what it asked, peak memory, store size, the server's answer times meanwhile), a restart, what
// the sync asks of the service while nobody watches (with a reconcile) and while someone does, and how soon a run's
// end shows. `node --import tsx bench/sync-load.ts` runs it alone (about 55 min); shorter windows for a try:
//   SYNC_BENCH_IDLE_MINUTES (30), SYNC_BENCH_WATCHED_MINUTES (10), SYNC_BENCH_RUN_EVERY_SECONDS (389: the large data
//   set's 222 runs a day), SYNC_BENCH_CASE_SECONDS (15, each test case of a run started on the mock), SYNC_BENCH_RUN_ENDS (3)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAILED_STATUSES } from '../src/contract/codes';
import type { HistoryStatus } from '../src/contract/dashboard-api/history-status';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process';
import { LARGE_START_MS, startPacedLargeService } from './paced-service';
import type { PacingCounts, PacingProxy } from './pacing-proxy';
import { askReconcile, checkInsEvery, overviewOf, runRowsOf, statusOf } from './sync-load/dashboard-calls';
import { probeLatency } from './sync-load/latency-probe';
import { mockRuns, type MockRuns } from './sync-load/mock-runs';
import {
  syncLoadSection,
  type Asked,
  type ReconcileFigures,
  type RunEndSample,
  type WindowFigures,
} from './sync-load/sync-section';

/** status.load sums the last 60 minutes by the minute: a window read from it ends within 59 min of the server's start. */
const HOUR_OF_STATUS_MINUTES = 58;
const PART_MINUTES = 55;
const FIRST_SYNC_TIMEOUT_MS = 15 * 60_000;
const RECONCILE_TIMEOUT_MS = 30 * 60_000;
const RUN_END_TIMEOUT_MS = 120_000;

function setting(name: string, fallback: number): number {
  const text = process.env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`${name} must be a number above 0, not "${text}"`);
  return value;
}

const secondsSince = (since: number) => (performance.now() - since) / 1000;

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  everyMs: number,
  timeoutMs: number,
  what: string,
) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const value = await read();
    if (done(value)) return value;
    await sleep(everyMs);
  }
  throw new Error(`${what} did not happen within ${Math.round(timeoutMs / 1000)} s`);
}

/** The process's peak resident memory so far (Linux: VmHWM), in MB. */
function peakRssMb(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The CPU time the process has used so far (Linux: utime + stime), in seconds. */
function cpuSeconds(server: ServerProcess): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Until the proxy has had nothing in flight for `quietMs`: a restarted server's first reads are its own. */
async function quiet(proxy: PacingProxy, quietMs = 3000, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  let since = performance.now();
  while (performance.now() - since < quietMs && performance.now() < deadline) {
    await sleep(100);
    if (proxy.inFlight() > 0) since = performance.now();
  }
}

/** The dashboard's server on its store; a restart moves it to a new port and empties its status's hour. */
class Dashboard {
  private server: ServerProcess | undefined;
  startedAt = 0;
  constructor(private readonly args: readonly string[]) {}

  get process(): ServerProcess {
    return this.server!;
  }
  get origin(): string {
    return new URL(this.server!.api).origin;
  }
  async start(): Promise<void> {
    this.startedAt = performance.now();
    this.server = await startServerProcess(this.args, { startTimeoutMs: LARGE_START_MS });
  }
  /** Answers the seconds from the new process's start until its status said `ready`. */
  async restart(): Promise<number> {
    await this.server?.stop();
    await this.start();
    await waitFor(
      () => statusOf(this.origin),
      (status) => status.state === 'ready',
      100,
      60_000,
      'ready after a restart',
    );
    return secondsSince(this.startedAt);
  }
  minutesUp(): number {
    return secondsSince(this.startedAt) / 60;
  }
  stop(): Promise<void> {
    return this.server?.stop() ?? Promise.resolve();
  }
}

interface Snapshot {
  load: NonNullable<HistoryStatus['load']>;
  proxy: PacingCounts;
  shapes: Map<string, PacingCounts>;
  cpu: number;
}

async function snapshot(dashboard: Dashboard, proxy: PacingProxy): Promise<Snapshot> {
  const { load } = await statusOf(dashboard.origin);
  if (!load) throw new Error('the status has no load: is this server the one syncing?');
  return { load, proxy: proxy.counts(), shapes: proxy.byShape(), cpu: cpuSeconds(dashboard.process) };
}

/** The proxy's tally from one snapshot to the next, added to `into`. */
function addShapes(into: Map<string, PacingCounts>, before: Snapshot, after: Snapshot): Map<string, PacingCounts> {
  for (const [key, counts] of after.shapes) {
    const was = before.shapes.get(key) ?? { requests: 0, bytes: 0 };
    const sum = into.get(key) ?? { requests: 0, bytes: 0 };
    into.set(key, {
      requests: sum.requests + counts.requests - was.requests,
      bytes: sum.bytes + counts.bytes - was.bytes,
    });
  }
  return into;
}

function addDelta(asked: Asked, shapes: Map<string, PacingCounts>, before: Snapshot, after: Snapshot): void {
  asked.requests += after.load.requests - before.load.requests;
  asked.bytes += after.load.bytes - before.load.bytes;
  asked.proxyRequests += after.proxy.requests - before.proxy.requests;
  asked.proxyBytes += after.proxy.bytes - before.proxy.bytes;
  addShapes(shapes, before, after);
}

/** What the sync asks over `minutes` while runs start on the mock; parts of at most PART_MINUTES, each within an hour of a start. */
async function measureWindow(
  dashboard: Dashboard,
  proxy: PacingProxy,
  runs: MockRuns,
  minutes: number,
  runEveryMs: number,
) {
  const asked: Asked = { requests: 0, bytes: 0, proxyRequests: 0, proxyBytes: 0 };
  const shapes = new Map<string, PacingCounts>();
  let restarts = 0;
  let cpu = 0;
  const pacer = runs.every(runEveryMs);
  for (let left = minutes; left > 0;) {
    const part = Math.min(left, PART_MINUTES);
    if (dashboard.minutesUp() + part > HOUR_OF_STATUS_MINUTES) {
      await dashboard.restart();
      await quiet(proxy);
      restarts += 1;
    }
    const before = await snapshot(dashboard, proxy);
    await sleep(part * 60_000);
    const after = await snapshot(dashboard, proxy);
    addDelta(asked, shapes, before, after);
    cpu += after.cpu - before.cpu;
    left -= part;
  }
  const today = new Date().toISOString().slice(0, 10);
  const figures: WindowFigures = {
    minutes,
    runsStarted: await pacer.stop(),
    todayRuns: (await runRowsOf(dashboard.origin, today)).length,
    asked,
    cpuSeconds: cpu,
    restarts,
    shapes,
  };
  console.info(`window of ${minutes} min:`, JSON.stringify({ ...figures, shapes: Object.fromEntries(shapes) }));
  return figures;
}

async function reconcileOnce(dashboard: Dashboard, proxy: PacingProxy): Promise<ReconcileFigures> {
  const before = await snapshot(dashboard, proxy);
  const lastBefore = (await statusOf(dashboard.origin)).reconcile?.last?.startedAt ?? null;
  await askReconcile(dashboard.origin);
  const done = await waitFor(
    () => statusOf(dashboard.origin),
    (status) => (status.reconcile?.last?.startedAt ?? null) !== lastBefore,
    1000,
    RECONCILE_TIMEOUT_MS,
    'the reconcile asked for',
  );
  const after = await snapshot(dashboard, proxy);
  const last = done.reconcile!.last!;
  const figures: ReconcileFigures = {
    seconds: (Date.parse(last.endedAt) - Date.parse(last.startedAt)) / 1000,
    steps: last.steps,
    asked: {
      requests: last.requests,
      bytes: last.bytes,
      proxyRequests: after.proxy.requests - before.proxy.requests,
      proxyBytes: after.proxy.bytes - before.proxy.bytes,
    },
    allBytes: after.load.bytes - before.load.bytes,
    cpuSeconds: after.cpu - before.cpu,
    shapes: addShapes(new Map(), before, after),
  };
  console.info('reconcile:', JSON.stringify({ ...figures, shapes: Object.fromEntries(figures.shapes) }));
  return figures;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A run of flaky cases started on the mock: seconds from its end there until each store answer shows it. */
async function runEnd(dashboard: Dashboard, runs: MockRuns): Promise<RunEndSample> {
  const { seenAt, run } = await runs.ended(await runs.start('flaky'));
  const day = run.STARTED_DATE;
  const failed = run.DETAILS.filter((detail) => FAILED_STATUSES.includes(detail.STATUS)).map((detail) => detail.CASEID);
  const sample: Partial<RunEndSample> = {};
  const complete = () =>
    sample.rows !== undefined &&
    sample.latest !== undefined &&
    (failed.length === 0 || sample.lastResult !== undefined);
  while (!complete()) {
    if (secondsSince(seenAt) * 1000 > RUN_END_TIMEOUT_MS)
      throw new Error(
        `run ${run.RUN_ID}'s end did not show within ${RUN_END_TIMEOUT_MS / 1000} s: ${JSON.stringify(sample)}`,
      );
    const [rows, overview] = await Promise.all([runRowsOf(dashboard.origin, day), overviewOf(dashboard.origin, day)]);
    const at = secondsSince(seenAt);
    if (sample.rows === undefined && rows.some((row) => sameId(row[0], run.RUN_ID) && row[6] !== '')) sample.rows = at;
    if (sample.latest === undefined && overview.latest.some((latest) => sameId(latest.runId, run.RUN_ID)))
      sample.latest = at;
    const shown = overview.failing.shown.some(
      (ref) => sameId(ref.lastRunId, run.RUN_ID) && failed.includes(ref.caseId),
    );
    if (sample.lastResult === undefined && failed.length > 0 && shown) sample.lastResult = at;
    if (!complete()) await sleep(250);
  }
  console.info(`run ${run.RUN_ID} (${failed.length} of ${run.DETAILS.length} cases failed):`, JSON.stringify(sample));
  return sample as RunEndSample;
}

/** HH:MM (UTC) 12 hours from now: the daily reconcile stays out of the bench; the one asked for is counted once a day. */
function farFromNow(): string {
  return new Date(Date.now() + 12 * 3_600_000).toISOString().slice(11, 16);
}

export async function runSyncLoadBench(): Promise<string> {
  const idleMinutes = setting('SYNC_BENCH_IDLE_MINUTES', 30);
  const watchedMinutes = setting('SYNC_BENCH_WATCHED_MINUTES', 10);
  const runEverySeconds = setting('SYNC_BENCH_RUN_EVERY_SECONDS', Math.round(86_400 / (20_000 / 90)));
  const caseSeconds = setting('SYNC_BENCH_CASE_SECONDS', 15);
  const runEndCount = setting('SYNC_BENCH_RUN_ENDS', 3);

  const service = await startPacedLargeService({ runPaceMs: caseSeconds * 1000 });
  const { mock, proxy } = service;
  const storeParent = mkdtempSync(join(tmpdir(), 'bench-sync-load-'));
  const storeDir = join(storeParent, 'store');
  const dashboard = new Dashboard(['--backend', proxy.url, '--store', storeDir, '--reconcile-at', farFromNow()]);
  const runs = mockRuns(mock.api);
  try {
    proxy.reset();
    await dashboard.start();
    const page = probeLatency(`${dashboard.origin}/`);
    const status = probeLatency(`${dashboard.origin}/api/history/status`);
    let usableSeconds: number | undefined;
    const ready = await waitFor(
      () => statusOf(dashboard.origin),
      (now) => {
        if (usableSeconds === undefined && (now.runs?.read ?? 0) > 0) usableSeconds = secondsSince(dashboard.startedAt);
        return now.state === 'ready';
      },
      500,
      FIRST_SYNC_TIMEOUT_MS,
      'the first sync',
    );
    const readySeconds = secondsSince(dashboard.startedAt);
    const latencies = { page: await page.stop(), status: await status.stop() };
    const counts = proxy.counts();
    const firstSync = {
      runsKept: ready.runs?.kept ?? 0,
      usableSeconds: usableSeconds ?? readySeconds,
      readySeconds,
      asked: {
        requests: ready.load?.requests ?? 0,
        bytes: ready.load?.bytes ?? 0,
        proxyRequests: counts.requests,
        proxyBytes: counts.bytes,
      },
      peakMb: peakRssMb(dashboard.process),
      storeMb: Number(execFileSync('du', ['-sm', storeDir], { encoding: 'utf8' }).split('\t')[0]),
      ...latencies,
    };
    console.info('first sync:', JSON.stringify(firstSync));

    const restartSeconds = await dashboard.restart();
    await quiet(proxy);
    console.info(`restart: ${restartSeconds.toFixed(1)} s`);

    const idle = await measureWindow(dashboard, proxy, runs, idleMinutes, runEverySeconds * 1000);
    const reconcile = await reconcileOnce(dashboard, proxy);
    const checkIns = checkInsEvery(() => dashboard.origin);
    try {
      const watched = await measureWindow(dashboard, proxy, runs, watchedMinutes, runEverySeconds * 1000);
      const runEnds: RunEndSample[] = [];
      for (let sample = 0; sample < runEndCount; sample++) runEnds.push(await runEnd(dashboard, runs));
      return syncLoadSection({
        firstSync,
        restartSeconds,
        idle,
        reconcile,
        watched,
        runEnds,
        runEverySeconds,
        caseSeconds,
      });
    } finally {
      checkIns.stop();
    }
  } finally {
    await dashboard.stop();
    await service.close();
    rmSync(storeParent, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(await runSyncLoadBench());
