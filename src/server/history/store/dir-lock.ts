// PGlite does not stop a second process from opening the same directory, and two writers would corrupt it:
// the store holds a lock file with its process ID while open. A lock left by a killed process is taken over.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

export class StoreInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock or throws StoreInUseError naming the holder; answers the release. */
export function lockDirectory(lockPath: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder))
        throw new StoreInUseError(
          `${what} is in use by process ${holder} (${lockPath}). One server at a time can use an embedded store; ` +
            'for several servers use PostgreSQL (--store postgres://…). If no such server runs, delete that file.',
        );
      rmSync(lockPath, { force: true });
    }
  }
  throw new StoreInUseError(`${what}: could not take its lock ${lockPath}; another server may be starting with it`);
}
