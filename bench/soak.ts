// Soak: the real server with `--data` under many readers and dozens of concurrent async runs for minutes,
// then killed with SIGKILL and started again on the same journal. Reports requests tried, errors, runs
// started and finished, whether each run was journaled exactly once, and heap after a GC before, after,
// and on a fresh server that replayed the same runs (what the data alone costs).
// Standalone: `node --import tsx bench/soak.ts [--write]` (--write puts the section into bench/RESULTS.md).
// Env: SOAK_SECONDS (default 150), SOAK_READERS (16), SOAK_RUNNERS (40), SOAK_CASES (4), SOAK_PACE_MS (100).
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestRun } from '../src/contract/records';
import { JOURNAL_FILE_NAME } from '../src/mock/journal/open-journal';
import { tallyJournal } from '../src/server/testing/journal-tally';
import { runLoad } from '../src/server/testing/load-clients';
import { warmUpService } from '../src/server/testing/load-reads';
import {
  measureMemory,
  startServerProcess,
  type MemoryFigures,
  type ServerProcess,
} from '../src/server/testing/server-process';
import { serviceSession } from '../src/server/testing/service-session';

const USER = 'soak';
/** Heap a loaded server may hold beyond a fresh one with the same data: compiled code, a few sessions. */
const HEAP_SLACK_MB = 3;
const MB = 2 ** 20;

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not ${process.env[name]}`);
  return value;
};

const mb = (bytes: number) => (bytes / MB).toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'missed');

async function serve(dataDir: string, paceMs: number): Promise<ServerProcess> {
  return startServerProcess(['--data', dataDir, '--run-pace', String(paceMs)], { memoryProbe: true });
}

/** Runs the soak and answers its section of RESULTS.md. */
export async function runSoak(): Promise<string> {
  const seconds = setting('SOAK_SECONDS', 150);
  const readers = setting('SOAK_READERS', 16);
  const runners = setting('SOAK_RUNNERS', 40);
  const casesPerRun = setting('SOAK_CASES', 4);
  const paceMs = setting('SOAK_PACE_MS', 100);
  const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
  const [loadAverage = 0] = loadavg();

  const server = await serve(dataDir, paceMs);
  let baseline: MemoryFigures | undefined;
  const heapSamples: string[] = [];
  const started = performance.now();
  // Heap after a GC every 30 s while the load runs: flat apart from the runs the service keeps.
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    sampling = sampling.then(
      async () =>
        void heapSamples.push(
          `${Math.round((performance.now() - started) / 1000)} s: ${mb((await measureMemory(server)).heapUsed)}`,
        ),
    );
  }, 30_000);
  const figures = await runLoad({
    api: server.api,
    durationMs: seconds * 1000,
    readers,
    runners,
    casesPerRun,
    pollMs: 250,
    user: USER,
    afterWarmUp: async () => void (baseline = await measureMemory(server)),
  });
  clearInterval(sampler);
  await sampling;
  const wallSeconds = (performance.now() - started) / 1000;

  const tally = tallyJournal(dataDir);
  const journaledOnce = [...figures.startedRuns].filter(([runId, cases]) => {
    const counts = tally.get(runId);
    return counts?.started === 1 && counts.finished === 1 && counts.caseResults === cases;
  }).length;
  await warmUpService(server.api, USER);
  const afterLoad = await measureMemory(server);
  const journalMb = mb(statSync(join(dataDir, JOURNAL_FILE_NAME)).size);

  await server.stop('SIGKILL');
  const restartStarted = performance.now();
  const restarted = await serve(dataDir, paceMs);
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  const kept = new Set(
    (await serviceSession(restarted.api).data<TestRun>(`/testruns?STARTED_BY=${USER}`))
      .filter((run) => run.END_DATE !== '')
      .map((run) => run.RUN_ID),
  );
  const present = [...figures.startedRuns.keys()].filter((runId) => kept.has(runId)).length;
  await warmUpService(restarted.api, USER);
  const sameData = await measureMemory(restarted);
  await restarted.stop('SIGTERM');

  const slowest = Object.entries(figures.p99ByName)
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
  const runsOk =
    figures.runsFinished === figures.runsStarted &&
    figures.inconsistentRuns.length === 0 &&
    journaledOnce === figures.runsStarted;
  const heapOk = afterLoad.heapUsed <= sameData.heapUsed + HEAP_SLACK_MB * MB;
  return `## Soak: the server with \`--data\` under load, then SIGKILL and restart (\`bench/soak.ts\`)
${readers} readers over every read endpoint and ${runners} clients each keeping an async run of ${casesPerRun} test cases going (token, POST, polling every 250 ms), default data set, run pace ${paceMs} ms, for ${seconds} s.
Targets: zero errors — ${verdict(figures.errors === 0)}; every started run finished once with one result per case — ${verdict(runsOk)}; every run there after a SIGKILL and restart — ${verdict(present === figures.runsStarted)}; heap after the load at most ${HEAP_SLACK_MB} MB above a fresh server holding the same runs — ${verdict(heapOk)}.

| figure | value |
| --- | --- |
| requests tried | ${figures.requests} (${Math.round(figures.requests / wallSeconds)}/s; ${Object.keys(figures.requestsByName).length} kinds) |
| errors (non-2xx or failed) | ${figures.errors}${figures.errorSamples.length ? ` — ${figures.errorSamples.join('; ')}` : ''} |
| answer time p50 / p99 / max | ${figures.latency.p50} / ${figures.latency.p99} / ${figures.latency.max} ms (slowest p99: ${slowest}) |
| runs started / finished | ${figures.runsStarted} / ${figures.runsFinished} (at most ${figures.maxConcurrentRuns} at once; ${figures.casesExecuted} test cases) |
| runs that did not add up | ${figures.inconsistentRuns.length}${figures.inconsistentRuns.length ? ` — ${figures.inconsistentRuns.slice(0, 3).join('; ')}` : ''} |
| runs journaled exactly once (started, finished, one result per case) | ${journaledOnce} of ${figures.runsStarted} (journal ${journalMb} MB) |
| after SIGKILL: restart (process, data set, journal replay) / runs there | ${restartSeconds.toFixed(1)} s / ${present} of ${figures.runsStarted} |
| heap after GC: before the load / after / fresh server with the same runs | ${mb(baseline!.heapUsed)} / ${mb(afterLoad.heapUsed)} / ${mb(sameData.heapUsed)} MB |
| RSS: before / after / fresh server | ${mb(baseline!.rss)} / ${mb(afterLoad.rss)} / ${mb(sameData.rss)} MB |
| heap after GC during the load, every 30 s | ${heapSamples.length ? `${heapSamples.join(' · ')} MB` : 'not sampled: the load was shorter than 30 s'} |

The heap grows by what the service keeps by design: every run, its results and the test cases' history, ${((afterLoad.heapUsed - baseline!.heapUsed) / 1024 / Math.max(1, figures.casesExecuted)).toFixed(1)} KB per executed test case. ${heapOk ? 'A fresh server that replays the same journal holds about as much, so the load itself left nothing behind.' : 'The loaded server holds more than a fresh one with the same runs: something the load did is kept.'} Load average of the machine at the start: ${loadAverage.toFixed(1)} on ${cpus().length} cores (other processes share it, which the answer times reflect).`;
}

/** RESULTS.md with the soak section put in place of an earlier one, or added at the end. */
function withSection(results: string, section: string): string {
  // At a line's start, so that `npm run bench`'s "### Soak" (one level down, inside its run) is not taken for it.
  const heading = `\n${section.slice(0, section.indexOf(':'))}`;
  const start = `\n${results}`.indexOf(heading);
  if (start === -1) return `${results.trimEnd()}\n\n${section}\n`;
  const next = results.indexOf('\n## ', start + heading.length - 1);
  return `${results.slice(0, start)}${section}\n${next === -1 ? '' : results.slice(next)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await runSoak();
  console.info(section);
  if (process.argv.includes('--write')) {
    const path = 'bench/RESULTS.md';
    const fresh = `# Benchmark results\n\nSo far only the soak, measured ${new Date().toISOString().slice(0, 10)} by \`node --import tsx bench/soak.ts --write\`; \`npm run bench\` writes every benchmark here.\n`;
    writeFileSync(path, withSection(existsSync(path) ? readFileSync(path, 'utf8') : fresh, section));
  }
}
