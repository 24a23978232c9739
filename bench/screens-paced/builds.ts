// The two builds issue 70 sets side by side, each served by its own dashboard server (its own history store, its own
// first sync) in backend mode: 'before', a checkout of the commit before its work (3ec31fe) with its own build, and
// 'now', this checkout. Both servers read the same service, so the builds differ in nothing but their code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { COMPRESSED_LINE } from '../../src/server/static-assets';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/server-process';
import { historyStatusOf, until } from '../paced-service';
import type { Build } from './figures';

/** The state before the "One dashboard" work (issue 70's "today's build"); same package.json and lock as now. */
export const BEFORE_COMMIT = '3ec31fe';

/** The store's sync passes this far apart once its first pass has read everything: no sync traffic in a visit. */
const PAUSED_SYNC_SECONDS = 3600;
/** Two first syncs of the large data set at once take 3 to 6 minutes; something is wrong well before this. */
const FIRST_SYNC_TIMEOUT_MS = 30 * 60_000;

export interface BuildSource {
  /** The commit, as git abbreviates it. */
  commit: string;
  /** The checkout whose src/server/main.ts runs; undefined for this one. */
  cwd?: string | undefined;
  /** Its built app (vite build). */
  distDir: string;
}

export const commitOf = (cwd = '.') =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();

/**
 * `commit` checked out in a temporary worktree and built there. It runs on this checkout's node_modules (a link):
 * right while its package lock is this one's, as 3ec31fe's is.
 */
export function checkOutBuild(commit: string): { source: BuildSource; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'ignore' });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  const distDir = join(dir, 'dist');
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', distDir], {
    cwd: dir,
    stdio: 'ignore',
  });
  return {
    source: { commit: commitOf(dir), cwd: dir, distDir },
    remove() {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Dashboard {
  build: Build;
  server: ServerProcess;
  /** Where a browser opens it. */
  origin: string;
}

/**
 * A dashboard server of `source` in backend mode in front of `backend`, with a new store in `storeDir` whose sync
 * pauses once its first pass is done; resolved once it has compressed its built files (a core's work).
 */
export async function startDashboard(build: Build, source: BuildSource, backend: string, storeDir: string) {
  const server = await startServerProcess(
    [
      '--backend',
      backend,
      '--dist-dir',
      source.distDir,
      '--store',
      storeDir,
      '--sync-interval',
      String(PAUSED_SYNC_SECONDS),
    ],
    { cwd: source.cwd },
  );
  await until(
    async () => server.stdout(),
    (output) => output.includes(COMPRESSED_LINE),
    200,
  );
  return { build, server, origin: new URL(server.api).origin } satisfies Dashboard;
}

/** Resolves with the runs kept once the store's status says `ready` (its first sync done). */
export async function firstSyncDone(server: ServerProcess): Promise<number> {
  const deadline = AbortSignal.timeout(FIRST_SYNC_TIMEOUT_MS);
  const status = await until(
    () => {
      if (deadline.aborted)
        throw new Error(`the store's first sync was not done within ${FIRST_SYNC_TIMEOUT_MS / 60_000} min`);
      // A server that stopped says why on its stderr, which a refused connection does not.
      return historyStatusOf(server).catch((error: unknown) => {
        throw new Error(`could not read the store's status (${(error as Error).message}):\n${server.stderr()}`);
      });
    },
    (read) => read.state === 'ready',
    2000,
  );
  return status.runs?.kept ?? 0;
}
