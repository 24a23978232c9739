import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** A server with a store kept in a directory of its own (beside the mock's data, which --store asks for). */
async function serve(dir: string, args: string[] = []): Promise<ServerProcess> {
  const kept = ['--data', join(dir, 'data'), '--store', join(dir, 'store')];
  const server = await startServerProcess([...kept, '--sync-interval', '1', '--run-pace', '50', ...args]);
  started.push(server);
  return server;
}

const originOf = (server: ServerProcess) => new URL(server.api).origin;

/** The status and time of a read; a read that does not answer within 10 s fails the test rather than hanging it. */
async function timed(url: string): Promise<{ status: number; ms: number; body: string }> {
  const start = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - start, body };
}

async function until(server: ServerProcess, done: (status: HistoryStatus) => boolean): Promise<HistoryStatus> {
  for (;;) {
    const status = (await (await fetch(`${originOf(server)}/api/history/status`)).json()) as HistoryStatus;
    if (done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const day = (offset: number) => new Date(Date.UTC(2026, 5, 1) + offset * 86_400_000).toISOString().slice(0, 10);

describe("the history store's own thread", { timeout: 60_000 }, () => {
  it('leaves the page and the status answering at once while the store works, its reads answered after', async () => {
    const server = await serve(tempDir('history-busy-'));
    await until(server, (status) => status.state === 'ready');
    const origin = originOf(server);
    // Sixty overviews of different ranges, each worked out anew: about 3 s of the store's work on two cores,
    // PGlite's queries holding the thread that runs them. On the server's own thread a page waited 2.4 s behind them.
    const burst = { answered: false };
    const overviews = Promise.all(
      Array.from({ length: 60 }, (_, i) => timed(`${origin}/api/overview?from=${day(i)}&to=${day(120 + i)}`)),
    ).finally(() => (burst.answered = true));
    const waits: number[] = [];
    while (!burst.answered) {
      const [page, status] = await Promise.all([timed(`${origin}/`), timed(`${origin}/api/history/status`)]);
      expect([page.status, status.status]).toEqual([200, 200]);
      waits.push(page.ms, status.ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await overviews).map((read) => read.status)).toEqual(Array.from({ length: 60 }, () => 200));
    expect(Math.max(...waits)).toBeLessThan(1000);
    expect(waits.length).toBeGreaterThanOrEqual(10);
  });

  it('says failed and answers /api with 503 at once when that thread dies, the app and the service going on', async () => {
    // 16 MB of heap is too little for the store's thread to open it: it runs out of memory and dies.
    const server = await serve(tempDir('history-dies-'), ['--store-heap', '16']);
    const origin = originOf(server);
    // Reads sent at once: some wait on the thread when it dies, the others come after; none may hang.
    const reads = await Promise.all(Array.from({ length: 4 }, () => timed(`${origin}/api/runs/in-progress`)));
    const status = await until(server, (state) => state.state === 'failed');
    expect(status.problem).toBe('The history store stopped: its thread ran out of memory (--store-heap 16 MB).');
    const after = await timed(`${origin}/api/runs/in-progress`);
    for (const read of [...reads, after]) {
      expect(read.status).toBe(503);
      expect(JSON.parse(read.body)).toMatchObject({ error: { code: 'STORE_NOT_OPEN' } });
    }
    expect(JSON.parse(after.body).error.message).toContain('restart the server to open the store again');
    expect(after.ms).toBeLessThan(1000);
    expect((await timed(`${origin}/`)).status).toBe(200);
    expect((await timed(`${server.api}/testruns?STARTED_FROM=2026-01-01`)).status).toBe(200);
    expect(server.stderr()).toContain("History: the store's worker stopped (its thread ran out of memory");
  });

  it('closes the store on SIGTERM, and the next start opens it as it was', async () => {
    const dir = tempDir('history-term-');
    const first = await serve(dir);
    const before = await until(first, (status) => status.state === 'ready');
    const stopping = performance.now();
    await first.stop('SIGTERM');
    expect(performance.now() - stopping).toBeLessThan(10_000);
    expect(first.child.exitCode).toBe(0);
    // The embedded store's lock goes with its close; a killed server leaves it behind.
    expect(existsSync(join(dir, 'store', 'in-use.lock'))).toBe(false);

    const second = await serve(dir);
    const after = await until(second, (status) => status.state === 'ready');
    expect(after.runs).toEqual(before.runs);
    expect(second.stderr()).toBe('');
  });
});
