// What the server's thread and the history worker say to each other (over rpc.ts), and what the worker starts with.
// The worker owns the store, the sync and the dashboard's /api; the server's thread owns the service (the bundled
// mock or the proxy), which the worker reaches only through it.
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import type { HistoryOptions } from '../start-history';
import type { WireRequest, WireResponse } from './wire-http';

/** What the worker answers. */
export interface WorkerMethods {
  /** A request under /api, answered by the dashboard's API. */
  fetch(request: WireRequest, signal: AbortSignal): Promise<WireResponse>;
  /** A run was started through the server: the sync reads it by its ID at once. */
  noticeRunStarted(runId: string): Promise<void>;
  /** Stops the sync and closes the store; the worker can then be ended. */
  stop(): Promise<void>;
}

/** What the server's thread answers the worker. */
export interface ServerMethods {
  /** A request to the service: the sync's reads and the reader and writer checks. */
  fetch(request: WireRequest, signal: AbortSignal): Promise<WireResponse>;
  /** The status GET /api/history/status answers from now on, pushed whenever it may have changed. */
  status(status: HistoryStatus): Promise<void>;
}

/** HistoryOptions without the service (the worker reaches it through the server's thread): all plain data. */
export interface HistoryWorkerOptions extends Omit<HistoryOptions, 'service'> {
  /** The user a triage write without Basic credentials acts as: the mock's user in the demo, none with --backend. */
  defaultUser: string | null;
  /** The --ticket-url pattern, or null. */
  ticketUrl: string | null;
}

/** The worker's workerData: its TypeScript entry (loaded by worker-entry.mjs) and its options. */
export interface HistoryWorkerData {
  entry: string;
  options: HistoryWorkerOptions;
}
