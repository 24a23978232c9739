// The real server (`src/server/main.ts`) as a child process on a free loopback port, for tests and the
// soak bench that need to kill it, restart it, or watch its memory from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_BASE_PATH } from '../../contract/base-path';

export interface ServerProcess {
  child: ChildProcess;
  /** The API's base URL, e.g. http://127.0.0.1:41234/sap/bc/int4/iftt/v1 */
  api: string;
  /** Everything the process printed so far, stdout and stderr apart. */
  stdout(): string;
  stderr(): string;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const STARTED_LINE = /Test Automation Dashboard on (http:\/\/[^/\s]+)\//;

/** A stand-in for the built app, so the server starts without `npm run build`. */
function placeholderDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Test Automation Dashboard</title>');
  return dir;
}

const PROBE = ['--expose-gc', '--import', 'tsx', '--import', './src/server/testing/memory-probe.ts'];

/**
 * Starts the server with the given options (port 0, loopback and a placeholder build unless given) and
 * resolves once it listens. With `memoryProbe`, `measureMemory` can ask it for its memory after a GC.
 */
export async function startServerProcess(
  args: readonly string[],
  {
    memoryProbe = false,
    startTimeoutMs = 30_000,
    cwd,
    env,
  }: {
    memoryProbe?: boolean;
    startTimeoutMs?: number;
    /** Where the server's files are: another checkout's, for a bench's "before". */
    cwd?: string;
    /** Variables added to this process's environment (notification channels, say). */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<ServerProcess> {
  const defaults = [
    ...(args.includes('--port') ? [] : ['--port', '0']),
    ...(args.includes('--host') ? [] : ['--host', '127.0.0.1']),
    ...(args.includes('--dist-dir') ? [] : ['--dist-dir', placeholderDist()]),
    // A history store costs a server hundreds of MB and a sync; only the tests and benches that name one get it.
    ...(args.includes('--store') ? [] : ['--store', 'none']),
    // Nothing of a test's is kept in the project's data folder: only the data directory a test names, if any.
    ...(args.includes('--data') || args.includes('--backend') ? [] : ['--fresh']),
  ];
  const child = spawn(
    process.execPath,
    [...(memoryProbe ? PROBE : ['--import', 'tsx']), 'src/server/main.ts', ...defaults, ...args],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe', ...(memoryProbe ? ['ipc' as const] : [])],
      ...(env ? { env: { ...process.env, ...env } } : {}),
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${startTimeoutMs / 1000} s:\n${stdout}${stderr}`)),
      startTimeoutMs,
    );
    child.stdout!.on('data', () => {
      const match = STARTED_LINE.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${stdout}${stderr}`));
    });
  });

  return {
    child,
    api: `${origin}${SERVICE_BASE_PATH}`,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface MemoryFigures {
  heapUsed: number;
  rss: number;
}

/** Heap and RSS of a server started with the memory probe, after a full garbage collection. */
export function measureMemory(server: ServerProcess): Promise<MemoryFigures> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not answer the memory probe (started with memoryProbe?)')),
      10_000,
    );
    server.child.once('message', (figures) => {
      clearTimeout(timer);
      resolve(figures as MemoryFigures);
    });
    server.child.send('memory');
  });
}
