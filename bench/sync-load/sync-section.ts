// The figures of bench/sync-load.ts and the section of bench/RESULTS.md they make: one table per part, each with its
// target and verdict, and the reads that cost most.
import { median } from '../median';
import type { PacingCounts } from '../pacing-proxy';
import { megabytes } from '../screens-paced/paced-table';
import type { Latencies } from './latency-probe';

export const TARGETS = {
  firstSyncSeconds: 98,
  peakMb: 1024,
  p95Ms: 300,
  idleMbPerHour: 20,
  runEndSeconds: 30,
  restartSeconds: 10,
};

const MB = 2 ** 20;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** What the sync asked of the service, as its status counts it (uncompressed) and as the proxy saw it (wire). */
export interface Asked {
  requests: number;
  /** Uncompressed (status.load). */
  bytes: number;
  /** Through the proxy, compressed as they went. */
  proxyRequests: number;
  proxyBytes: number;
}

export interface FirstSyncFigures {
  runsKept: number;
  usableSeconds: number;
  readySeconds: number;
  asked: Asked;
  peakMb: number;
  storeMb: number;
  page: Latencies;
  status: Latencies;
}

export interface WindowFigures {
  minutes: number;
  runsStarted: number;
  /** Runs of the service's today (UTC) in the store at the window's end: the size of each listing of today. */
  todayRuns: number;
  asked: Asked;
  /** The server's CPU time over the window. */
  cpuSeconds: number;
  /** Restarts the window needed: status.load is a rolling hour, so a longer window is measured in parts. */
  restarts: number;
  /** The proxy's tally by what was asked (wire bytes). */
  shapes: ReadonlyMap<string, PacingCounts>;
}

export interface ReconcileFigures {
  seconds: number;
  steps: number;
  /** Its own steps, as status.reconcile.last counts them (uncompressed), and the proxy meanwhile (wire). */
  asked: Asked;
  /** Everything the sync asked meanwhile (status.load), the steady reads and the re-reads the reconcile caused too. */
  allBytes: number;
  /** The server's CPU time meanwhile. */
  cpuSeconds: number;
  /** The proxy's tally meanwhile, by what was asked (wire bytes). */
  shapes: ReadonlyMap<string, PacingCounts>;
}

export interface RunEndSample {
  /** Seconds from the end on the mock until each answer shows it; lastResult undefined when no case failed. */
  rows: number;
  latest: number;
  lastResult?: number;
}

export interface SyncLoadFigures {
  firstSync: FirstSyncFigures;
  restartSeconds: number;
  idle: WindowFigures;
  reconcile: ReconcileFigures;
  watched: WindowFigures;
  runEnds: readonly RunEndSample[];
  runEverySeconds: number;
  caseSeconds: number;
}

const verdict = (ok: boolean, figure: string) => (ok ? 'met' : `missed: ${figure}`);
const mbOf = (bytes: number) => `${megabytes(bytes)} MB`;
const seconds = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} s`;

/** An idle server's cost per hour: the window scaled to a day, plus one reconcile, over 24 hours. */
export function idlePerHour(idle: WindowFigures, reconcile: ReconcileFigures): { bytes: number; proxyBytes: number } {
  const scale = DAY_MINUTES / idle.minutes;
  return {
    bytes: (idle.asked.bytes * scale + reconcile.asked.bytes) / 24,
    proxyBytes: (idle.asked.proxyBytes * scale + reconcile.asked.proxyBytes) / 24,
  };
}

export const perHour = (window: WindowFigures) => ({
  bytes: (window.asked.bytes * HOUR_MINUTES) / window.minutes,
  proxyBytes: (window.asked.proxyBytes * HOUR_MINUTES) / window.minutes,
});

const latencyRow = (what: string, figures: Latencies) =>
  `| ${what}, p50 / p95 / max | ${Math.round(figures.p50)} / ${Math.round(figures.p95)} / ${Math.round(figures.max)} ms (${figures.count} requests${figures.failed > 0 ? `, ${figures.failed} failed or timed out` : ''}) | p95 under ${TARGETS.p95Ms} ms: ${verdict(figures.p95 < TARGETS.p95Ms, `${Math.round(figures.p95)} ms`)} |`;

const askedText = (asked: Asked) =>
  `${asked.requests} requests, ${mbOf(asked.bytes)} uncompressed; ${asked.proxyRequests} requests, ${mbOf(asked.proxyBytes)} on the wire`;

/** A median of the samples, with the samples, and its verdict against the run-end target. */
export function runEndRow(what: string, values: readonly number[], missing = 0): string {
  if (values.length === 0) return `| ${what} | not measured (no case of the runs failed) | – |`;
  const middle = median(values);
  const all = values.map((value) => value.toFixed(1)).join(', ');
  const note = missing > 0 ? `; ${missing} of the runs failed no case` : '';
  return `| ${what} | ${seconds(middle)} (${all}${note}) | at most ${TARGETS.runEndSeconds} s: ${verdict(middle <= TARGETS.runEndSeconds, seconds(middle))} |`;
}

/** The reads that cost most on the wire, over the idle window, the reconcile and the watched window. */
export function shapeRows(tallies: readonly ReadonlyMap<string, PacingCounts>[], limit = 12): string[] {
  const cost = (key: string) => tallies.reduce((sum, tally) => sum + (tally.get(key)?.bytes ?? 0), 0);
  const asked = (key: string) => tallies.some((tally) => (tally.get(key)?.requests ?? 0) > 0);
  const cells = (key: string) =>
    tallies.map((tally) => {
      const counts = tally.get(key);
      return counts && counts.requests > 0 ? `${counts.requests} | ${megabytes(counts.bytes)}` : '0 | –';
    });
  return [...new Set(tallies.flatMap((tally) => [...tally.keys()]))]
    .filter(asked)
    .toSorted((a, b) => cost(b) - cost(a))
    .slice(0, limit)
    .map((key) => `| \`${key.replace(/\/sap\/bc\/int4\/iftt\/v1/, '')}\` | ${cells(key).join(' | ')} |`);
}

const restarted = (window: WindowFigures) =>
  window.restarts > 0 ? ` (measured in ${window.restarts + 1} parts, the server restarted before each)` : '';

const windowText = (window: WindowFigures) =>
  `${window.minutes} min${restarted(window)}, ${window.runsStarted} runs started on the mock; today's runs at its end ` +
  `${window.todayRuns}; the server's CPU ${seconds(window.cpuSeconds)} (${((100 * window.cpuSeconds) / (window.minutes * 60)).toFixed(1)} % of a core)`;

export function syncLoadSection(figures: SyncLoadFigures): string {
  const { firstSync, idle, reconcile, watched, runEnds } = figures;
  const idleHour = idlePerHour(idle, reconcile);
  const watchedHour = perHour(watched);
  const failed = runEnds.filter((sample) => sample.lastResult !== undefined).map((sample) => sample.lastResult!);
  return `## History sync: the first sync and the load on the service, large data set at a real system's pace (\`bench/sync-load.ts\`)
The mock's large data set (${firstSync.runsKept.toLocaleString('en')} runs) in a process of its own behind the pacing proxy (first byte after 150 ms, 8 MB/s, at most 4 requests at once), the dashboard's server in backend mode with a new embedded (PGlite) store and its default sync (a tick every second). The server is restarted on its store once the first sync is done, so that its status's \`load\` (the last hour of what the sync asked) counts only what came after. Runs are started on the mock itself, not through the dashboard: one every ${Math.round(figures.runEverySeconds)} s (the large data set's ${Math.round(86_400 / figures.runEverySeconds)} a day), each async, of 4 random test cases of ${figures.caseSeconds} s each, two at a time. Uncompressed bytes are the sync's own count (\`status.load\`, \`status.reconcile.last\`), wire bytes and requests the proxy's, which also sees the server's access checks.

| first sync | figure | target |
| --- | --- | --- |
| first runs usable from the store | ${seconds(firstSync.usableSeconds)} | – |
| complete (status \`ready\`) | ${seconds(firstSync.readySeconds)} | at most ${TARGETS.firstSyncSeconds} s: ${verdict(firstSync.readySeconds <= TARGETS.firstSyncSeconds, seconds(firstSync.readySeconds))} |
| asked of the service for it | ${askedText(firstSync.asked)} | – |
| server's peak memory (VmHWM) | ${Math.round(firstSync.peakMb)} MB | under ${TARGETS.peakMb} MB: ${verdict(firstSync.peakMb < TARGETS.peakMb, `${Math.round(firstSync.peakMb)} MB`)} |
| store on disk | ${Math.round(firstSync.storeMb)} MB | – |
${latencyRow('`GET /` while it syncs', firstSync.page)}
${latencyRow('`GET /api/history/status` while it syncs', firstSync.status)}
| restart with that store until \`ready\` | ${seconds(figures.restartSeconds)} | under ${TARGETS.restartSeconds} s: ${verdict(figures.restartSeconds < TARGETS.restartSeconds, seconds(figures.restartSeconds))} |

| an idle server (nobody watching) | figure | target |
| --- | --- | --- |
| window | ${windowText(idle)} | – |
| asked of the service in it | ${askedText(idle.asked)} | – |
| a reconcile asked for (\`POST /api/history/reconcile\`) | ${seconds(reconcile.seconds)}, ${reconcile.steps} steps; ${askedText(reconcile.asked)} (everything the sync asked meanwhile: ${mbOf(reconcile.allBytes)} uncompressed); the server's CPU ${seconds(reconcile.cpuSeconds)} | – |
| per hour: (window × 24 h / ${idle.minutes} min + reconcile) / 24 | ${mbOf(idleHour.bytes)} uncompressed, ${mbOf(idleHour.proxyBytes)} on the wire | at most ${TARGETS.idleMbPerHour} MB: ${verdict(idleHour.bytes <= TARGETS.idleMbPerHour * MB, mbOf(idleHour.bytes))} |

| a watched hour (a tab checks in every 60 s) | figure | target |
| --- | --- | --- |
| window | ${windowText(watched)} | – |
| asked of the service in it | ${askedText(watched.asked)} | – |
| per hour | ${mbOf(watchedHour.bytes)} uncompressed, ${mbOf(watchedHour.proxyBytes)} on the wire | none (for information) |

| a run's end while watched, until the store shows it (median of ${runEnds.length}; each run) | figure | target |
| --- | --- | --- |
${runEndRow(
  'runs list (`GET /api/runs`, the day): its row finished',
  runEnds.map((sample) => sample.rows),
)}
${runEndRow(
  'overview (`GET /api/overview`, the day): in `latest`',
  runEnds.map((sample) => sample.latest),
)}
${runEndRow("a failed test case's last result is that run (the overview's `failing`)", failed, runEnds.length - failed.length)}

| the reads that cost most on the wire | idle requests | idle MB | reconcile requests | reconcile MB | watched requests | watched MB |
| --- | --- | --- | --- | --- | --- | --- |
${shapeRows([idle.shapes, reconcile.shapes, watched.shapes]).join('\n')}`;
}
