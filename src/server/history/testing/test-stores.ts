// The history store on both engines, fresh for each test: an embedded one in a temporary directory, and a
// database of its own on the test run's PostgreSQL server (postgres-global-setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, escapeIdentifier } from 'pg';
import { inject } from 'vitest';
import { openStore, type HistoryStore } from '../store/open-store';
import type { StoreTarget } from '../store/store-target';
import { DEFAULT_SYNC_SETTINGS, HistorySync, type SyncSettings } from '../sync/history-sync';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

let databases = 0;

/** A place for a new store: a directory, or a new empty database. */
export async function newStoreTarget(engine: Engine): Promise<Exclude<StoreTarget, { kind: 'none' }>> {
  if (engine === 'pglite')
    return { kind: 'embedded', dir: join(mkdtempSync(join(tmpdir(), 'store-test-')), 'store'), temporary: false };
  const server = new URL(inject('postgresUrl'));
  const name = `store_${process.pid}_${++databases}_${Date.now() % 100_000}`;
  const admin = new Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${escapeIdentifier(name)}`);
  await admin.end();
  server.pathname = `/${name}`;
  return { kind: 'postgres', url: server.toString() };
}

/** Removes an embedded store's directory (a test database goes with the server at the run's end). */
export function removeStoreTarget(target: StoreTarget): void {
  if (target.kind === 'embedded') rmSync(join(target.dir, '..'), { recursive: true, force: true });
}

export async function openTestStore(
  engine: Engine,
  source = 'the test service',
): Promise<HistoryStore & { target: StoreTarget }> {
  const target = await newStoreTarget(engine);
  const store = await openStore(target, source);
  return {
    ...store,
    target,
    close: async () => {
      await store.close();
      removeStoreTarget(target);
    },
  };
}

/** Sync settings of quick ticks: a new store's first pass makes it whole, every later pass does all that is due. */
export const EVERY_PASS_WHOLE: SyncSettings = { ...DEFAULT_SYNC_SETTINGS, tickMs: 50, followerRetryMs: 50 };

/** A fresh store on `engine`, whole after one pass over the service the client is pointed at. */
export async function openSyncedStore(engine: Engine): Promise<HistoryStore & { target: StoreTarget }> {
  const store = await openTestStore(engine);
  await new HistorySync(store, EVERY_PASS_WHOLE).pass();
  return store;
}
