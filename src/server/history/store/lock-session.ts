// A PostgreSQL connection of its own that holds session-level advisory locks: a migration among several
// servers starting at once, the sync's leadership. The server releases such a lock when the connection ends,
// also when the process holding it is killed, so another server can take over.
import { Client } from 'pg';
import { StoreRefusedError } from './store-ownership';

/** The first key of every lock of this dashboard ("TADB"); the second names the lock. */
const LOCK_SPACE = 0x54414442;

export interface LockSession {
  client: Client;
  /** Takes the lock if it is free; holds it until release or the session's end. */
  tryLock(key: number): Promise<boolean>;
  /** Waits for the lock, runs `work`, releases it. */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Called once if the connection fails: every lock it held is gone. */
  onLost(listener: (error: Error) => void): void;
  end(): Promise<void>;
}

export async function openLockSession(url: string, where: string): Promise<LockSession> {
  const client = new Client({ connectionString: url });
  const listeners: ((error: Error) => void)[] = [];
  let lost = false;
  client.on('error', (error) => {
    if (lost) return;
    lost = true;
    for (const listener of listeners) listener(error);
  });
  try {
    await client.connect();
  } catch (error) {
    throw new StoreRefusedError(`${where} cannot be reached: ${(error as Error).message}`);
  }
  return {
    client,
    async tryLock(key) {
      const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [
        LOCK_SPACE,
        key,
      ]);
      return rows[0]?.taken === true;
    },
    async withLock(key, work) {
      await client.query('select pg_advisory_lock($1, $2)', [LOCK_SPACE, key]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_SPACE, key]);
      }
    },
    onLost(listener) {
      listeners.push(listener);
    },
    end: () => client.end(),
  };
}
