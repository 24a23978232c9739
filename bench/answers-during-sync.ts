// How the server answers while its history store's first sync of the large data set ingests: the built app (`/`),
// the status and a store read, each asked every 200 ms (the read every second) from the server's start until the
// status says ready, whether or not the previous one has answered. Target (issue 69): `/` and the status under
// 300 ms at the 95th percentile. Build first (`npm run build`), then
// `node --import tsx bench/answers-during-sync.ts [--store postgres://…/empty-db] [--server-dir <checkout>]`;
// --server-dir measures another checkout's server (its own build in dist/), for a figure from before a change.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { HistoryStatus } from '../src/contract/dashboard-api/history-status';
import { startServerProcess } from '../src/server/testing/server-process';
import { LARGE_START_MS } from './paced-service';

const TARGET_P95_MS = 300;
const EVERY_MS = 200;
const GIVE_UP_MS = 10 * 60_000;
const PATHS = ['/', '/api/history/status', '/api/runs/in-progress'] as const;
type Path = (typeof PATHS)[number];

const { values } = parseArgs({ options: { store: { type: 'string' }, 'server-dir': { type: 'string' } } });
const serverDir = resolve(values['server-dir'] ?? '.');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-answers-'));
const server = await startServerProcess(
  [
    '--dataset',
    'large',
    '--data',
    dataDir,
    '--store',
    values.store ?? join(dataDir, 'store'),
    '--dist-dir',
    join(serverDir, 'dist'),
  ],
  { startTimeoutMs: LARGE_START_MS, cwd: serverDir },
);
const origin = new URL(server.api).origin;
const waits: Record<Path, number[]> = { '/': [], '/api/history/status': [], '/api/runs/in-progress': [] };
const failures: string[] = [];
let ready = false;

async function ask(path: Path): Promise<void> {
  const start = performance.now();
  try {
    const response = await fetch(origin + path, { signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    if (path === '/api/history/status' && (JSON.parse(body) as HistoryStatus).state === 'ready') ready = true;
    // A store still opening answers its reads 503, as it says; anything else is a failure.
    if (!response.ok && !body.includes('STORE_NOT_OPEN')) failures.push(`${path}: HTTP ${response.status}`);
  } catch (error) {
    failures.push(`${path}: ${(error as Error).message}`);
  }
  waits[path].push(performance.now() - start);
}

const started = performance.now();
const load = loadavg()[0]!;
const asked: Promise<void>[] = [];
for (let tick = 0; !ready && performance.now() - started < GIVE_UP_MS; tick++) {
  asked.push(ask('/'), ask('/api/history/status'));
  if (tick % 5 === 0) asked.push(ask('/api/runs/in-progress'));
  await new Promise((wake) => setTimeout(wake, EVERY_MS));
}
const syncSeconds = (performance.now() - started) / 1000;
await Promise.all(asked);
await server.stop();
// The store of the large data set is half a gigabyte.
rmSync(dataDir, { recursive: true, force: true });

const at = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => Math.round(value).toLocaleString('en');
const rows = PATHS.map((path) => {
  const sorted = waits[path].toSorted((a, b) => a - b);
  const p95 = at(sorted, 0.95);
  const target = path === '/api/runs/in-progress' ? 'answers' : p95 < TARGET_P95_MS ? 'met' : 'missed';
  return `| ${path} | ${sorted.length} | ${ms(at(sorted, 0.5))} | ${ms(p95)} | ${ms(sorted.at(-1) ?? NaN)} | ${target} |`;
});
console.info(`## Answers during the first sync of the large data set (${values.store ? 'PostgreSQL' : 'PGlite'})
${serverDir}: first sync ${ready ? `ready after ${syncSeconds.toFixed(0)} s` : `not ready within ${GIVE_UP_MS / 60_000} min`}; load average ${load.toFixed(1)} at the start.

| read | asked | p50 ms | p95 ms | max ms | target (p95 < ${TARGET_P95_MS} ms) |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${failures.length ? `\nFailures (${failures.length}): ${[...new Set(failures)].slice(0, 5).join('; ')}` : ''}`);
