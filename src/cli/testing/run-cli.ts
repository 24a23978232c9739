// The command as a pipeline runs it: `iftt-run` as a child process, with its exit code and what it printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(import.meta.dirname, '..', 'iftt-run.mjs');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliProcess {
  child: ChildProcess;
  /** Everything printed to stderr so far. */
  stderr(): string;
  done: Promise<CliResult>;
}

/** Runs `node iftt-run.mjs …args` with the given environment variables and none of the caller's IFTT_*. */
export function startCli(args: readonly string[], env: Record<string, string> = {}): CliProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('IFTT_')));
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliResult>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
  return { child, stderr: () => stderr, done };
}

export const runCli = (args: readonly string[], env?: Record<string, string>) => startCli(args, env).done;
