import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detail, run } from '../analysis/testing/run-fixtures';
import { failureTriage } from '../analysis/triage/triage-fixtures';
import { runTriageCounts } from '../analysis/triage/run-triage-counts';
import type { FailureTriage } from '../contract/dashboard-api/run-triage';
import { connect } from './connection';
import { readRunTriage } from './run-triage';

// A dashboard whose answers each test sets: status and body for the run's triage, by the order asked.
let answers: { status: number; body: unknown }[] = [];
let asked: string[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const isRun = request.url?.startsWith('/api/triage/run?');
    const { status, body } = (isRun && answers.shift()) || {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'no' } },
    };
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  connect({ backend: 'http://127.0.0.1:1', 'dashboard-url': url }, {}, 'run');
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const failedRun = run([detail('1', 'S'), detail('2', 'E', { MESSAGE: 'UOM 4 unknown' })]);
const failureOf2 = failureTriage('2', {
  RUN_ID: failedRun.RUN_ID,
  MESSAGE: 'UOM 4 unknown',
  cause: 'UOM <number> unknown',
});
const triageOf = (failures: FailureTriage[]) => ({
  RUN_ID: failedRun.RUN_ID,
  failures,
  counts: runTriageCounts(failures),
});
const read = (waitMs = 2000) =>
  readRunTriage(failedRun, url, { signal: new AbortController().signal, waitMs, everyMs: 20 });

describe("the dashboard's triage of a finished run", () => {
  it('waits while the store has not taken the run in, then has each failure by test case', async () => {
    asked = [];
    answers = [
      { status: 200, body: null },
      { status: 200, body: triageOf([]) },
      { status: 200, body: triageOf([failureOf2]) },
    ];
    const waits: number[] = [];
    const reading = await readRunTriage(failedRun, url, {
      signal: new AbortController().signal,
      waitMs: 2000,
      everyMs: 20,
      onWait: (waitMs) => waits.push(waitMs),
    });
    expect(reading).toMatchObject({ applied: true, ticketUrl: null });
    expect(waits).toEqual([2000]);
    expect(reading!.applied && [...reading!.failures.keys()]).toEqual(['0000000002']);
    expect(asked.filter((path) => path.startsWith('/api/triage/run')).length).toBe(3);
  });

  it('takes what the store has once the wait is over, and says why when it has nothing', async () => {
    answers = Array.from({ length: 50 }, () => ({ status: 200, body: triageOf([]) }));
    expect(await read(100)).toMatchObject({ applied: true });
    answers = Array.from({ length: 50 }, () => ({ status: 200, body: null }));
    expect(await read(100)).toEqual({
      applied: false,
      why: `the dashboard at ${url} had not taken in run ${failedRun.RUN_ID} after 0.1 s (its history sync may be behind or failing)`,
    });
  });

  it('says why there is none: no store, no dashboard API, nobody answering', async () => {
    answers = [{ status: 503, body: { error: { code: 'STORE_NOT_OPEN', message: 'This server keeps no history.' } } }];
    expect(await read()).toEqual({
      applied: false,
      why: `the dashboard at ${url} has no history store: This server keeps no history.`,
    });
    answers = [];
    expect(await read()).toMatchObject({
      why: `${url} serves no dashboard API with triage (HTTP 404); give --dashboard-url where the team's dashboard runs`,
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    connect({ backend: nobody, 'dashboard-url': nobody }, {}, 'run');
    try {
      expect(await readRunTriage(failedRun, nobody, { signal: new AbortController().signal })).toEqual({
        applied: false,
        why: expect.stringMatching(/^no dashboard answers at http:\S+ \(.*ECONNREFUSED.*\); give --dashboard-url/),
      });
    } finally {
      connect({ backend: 'http://127.0.0.1:1', 'dashboard-url': url }, {}, 'run');
    }
  });

  it('asks nothing for a run without failures', async () => {
    asked = [];
    expect(await readRunTriage(run([detail('1', 'S')]), url, { signal: new AbortController().signal })).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
