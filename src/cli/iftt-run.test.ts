// `iftt-run` as a pipeline runs it: a child process against the bundled service started as its own process
// (or a stub for what the mock does not do), judged by exit code and output. What it refuses before it reads
// anything, and services it cannot use: iftt-run-refusals.test.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateJunitFile, canValidateXml } from '../analysis/testing/xmllint';
import { PASSED_STATUSES } from '../contract/codes';
import type { CaseResult, Scenario, TestCase, TestRun } from '../contract/records';
import { DEFAULT_SEED } from '../mock/data/dataset-sizes';
import { storiesOf } from '../mock/data/interface-stories';
import { decideStatus } from '../mock/execution/case-outcome';
import { startServerProcess, type ServerProcess } from '../server/testing/server-process';
import { serviceSession, type ServiceSession } from '../server/testing/service-session';
import { decision } from '../analysis/triage/triage-fixtures';
import { startDashboardStub } from './testing/dashboard-stub';
import { runCli, startCli } from './testing/run-cli';

let server: ServerProcess;
let backend: string;
let service: ServiceSession;
const output = mkdtempSync(join(tmpdir(), 'iftt-run-'));

beforeAll(async () => {
  server = await startServerProcess(['--run-pace', '50']);
  backend = new URL(server.api).origin;
  service = serviceSession(server.api);
}, 30_000);
afterAll(() => server.stop());

/**
 * Top-level folders whose subtrees have enough cases (400 at 50 ms, two at a time: 10 s) that their run is
 * still going when Ctrl-C comes, even on a busy machine.
 */
async function longRunningFolders(): Promise<{ ids: string[]; caseIds: Set<string> }> {
  const ids: string[] = [];
  const caseIds = new Set<string>();
  for (const folder of await service.data<Scenario>('/scenarios?PARENTID=0')) {
    ids.push(folder.SCNRID);
    for (const testCase of await service.data<TestCase>(`/testcases?SCNRID=${folder.SCNRID}&$includeSubfolders=true`))
      caseIds.add(testCase.CASEID);
    if (caseIds.size >= 400) return { ids, caseIds };
  }
  throw new Error('The seed has fewer than 400 test cases');
}

/**
 * Test cases whose next executions here will have the wanted outcomes, decided by the seed, the case and its runs so
 * far (case-outcome.ts); passes only where no field story of the interface would fail them (interface-stories.ts).
 */
async function casesWhoseNextRuns(wanted: ('pass' | 'fail')[], count: number, exclude: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const testCase of await service.data<TestCase>('/testcases')) {
    if (
      exclude.has(testCase.CASEID) ||
      (wanted.includes('pass') && storiesOf(testCase.OBJDEFID, testCase.CASEID).length > 0)
    )
      continue;
    const runs = (await service.data<CaseResult>(`/testcases/${testCase.CASEID}/results`)).length;
    const fits = wanted.every((outcome, index) => {
      const status = decideStatus(DEFAULT_SEED, testCase.CASEID, `execution ${runs + 1 + index}`);
      return outcome === 'pass' ? PASSED_STATUSES.includes(status) : status === 'E';
    });
    if (!fits) continue;
    exclude.add(testCase.CASEID);
    found.push(String(Number(testCase.CASEID)));
    if (found.length === count) return found;
  }
  throw new Error(`The seed has no ${count} test cases whose next runs go ${wanted.join(', ')}`);
}

describe.concurrent('iftt-run against the bundled service', { timeout: 60_000 }, () => {
  let longFolders: { ids: string[]; caseIds: Set<string> };
  let passing: string[];
  let failing: string[];
  let flipping: string[];
  let cleanedUp: string[];
  let knownTwice: string[];
  let junitWritten: (file: string) => void;
  const passingJunit = new Promise<string>((resolve) => (junitWritten = resolve));
  beforeAll(async () => {
    longFolders = await longRunningFolders();
    const taken = new Set(longFolders.caseIds);
    passing = await casesWhoseNextRuns(['pass'], 2, taken);
    failing = await casesWhoseNextRuns(['fail'], 1, taken);
    flipping = await casesWhoseNextRuns(['pass', 'fail'], 1, taken);
    cleanedUp = await casesWhoseNextRuns(['pass'], 1, taken);
    knownTwice = await casesWhoseNextRuns(['fail', 'fail'], 2, taken);
  }, 30_000);

  it('passes a build whose gates hold, with progress, a summary and valid JUnit XML', async () => {
    const junit = join(output, 'passing.xml');
    const variables = join(output, 'variables.csv');
    writeFileSync(variables, `CASEID;VAR_NAME;VAR_VALUE\n${passing[0]};PO_NUMBER;"4500012345; from CI"\n`);
    const result = await runCli([
      'run',
      '--backend',
      backend,
      ...passing.flatMap((id) => ['--test-case', id]),
      '--name',
      'CI passing',
      '--min-pass-rate',
      '100',
      '--max-failures',
      '0',
      '--junit',
      junit,
      '--variables',
      variables,
    ]);
    expect(result).toMatchObject({ code: 0 });
    const runId = /Started run ([0-9A-F]{32}) "CI passing"/.exec(result.stderr)![1]!;
    expect(result.stderr).toMatch(/^2\/2 done: 2 passed, 0 failed, 0 running, 0 queued$/m);
    expect(result.stdout).toContain(`Run "CI passing" ${runId} finished`);
    expect(result.stdout).toContain(`Dashboard: ${backend}/runs/${runId}`);
    expect(result.stdout).toMatch(/PASS --min-pass-rate: pass rate 100% \(2 of 2\)/);
    expect(result.stdout).toContain('All gates hold.');
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<property name="RUN_ID" value="${runId}"/>`);
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    const [run] = await service.data<TestRun>(`/testruns/${runId}`);
    expect(run!.VARIABLES).toContainEqual(
      expect.objectContaining({ VAR_NAME: 'PO_NUMBER', VAR_VALUE: '4500012345; from CI' }),
    );
    junitWritten(junit);
  });

  it.runIf(canValidateXml())('writes JUnit XML that xmllint finds valid against the Jenkins JUnit schema', async () => {
    expect(await validateJunitFile(await passingJunit)).toMatchObject({ ok: true });
  });

  it('fails the build when a gate fails, saying which and why', async () => {
    const result = await runCli(['run', '--backend', backend, '--test-case', failing[0]!, '--max-failures', '0']);
    expect(result).toMatchObject({ code: 1 });
    expect(result.stdout).toContain('FAIL --max-failures: 1 failed or aborted test case, more than the maximum of 0');
    expect(result.stdout).toContain('Gate failed: --max-failures');
    // The bundled mock's server, the dashboard by default, keeps no history here.
    expect(result.stdout).toContain(
      `Triage: none applied, every failure counts: the dashboard at ${backend} has no history store: This server keeps no history (it was started with --store none).`,
    );
  });

  it('leaves the known issues of the dashboard’s triage out of the gates, naming the ticket, unless told', async () => {
    const dashboard = await startDashboardStub(
      service,
      () => ({ state: 'carried', decision: decision(), known: true, counted: false }),
      'https://jira.example.com/browse/{key}',
    );
    try {
      const junit = join(output, 'known.xml');
      const args = [
        'run',
        '--backend',
        backend,
        '--sap-client',
        '100',
        ...knownTwice.flatMap((id) => ['--test-case', id]),
      ];
      const env = { IFTT_DASHBOARD_URL: dashboard.url, IFTT_USER: 'ci_user', IFTT_PASSWORD: 'secret' };
      const result = await runCli([...args, '--max-failures', '0', '--junit', junit], env);
      expect(result.code, `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`).toBe(0);
      const runId = /Started run ([0-9A-F]{32})/.exec(result.stderr)![1]!;
      expect(result.stdout).toContain(`Dashboard: ${dashboard.url}/runs/${runId}`);
      expect(result.stdout).toContain(
        [
          'Triage: 2 known issues of 2 failures, not counted by --max-failures and --no-new-failures',
          '  Known issues (not counted): 2',
          `    INT-4711 https://jira.example.com/browse/INT-4711 – Product defect: mapping, owner Integration team – 2 cases: ${knownTwice.join(', ')}`,
        ].join('\n'),
      );
      expect(result.stdout).toContain(
        'PASS --max-failures: 0 failed or aborted test cases, within the maximum of 0; 2 more not counted',
      );
      expect(readFileSync(junit, 'utf8').match(/<skipped message="Known issue INT-4711: /g)).toHaveLength(2);
      // The first answer was the store not having the run yet: it was asked again.
      expect(result.stderr).toContain(`Waiting up to 45 s for the dashboard's history to take in run ${runId}`);
      const runReads = dashboard.requests.filter(({ url }) => url.pathname === '/api/triage/run');
      expect(runReads.length).toBeGreaterThanOrEqual(2);
      for (const { url, headers } of dashboard.requests) {
        expect(url.searchParams.has('sap-client')).toBe(false);
        expect(headers.authorization).toBe(`Basic ${btoa('ci_user:secret')}`);
      }

      const counted = await runCli([...args, '--max-failures', '0', '--count-known'], env);
      expect(counted).toMatchObject({ code: 1 });
      expect(counted.stdout).toContain('  Known issues (counted, --count-known): 2');
      expect(counted.stdout).toContain(
        'FAIL --max-failures: 2 failed or aborted test cases, more than the maximum of 0',
      );
    } finally {
      await dashboard.close();
    }
  });

  it('fails the build on a new failure against the previous run of the same name, listing it', async () => {
    const args = [
      'run',
      '--backend',
      backend,
      '--test-case',
      flipping[0]!,
      '--name',
      'CI nightly',
      '--no-new-failures',
    ];
    const first = await runCli(args);
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('no earlier finished run named "CI nightly"');
    const firstId = /Started run ([0-9A-F]{32})/.exec(first.stderr)![1]!;
    const second = await runCli(args);
    expect(second).toMatchObject({ code: 1 });
    expect(second.stdout).toContain(`FAIL --no-new-failures: 1 test case failed that did not fail in run ${firstId}`);
    expect(second.stdout).toMatch(new RegExp(`^ +${flipping[0]} `, 'm'));
  });

  it('stops on an unknown folder before starting anything (exit 2)', async () => {
    const result = await runCli(['run', '--backend', backend, '--folder', '9999999', '--name', 'CI unknown folder']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Folder 9999999 does not exist');
    expect(await service.data<TestRun>(`/testruns?NAME=${encodeURIComponent('CI unknown folder')}`)).toEqual([]);
  });

  it('prints the summary of a finished run whose JUnit file can no longer be written, and says it ended', async () => {
    const folder = mkdtempSync(join(output, 'cleaned-up-'));
    const cli = startCli([
      'run',
      '--backend',
      backend,
      '--test-case',
      cleanedUp[0]!,
      '--name',
      'CI cleaned workspace',
      '--max-failures',
      '0',
      '--junit',
      join(folder, 'junit.xml'),
    ]);
    await vi.waitFor(() => expect(cli.stderr()).toMatch(/Started run [0-9A-F]{32}/), { timeout: 30_000, interval: 20 });
    // A workspace cleaned while the run goes on, the one way left for the file to fail after the checks.
    rmSync(folder, { recursive: true });
    const result = await cli.done;
    const runId = /Started run ([0-9A-F]{32})/.exec(result.stderr)![1]!;
    expect(result.code, `stderr:\n${result.stderr}`).toBe(2);
    expect(result.stdout).toContain(`Run "CI cleaned workspace" ${runId} finished`);
    expect(result.stdout).toContain('All gates hold.');
    expect(result.stderr).toContain(`iftt-run: --junit: the folder ${folder} does not exist.`);
    expect(result.stderr).toContain(`Run ${runId} has finished: its results are in the summary.`);
    expect(result.stderr).not.toContain('goes on');
  });

  it('on Ctrl-C stops waiting, prints the run ID and its link, and exits 130 while the run goes on', async () => {
    const cli = startCli([
      'run',
      '--backend',
      backend,
      ...longFolders.ids.flatMap((id) => ['--folder', id]),
      '--include-subfolders',
    ]);
    await vi.waitFor(() => expect(cli.stderr()).toMatch(/Started run [0-9A-F]{32}/), {
      timeout: 45_000,
      interval: 50,
    });
    cli.child.kill('SIGINT');
    const result = await cli.done;
    const runId = /Started run ([0-9A-F]{32})/.exec(result.stderr)![1]!;
    // It once ended with 0 and nothing printed: an aborted body read left pending (untilAborted in retry.ts).
    expect(result.code, `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`).toBe(130);
    expect(result.stderr).toContain(`Stopped waiting. Run ${runId} goes on on the service: ${backend}/runs/${runId}`);
    const [run] = await service.data<TestRun>(`/testruns/${runId}`);
    expect(run!.TC_TOTAL).toBe(longFolders.caseIds.size);
  });

  it('downloads the execution report with the report builder’s filters', async () => {
    const folder = mkdtempSync(join(output, 'report-'));
    const result = await runCli([
      'report',
      '--backend',
      backend,
      '--folder',
      '102',
      '--include-subfolders',
      '--out',
      folder,
    ]);
    expect(result).toMatchObject({ code: 0 });
    const [file] = readdirSync(folder);
    expect(file).toMatch(/^test-execution-report-\d{8}-\d{6}\.xlsx$/);
    expect(readFileSync(join(folder, file!)).subarray(0, 2).toString()).toBe('PK');
  });
});
