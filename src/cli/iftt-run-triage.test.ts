// `iftt-run` against a dashboard server that keeps a history store, as a lead's pipeline meets it: a failure
// group decided as a known issue on the dashboard is carried to the next run's same failure, and the gate
// that failed on it before passes, its summary naming the ticket.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureCause } from '../analysis/failure-message';
import { PASSED_STATUSES, type ContentFormat } from '../contract/codes';
import { runTriageSchema } from '../contract/dashboard-api/run-triage';
import { TRIAGE_PATHS } from '../contract/dashboard-api/triage-basics';
import type { CaseResult, Content, TestCase } from '../contract/records';
import { DEFAULT_SEED } from '../mock/data/dataset-sizes';
import { decideOutcome } from '../mock/execution/case-outcome';
import { startServerProcess, type ServerProcess } from '../server/testing/server-process';
import { serviceSession, type ServiceSession } from '../server/testing/service-session';
import { runCli } from './testing/run-cli';

let server: ServerProcess;
let origin: string;
let service: ServiceSession;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'iftt-run-triage-'));
  server = await startServerProcess(
    ['--run-pace', '50', '--data', join(dir, 'data'), '--store', join(dir, 'store'), '--sync-interval', '1'],
    { startTimeoutMs: 60_000 },
  );
  origin = new URL(server.api).origin;
  service = serviceSession(server.api);
  await storeReady();
}, 90_000);
afterAll(() => server.stop());

/** Until the first sync is done; a read refused or reset while the server opens its store is a "not yet". */
async function storeReady(): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const status = await fetch(`${origin}/api/history/status`)
      .then((response) => response.json() as Promise<{ state: string }>)
      .catch(() => ({ state: 'unreachable' }));
    if (status.state === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The store server did not finish its first sync within 60 s');
}

/**
 * A case whose next three executions pass, fail, fail with the same cause: the mock decides each from the
 * seed, the case, how often it ran, its interface and output format, which its reference output has, and whether
 * its interface's own field changes began before today, which they did in the history that ended shortly before
 * the server started (case-outcome.ts).
 */
async function passThenSameFailureTwice(): Promise<string> {
  const now = new Date();
  for (const testCase of await service.data<TestCase>('/testcases')) {
    const runs = (await service.data<CaseResult>(`/testcases/${testCase.CASEID}/results`)).length;
    const contents = await service.data<Content>(`/testcases/${testCase.CASEID}/contenttypes`);
    const format = contents.find((content) => content.CONTENT_TYPE === 'REF_OUTPUT')?.FORMAT as ContentFormat;
    const [first, second, third] = [0, 1, 2].map((later) =>
      decideOutcome({
        seed: DEFAULT_SEED,
        caseId: testCase.CASEID,
        executionKey: `execution ${runs + 1 + later}`,
        object: testCase.OBJDEFID,
        outputFormat: format,
        endDate: now.toISOString().slice(0, 10),
        historyEnds: now,
      }),
    );
    if (!PASSED_STATUSES.includes(first!.status) || second!.status !== 'E' || third!.status !== 'E') continue;
    if (format && failureCause(second!.message) === failureCause(third!.message))
      return String(Number(testCase.CASEID));
  }
  throw new Error('The seed has no case whose next runs go pass, fail, fail with one cause');
}

async function dashboardTriage(runId: string) {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await fetch(`${origin}/api${TRIAGE_PATHS.run}?id=${runId}`);
    const triage = runTriageSchema.parse(await answer.json());
    if (triage && triage.failures.length > 0) return triage;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The store did not take in run ${runId}`);
}

it(
  'passes --no-new-failures once the failure is decided a known issue, the summary naming its ticket',
  { timeout: 120_000 },
  async () => {
    const caseId = await passThenSameFailureTwice();
    const run = (...more: string[]) => runCli(['run', '--backend', origin, '--test-case', caseId, ...more]);
    expect(await run('--name', 'CI triage')).toMatchObject({ code: 0 });

    // Another pipeline meets the failure first; the gates count it: nobody has decided anything yet.
    const failing = await run('--name', 'CI triage smoke', '--max-failures', '0');
    expect(failing.code, `stdout:\n${failing.stdout}`).toBe(1);
    expect(failing.stdout).toContain(
      'Triage: none of 1 failure is a known issue, quarantined, an outage or noise\n  Counted: 1 – 1 needs triage',
    );
    const failedRun = /Started run ([0-9A-F]{32})/.exec(failing.stderr)![1]!;
    const [failure] = (await dashboardTriage(failedRun)).failures;

    // The lead decides the whole group (its signature) on the dashboard.
    const decided = await fetch(`${origin}/api${TRIAGE_PATHS.decision}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        target: { kind: 'signature', OBJDEFID: failure!.OBJDEFID, cause: failure!.cause },
        category: 'product-mapping',
        ticket: 'INT-4711',
        owner: 'Integration team',
        version: 0,
      }),
    });
    expect(decided.status, `answer: ${await decided.clone().text()}`).toBe(200);

    // The next run's same failure is new against the previous "CI triage", which passed, yet known: carried.
    const carried = await run('--name', 'CI triage', '--no-new-failures', '--max-failures', '0');
    expect(carried.code, `stdout:\n${carried.stdout}\nstderr:\n${carried.stderr}`).toBe(0);
    expect(carried.stdout).toContain('  Known issues (not counted): 1');
    expect(carried.stdout).toMatch(/^ {4}INT-4711 – Product defect: mapping, owner Integration team – 1 case: /m);
    expect(carried.stdout).toMatch(/PASS --no-new-failures: .*; 1 new failure not counted/);
    expect(carried.stdout).toContain(
      'PASS --max-failures: 0 failed or aborted test cases, within the maximum of 0; 1 more',
    );
  },
);
