// Opens the history store, embedded (PGlite in a directory) or on a PostgreSQL server, checks that it is
// ours and holds this service's history, and brings its schema up to date with the versioned migrations.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { checkpointAsWalGrows, WAL_START_PARAMS } from './wal-checkpoints';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { lockDirectory } from './dir-lock';
import { initialiseDataDir } from './pglite-template';
import * as history from './schema';
import * as triage from './triage-schema';
import * as fieldRules from './field-rule-schema';
import * as notifications from './notification-schema';
import type { StoreDb, StoreEngine } from './store-db';
import { checkStore, claimStore, StoreRefusedError } from './store-ownership';
import { describeStore, type StoreTarget } from './store-target';
import { openLockSession, type LockSession } from './lock-session';

/** The store's tables, as Drizzle types its queries by them. */
const schema = { ...history, ...triage, ...fieldRules, ...notifications };

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** The embedded store's directory: this marker, the lock, and PostgreSQL's own data in pgdata/. */
const MARKER = 'dashboard-history-store.json';
const LOCK = 'in-use.lock';
const DATA = 'pgdata';
const TEMPORARY_PREFIX = 'dashboard-history-';
/** Session lock that lets one server at a time migrate a shared database. */
export const MIGRATION_LOCK = 1;
/** Connections each server keeps to a shared database: the sync's two reads, the screens' answers. */
const POOL_SIZE = 6;

export interface HistoryStore {
  db: StoreDb;
  engine: StoreEngine;
  /** How messages and the status name it (no password). */
  description: string;
  /** A connection of its own for session locks; none for the embedded store, which one process holds alone. */
  lockSession?: () => Promise<LockSession>;
  close(): Promise<void>;
}

export async function openStore(target: Exclude<StoreTarget, { kind: 'none' }>, source: string): Promise<HistoryStore> {
  return target.kind === 'postgres' ? openPostgres(target.url, source) : openEmbedded(target, source);
}

async function openEmbedded(target: { dir: string; temporary: boolean }, source: string): Promise<HistoryStore> {
  if (target.temporary) removeAbandonedTemporaryStores();
  const dir = target.temporary ? mkdtempSync(join(tmpdir(), TEMPORARY_PREFIX)) : target.dir;
  const where = target.temporary ? 'the embedded store for this start' : `The history store in ${dir}`;
  prepareDirectory(dir);
  const release = lockDirectory(join(dir, LOCK), where);
  let client: PGlite;
  try {
    if (!existsSync(join(dir, DATA))) await initialiseDataDir(join(dir, DATA));
    // pg_trgm: suggestions rank past decisions by the trigram similarity of causes (triage/suggestions.ts).
    client = await PGlite.create(join(dir, DATA), {
      startParams: [...PGlite.defaultStartParams, ...WAL_START_PARAMS],
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw new StoreRefusedError(
      `${where} cannot be opened (${(error as Error).message}); nothing in it was changed. Move it away to start a ` +
        'new history there, or restore it from a backup.',
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as StoreDb;
  const stopCheckpoints = checkpointAsWalGrows(client);
  const close = async () => {
    stopCheckpoints();
    await client.close();
    release();
    if (target.temporary) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await checkStore(db, where, source);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
    await claimStore(db, source);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, engine: 'pglite', description: describeStore({ kind: 'embedded', ...target, dir }), close };
}

/** Stores for one start whose server was killed before it could remove them: nobody holds their lock. */
function removeAbandonedTemporaryStores(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(TEMPORARY_PREFIX)) continue;
    const dir = join(tmpdir(), entry);
    try {
      // One just made by a server that is starting has no lock yet.
      if (Date.now() - statSync(dir).mtimeMs < 60_000) continue;
      lockDirectory(join(dir, LOCK), dir)();
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // In use by a running server, or not ours to remove.
    }
  }
}

/** A new or empty directory gets the marker; one with other files in it, or someone else's, is refused. */
function prepareDirectory(dir: string): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const entries = readdirSync(dir);
  if (entries.includes(MARKER)) return;
  if (entries.length > 0)
    throw new StoreRefusedError(
      `The directory ${dir} holds other files (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}) ` +
        'and is not a history store of this dashboard; nothing was changed. Give --store an empty or new directory.',
    );
  writeFileSync(join(dir, MARKER), `${JSON.stringify({ owner: 'test-automation-dashboard', layout: 1 })}\n`);
}

async function openPostgres(url: string, source: string): Promise<HistoryStore> {
  const where = describeStore({ kind: 'postgres', url });
  // The store's instants (timestamptz) are read and written as UTC text whatever the server's own TimeZone, as
  // PGlite always does: the triage compares them with the service's times, which it reads as UTC (schema.ts).
  const pool = new Pool({ connectionString: url, max: POOL_SIZE, options: '-c TimeZone=UTC' });
  // An idle connection the server drops is replaced on the next query; without a listener it would crash us.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as StoreDb;
  try {
    const session = await openLockSession(url, where);
    try {
      await session.withLock(MIGRATION_LOCK, async () => {
        await checkStore(db, where, source);
        await migratePostgres(drizzlePostgres({ client: session.client }), { migrationsFolder: MIGRATIONS });
        await claimStore(db, source);
      });
    } finally {
      await session.end();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    engine: 'postgres',
    description: where,
    lockSession: () => openLockSession(url, where),
    close: () => pool.end(),
  };
}
