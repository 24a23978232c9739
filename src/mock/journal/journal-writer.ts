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
  /** Length of the file up to the last batch known to be on disk. */
  let durableBytes: number | undefined;

  /**
   * Cuts a failed batch off again, as far as the disk still allows: its starts were refused, so a restart
   * must not bring them back, and later records would follow a torn line.
   */
  const cutBackFailedBatch = async () => {
    if (durableBytes === undefined) return;
    try {
      await handle.truncate(durableBytes);
      await handle.datasync();
    } catch {
      // The disk refuses this too; the failure is reported already.
    }
  };

  const drain = async () => {
    let batchWaiters: Waiter[] = [];
    try {
      while (queued.length > 0 || waiters.length > 0) {
        const batch = queued.join('');
        batchWaiters = waiters;
        queued = [];
        waiters = [];
        if (batch) {
          durableBytes ??= (await handle.stat()).size;
          await handle.appendFile(batch);
          await handle.datasync();
          durableBytes += Buffer.byteLength(batch);
        }
        for (const waiter of batchWaiters) waiter.resolve();
      }
    } catch (error) {
      // A disk that failed once is not trusted again: the journal stops here.
      failure = new Error(
        `Could not write the journal ${path}: ${(error as Error).message}. Runs started from now on would not survive a restart.`,
      );
      console.error(failure.message);
      await cutBackFailedBatch();
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
