// PGlite runs PostgreSQL as one process without its checkpointer: the write-ahead log grows with every write until
// the store is closed (481 MB after the large data set's first sync, more than its tables), and that close's
// checkpoint keeps it on disk as recycled segments, up to max_wal_size (1 GB by default). The embedded store starts
// with a small max_wal_size and checkpoints itself each time the log has grown by about that much.
import type { PGlite } from '@electric-sql/pglite';

const MAX_WAL_MB = 64;
export const WAL_START_PARAMS = ['-c', `max_wal_size=${MAX_WAL_MB}MB`, '-c', 'min_wal_size=32MB'];

/** How often the log's growth is looked at: a look is one tiny query, queued behind the store's work. */
const LOOK_EVERY_MS = 10_000;

/** Checkpoints as the log grows by three quarters of max_wal_size; answers a stop, called before the store closes. */
export function checkpointAsWalGrows(client: PGlite, everyBytes = (MAX_WAL_MB * 3 * 2 ** 20) / 4): () => void {
  let last: number | undefined;
  let looking = false;
  const look = async () => {
    const { rows } = await client.query<{ at: string }>(`select (pg_current_wal_insert_lsn() - '0/0')::text as at`);
    const at = Number(rows[0]!.at);
    if (last !== undefined && at - last < everyBytes) return;
    if (last !== undefined) await client.exec('checkpoint');
    last = at;
  };
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    // A look at a store being closed fails: the close's own checkpoint follows.
    look()
      .catch(() => {})
      .finally(() => (looking = false));
  }, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
