// A server of its own that keeps a history store (the shared test servers run with --store none), for the
// specs of screens that read the store: the mock's data kept in a temporary directory (--data), its store
// beside it, synced every second, and ready (first sync done) before a test uses it. A request without Basic
// credentials acts as the mock's default user, who may start runs (a lead); one as READ_ONLY_USER may only read.

/** The user the server's mock lets read but not start runs (--read-only-users). */
export const READ_ONLY_USER = 'VIEWER';

/** The headers of a browser context or request context acting as `user` (the mock takes any password). */
export const actingAs = (user: string) => ({ authorization: `Basic ${btoa(`${user.toLowerCase()}:secret`)}` });
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/server-process';

export interface StoreServer {
  origin: string;
  process: ServerProcess;
  /** Resolves once the store has synced everything the service holds now (a listing begun after this call). */
  synced(): Promise<void>;
}

// A status read that fails counts as not there yet: while the server compresses its built files at start its
// loop is busy for seconds, and a kept-alive connection it closed meanwhile is reset on the next read.
async function historyStatus(origin: string): Promise<{ state: string; completeUpTo: string | null }> {
  try {
    return (await (await fetch(`${origin}/api/history/status`)).json()) as {
      state: string;
      completeUpTo: string | null;
    };
  } catch {
    return { state: 'unreachable', completeUpTo: null };
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A connection refused or reset while the server starts its store is a "not yet", like a status not ready.
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`The store server did not get ${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A store server of its own, `env` added to its environment: its mock's data and its store in a temporary
 * directory, synced every second, resolved once its first sync is done.
 */
export async function startStoreServer(env?: NodeJS.ProcessEnv): Promise<StoreServer> {
  const dir = mkdtempSync(join(tmpdir(), 'store-server-'));
  const server = await startServerProcess(
    [
      '--data',
      join(dir, 'data'),
      '--store',
      join(dir, 'data', 'history-store'),
      '--sync-interval',
      '1',
      '--read-only-users',
      READ_ONLY_USER,
      '--history-ends',
      '2026-11-20',
      '--dist-dir',
      process.env.E2E_DIST_DIR ?? 'dist',
    ],
    { startTimeoutMs: 60_000, ...(env ? { env } : {}) },
  );
  const { origin } = new URL(server.api);
  await waitUntil(async () => (await historyStatus(origin)).state === 'ready', 'its first sync done');
  const synced = async () => {
    const asked = new Date().toISOString();
    // As a visible tab checks in: the sync then lists the service's runs within seconds, not minutes.
    await fetch(`${origin}/api/history/watching`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await waitUntil(async () => ((await historyStatus(origin)).completeUpTo ?? '') > asked, 'a pass done', 20_000);
  };
  return { origin, process: server, synced };
}

export const test = base.extend<object, { storeServer: StoreServer }>({
  storeServer: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startStoreServer();
      await use(server);
      await server.process.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
export { expect } from '@playwright/test';
