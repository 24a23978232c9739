// Appends records to the journal with group commit: records queue up while one write and fsync are under
// way, then go to disk together, so many concurrent runs cost one fsync at a time rather than one each.
import type { FileHandle } from 'node:fs/promises';
import type { JournalRecord } from './journal-records';

export interface JournalWriter {
  /** Queues a record; it reaches the disk with the next batch. Ignored once closed. */
  append(record: JournalRecord): void;
  /** Resolves once every record appended so far is written and fsynced; rejects if the disk refused. */
  flush(): Promise<void>;
  /** Flushes, then closes the file. */
  close(): Promise<void>;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

export function createJournalWriter(handle: FileHandle, path: string): JournalWriter {
  let queued: string[] = [];
  let waiters: Waiter[] = [];
  let draining = false;
  let closed = false;
  let failure: Error | undefined;

  const drain = async () => {
    let batchWaiters: Waiter[] = [];
    try {
      while (queued.length > 0 || waiters.length > 0) {
        const batch = queued.join('');
        batchWaiters = waiters;
        queued = [];
        waiters = [];
        if (batch) {
          await handle.appendFile(batch);
          await handle.datasync();
        }
        for (const waiter of batchWaiters) waiter.resolve();
      }
    } catch (error) {
      // Part of a batch may be on disk: later records would follow a torn line, so the journal stops here.
      failure = new Error(`Could not write the journal ${path}: ${(error as Error).message}. Runs started from now on would not survive a restart.`);
      console.error(failure.message);
      for (const waiter of [...batchWaiters, ...waiters]) waiter.reject(failure);
      waiters = [];
      queued = [];
    } finally {
      draining = false;
    }
  };

  /** Starts a drain on the next microtask, so records appended in the same tick share a batch. */
  const kick = () => {
    if (draining) return;
    draining = true;
    queueMicrotask(() => void drain());
  };

  const flush = () => {
    if (failure) return Promise.reject(failure);
    if (!draining && queued.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      waiters.push({ resolve, reject });
      kick();
    });
  };

  return {
    append(record) {
      if (closed || failure) return;
      queued.push(`${JSON.stringify(record)}\n`);
      kick();
    },
    flush,
    async close() {
      if (closed) return;
      closed = true;
      await flush().finally(() => handle.close());
    },
  };
}
