import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { serviceSession } from '../testing/service-session';
import type { HistoryStatus } from '../../contract/dashboard-api/history-status';

const started: ServerProcess[] = [];
afterAll(() => Promise.all(started.map((server) => server.stop('SIGKILL'))));

async function serve(args: string[]): Promise<ServerProcess> {
  const server = await startServerProcess(['--sync-interval', '1', '--run-pace', '50', ...args]);
  started.push(server);
  return server;
}

// A read that fails counts as not there yet: a server busy starting (two cores shared with other tests) lets a
// kept-alive connection time out, and the next read on it is reset (ECONNRESET, seen under load).
const statusOf = async (server: ServerProcess): Promise<HistoryStatus | undefined> =>
  fetch(new URL('/api/history/status', server.api))
    .then(async (response) => (await response.json()) as HistoryStatus)
    .catch(() => undefined);

async function until(server: ServerProcess, done: (status: HistoryStatus) => boolean): Promise<HistoryStatus> {
  for (;;) {
    const status = await statusOf(server);
    if (status && done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the history store of a server killed with kill -9', { timeout: 120_000 }, () => {
  it('is whole after the restart: every run once, the sync gone on where it was, a new run synced', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'history-kill-')), 'data');
    // Where --data puts it when --store is not given (store-target.test.ts), named since test servers keep none.
    const kept = ['--data', dataDir, '--store', join(dataDir, 'history-store')];
    const first = await serve(kept);
    // Killed while its first sync is under way: runs listed, not all of them read yet (or just done).
    await until(first, (status) => (status.runs?.kept ?? 0) > 0);
    await first.stop('SIGKILL');

    const second = await serve(kept);
    const ready = await until(second, (status) => status.state === 'ready');
    expect(ready.runs).toMatchObject({ kept: 300, read: 300, toRead: 0, archived: 0 });

    // A run started, then a kill before the store has it: the next start syncs it from the kept mock data.
    const client = serviceSession(second.api, { user: 'lead' });
    const response = await client.startRun({ TEST_CASES: ['0000100001', '0000100002'] });
    expect(response.status).toBe(200);
    await second.stop('SIGKILL');
    const third = await serve(kept);
    const again = await until(
      third,
      (status) => status.state === 'ready' && status.runs?.toRead === 0 && (status.runs?.kept ?? 0) > 300,
    );
    expect(again.runs).toMatchObject({ kept: 301, read: 301 });
  });

  it('refuses a store directory that is not its own, naming it, and still serves the service', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-a-store-'));
    writeFileSync(join(dir, 'thesis.docx'), 'mine');
    const server = await serve(['--backend', 'http://127.0.0.1:9', '--store', dir]);
    const status = await until(server, (state) => state.state !== 'starting');
    expect(status).toMatchObject({
      state: 'failed',
      problem: expect.stringContaining(`The directory ${dir} holds other files (thesis.docx)`),
    });
    expect(server.stderr()).toContain(`History: The directory ${dir} holds other files (thesis.docx)`);
  });
});
