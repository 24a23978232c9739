// The large data set at a real system's pace, for the benches that read it through a dashboard in backend mode
// (sync-load.ts, screens-paced.ts): the mock in a process of its own, serving just the service, and the pacing
// proxy in front of it (pacing-proxy.ts) counting what passes. Also the wait for a server's history status.
import type { HistoryStatus } from '../src/contract/dashboard-api/history-status';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process';
import { startPacingProxy, type PacingProxy } from './pacing-proxy';

/** Generating the large data set takes a server a minute or more on this machine. */
export const LARGE_START_MS = 180_000;

export interface PacedService {
  mock: ServerProcess;
  proxy: PacingProxy;
  close(): Promise<void>;
}

export interface PacedServiceOptions {
  /** Pins the mock's dates, so that facts read from the same generator match what it serves. */
  historyEnds?: Date;
  /** How long each test case of a run started on the mock takes (the mock's --run-pace; 300 ms unless told). */
  runPaceMs?: number;
}

export async function startPacedLargeService(options: PacedServiceOptions = {}): Promise<PacedService> {
  const { historyEnds, runPaceMs } = options;
  const mock = await startServerProcess(
    [
      '--dataset',
      'large',
      '--store',
      'none',
      ...(historyEnds ? ['--history-ends', historyEnds.toISOString()] : []),
      ...(runPaceMs === undefined ? [] : ['--run-pace', String(runPaceMs)]),
    ],
    { startTimeoutMs: LARGE_START_MS },
  );
  const proxy = await startPacingProxy({ target: new URL(mock.api).origin });
  return {
    mock,
    proxy,
    async close() {
      await proxy.close();
      await mock.stop();
    },
  };
}

export const historyStatusOf = async (server: ServerProcess): Promise<HistoryStatus> =>
  (await fetch(new URL('/api/history/status', server.api))).json() as Promise<HistoryStatus>;

/** Reads until `done` holds for what was read, every `everyMs`; the caller's timeout (if any) ends it. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, everyMs = 500): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
