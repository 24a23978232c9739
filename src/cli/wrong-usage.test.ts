// `iftt-run` used wrongly: each mistake a person makes in a pipeline's command line is named in the words
// they typed (the option, the file), with what to do, and ends the command with exit 2 before any request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli';

/** A port nothing listens on: a command that reached for the service would say it cannot reach it. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return `http://127.0.0.1:${port}`;
}

const usage = (...args: string[]) => runCli([...args, '--retries', '0']);
/** `iftt-run run` of one test case against a service that is not there, with these options besides. */
const runOneCase = async (...args: string[]) =>
  usage('run', '--backend', await closedPortUrl(), '--test-case', '825', ...args);
const scratch = mkdtempSync(join(tmpdir(), 'iftt-wrong-usage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// One test at a time: each starts several processes at once, and two cores shared with other test files are
// soon outrun by more (every test ran past 30 s under load when all five went together).
describe('iftt-run used wrongly', { timeout: 30_000 }, () => {
  it('without a command shows the usage on stderr and exits 2; --help shows it on stdout with 0', async () => {
    const [none, help] = await Promise.all([runCli([]), runCli(['--help'])]);
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toContain('iftt-run: No command given: use run or report.');
    expect(none.stderr).toContain('Usage: iftt-run <command> [options]');
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: iftt-run <command> [options]');
  });

  it('names the report filter the user typed, with the value, not the interface member it fills', async () => {
    const backend = await closedPortUrl();
    const report = (...filters: string[]) => usage('report', '--backend', backend, '--out', 'r.xlsx', ...filters);
    const results = await Promise.all([
      report('--from', '2026-13-01'),
      report('--from', '2026-11-05', '--to', '2026-11-01'),
      report('--run-type', 'RT', '--run-type', 'x'),
      report('--time-to', '25:00:00'),
      report('--content-search', 'a'.repeat(256)),
    ]);
    expect(results.map((result) => result.stderr.split('\n')[0])).toEqual([
      'iftt-run: --from "2026-13-01": must be a date YYYY-MM-DD',
      'iftt-run: --from "2026-11-05" is after --to "2026-11-01"',
      'iftt-run: --run-type "x": run types are two-letter codes',
      'iftt-run: --time-to "25:00:00": must be a time HH:MM:SS',
      `iftt-run: --content-search "${'a'.repeat(40)}…": at most 255 characters`,
    ]);
    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('See: iftt-run report --help');
    }
  });

  it('names --landscape when it is longer than the service takes', async () => {
    const result = await runOneCase('--landscape', 'L'.repeat(61));
    expect(result).toMatchObject({ code: 2 });
    expect(result.stderr).toContain('iftt-run: --landscape: at most 60 characters');
  });

  it('says which --variables file is missing and where it was looked for, not ENOENT', async () => {
    const result = await runOneCase('--variables', 'ci/vars.csv');
    expect(result).toMatchObject({ code: 2 });
    expect(result.stderr).toContain(
      `iftt-run: --variables: ci/vars.csv (${resolve('ci/vars.csv')}) does not exist. Check the path and the job's working directory.`,
    );
    expect(result.stderr).not.toContain('ENOENT');
  });

  it('checks where --out goes before asking the service for the report', async () => {
    const missing = join(scratch, 'reports');
    const backend = await closedPortUrl();
    const [folder, refused] = await Promise.all([
      usage('report', '--backend', backend, '--out', `${missing}/`),
      // Refused even to root, whom permission bits would let through.
      usage('report', '--backend', backend, '--out', '/sys/report.xlsx'),
    ]);
    expect(folder).toMatchObject({ code: 2 });
    expect(folder.stderr).toContain(
      `iftt-run: --out: the folder ${missing}/ does not exist. Create it first (mkdir -p ${missing}/)`,
    );
    expect(refused).toMatchObject({ code: 2 });
    expect(refused.stderr).toMatch(
      /^iftt-run: --out: .*\/sys\/report\.xlsx.* Give a path the pipeline's user may write to/m,
    );
    for (const result of [folder, refused]) expect(result.stderr).not.toContain('Cannot reach the service');
  });
});
