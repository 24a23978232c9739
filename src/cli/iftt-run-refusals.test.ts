// What `iftt-run` refuses, judged by exit code and output: wrong usage and an unwritable --junit before it asks the
// service anything, and a service it cannot use (a stub SAP system that refuses sign-ins, as the mock, which takes
// any password, never does; a port nobody listens on).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli, startCli } from './testing/run-cli';

const output = mkdtempSync(join(tmpdir(), 'iftt-run-refusals-'));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.concurrent('iftt-run refusing', { timeout: 60_000 }, () => {
  let stub: Server;
  let stubUrl: string;
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  beforeAll(async () => {
    // An SAP system that refuses a sign-in and denies a user the service, as the mock (which takes any
    // password and user) never does.
    stub = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      if (request.headers.authorization === `Basic ${btoa('viewer:right')}`) {
        response.writeHead(403, { 'content-type': 'text/plain' });
        response.end('No authorization for service /sap/bc/int4/iftt/v1');
        return;
      }
      response.writeHead(401, {
        'www-authenticate': 'Basic realm="SAP NetWeaver Application Server [S4Q/100]"',
        'content-type': 'text/html',
      });
      response.end('<html><head><title>Logon failed</title></head><body><h1>Logon failed</h1></body></html>');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => stub.close(resolve)));
  /** What reached the stub for one SAP client: tests that must ask nothing use a client of their own. */
  const asked = (client: string) =>
    seen.filter((entry) => new URL(entry.url, stubUrl).searchParams.get('sap-client') === client);
  const UNASKED_CLIENT = '901';
  const UNASKED = ['--sap-client', UNASKED_CLIENT];

  it('refuses wrong usage with exit 2 and a pointer to the help, which the bin shows from npx', async () => {
    const usage = await runCli(['run', '--backend', stubUrl, ...UNASKED, '--name', 'x']);
    expect(usage.code).toBe(2);
    expect(asked(UNASKED_CLIENT)).toEqual([]);
    expect(usage.stderr).toContain(
      'Nothing to run: give at least one --folder or --test-case\nSee: iftt-run run --help',
    );
    const { stdout } = await promisify(execFile)('npx', ['--no-install', 'iftt-run', 'run', '--help']);
    expect(stdout).toContain('Usage: iftt-run run [options]');
    expect(stdout).toContain('Examples:');
  });

  const runWithJunit = (junit: string) =>
    runCli(['run', '--backend', stubUrl, ...UNASKED, '--test-case', '825', '--name', 'CI bad junit', '--junit', junit]);

  it('checks where --junit goes before starting anything, saying what is wrong and what to do (exit 2)', async () => {
    const missingFolder = join(output, 'not-made-yet');
    const [missing, folder, refused] = await Promise.all([
      runWithJunit(join(missingFolder, 'junit.xml')),
      runWithJunit(output),
      // Refused even to root, whom permission bits would let through.
      runWithJunit('/sys/junit.xml'),
    ]);
    expect(missing.stderr).toContain(
      `iftt-run: --junit: the folder ${missingFolder} does not exist. Create it first (mkdir -p ${missingFolder})`,
    );
    expect(folder.stderr).toContain(
      `iftt-run: --junit: ${output} is a folder. Give the path of a file, e.g. --junit ${join(output, 'junit.xml')}.`,
    );
    expect(refused.stderr).toMatch(
      /^iftt-run: --junit: .*\/sys\/junit\.xml.* Give a path the pipeline's user may write to/m,
    );
    for (const result of [missing, folder, refused]) {
      expect(result.code).toBe(2);
      expect(result.stderr).not.toContain('Started run');
    }
    expect(asked(UNASKED_CLIENT)).toEqual([]);
  });

  it('says the sign-in was refused for a wrong password, sent from the environment only (exit 2)', async () => {
    const result = await runCli(['run', '--backend', stubUrl, '--sap-client', '100', '--test-case', '825'], {
      IFTT_USER: 'ci_user',
      IFTT_PASSWORD: 'wrong-secret',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The system refused the sign-in of user ci_user (HTTP 401');
    expect(result.stderr).toContain('Check IFTT_USER and IFTT_PASSWORD');
    expect(result.stdout + result.stderr).not.toContain('wrong-secret');
    const signedIn = seen.filter((entry) => entry.headers.authorization === `Basic ${btoa('ci_user:wrong-secret')}`);
    expect(signedIn.map((entry) => new URL(entry.url, stubUrl).searchParams.get('sap-client'))).toEqual(['100']);
  });

  it('says a user is not authorised for the service (exit 2)', async () => {
    const result = await runCli(['run', '--backend', stubUrl, '--test-case', '825'], {
      IFTT_USER: 'viewer',
      IFTT_PASSWORD: 'right',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `User viewer is not authorised for GET /testcases/825 on ${stubUrl} (HTTP 403): No authorization for service`,
    );
  });

  it('stops a report at Ctrl-C, also while it waits to try again, and saves nothing (exit 130)', async () => {
    const port = await freePort();
    const out = join(mkdtempSync(join(output, 'stopped-')), 'report.xlsx');
    const cli = startCli(['report', '--backend', `http://127.0.0.1:${port}`, '--retries', '5', '--out', out]);
    await vi.waitFor(() => expect(cli.stderr()).toContain('trying again in 1 s'), { timeout: 30_000, interval: 50 });
    cli.child.kill('SIGINT');
    const result = await cli.done;
    expect(result.code, `stderr:\n${result.stderr}`).toBe(130);
    expect(result.stderr).toContain('Stopped: no report was saved.');
    expect(result.stderr).not.toContain('trying again in 2 s');
    expect(readdirSync(join(out, '..'))).toEqual([]);
  });

  it('gives up on an unreachable host after retrying with backoff (exit 2)', async () => {
    const port = await freePort();
    const result = await runCli([
      'run',
      '--backend',
      `http://127.0.0.1:${port}`,
      '--test-case',
      '825',
      '--retries',
      '1',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/The service did not answer \(.*ECONNREFUSED.*\); trying again in 1 s/);
    expect(result.stderr).toContain(
      `Cannot reach the service at http://127.0.0.1:${port}/sap/bc/int4/iftt/v1 (tried 2 times)`,
    );
  });
});
