// The server's side of the history worker (history-worker.ts): starts it, hands it every /api request as a
// Request → Response, and answers GET|HEAD /api/history/status itself from the status the worker last pushed, so
// that a health check never waits behind the store. The worker's requests to the service are served here by the
// server's own handler (the bundled mock or the proxy). A worker that dies (an uncaught error, out of memory)
// leaves the status failed and /api answering 503 at once, never hanging.
import { Worker } from 'node:worker_threads';
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import { DASHBOARD_API_PATH } from '../../../contract/base-path';
import type { FetchHandler } from '../../create-server-app';
import { problem } from '../api/api-problem';
import { statusWithoutStore } from '../api/status-without-store';
import { describeStore } from '../store/store-target';
import { connectRpc } from './rpc';
import { requestFromWire, responseFromWire, wireRequest, wireResponse } from './wire-http';
import type { HistoryWorkerData, HistoryWorkerOptions, ServerMethods, WorkerMethods } from './worker-contract';

export interface HistoryHostOptions extends HistoryWorkerOptions {
  /** The service as this thread reaches it: the bundled mock in-process, or the proxy to the SAP system. */
  service: FetchHandler;
  /** The most JavaScript heap the worker may use, in MB; past it the worker dies, and the server goes on. */
  heapMb?: number | undefined;
}

export interface HistoryHost {
  /** The dashboard's /api. */
  api: FetchHandler;
  /** A run was started through this server (run-start-notice.ts). */
  noticeRunStarted(runId: string): void;
  /** Stops the sync, closes the store and ends the worker. */
  stop(): Promise<void>;
}

const STATUS_PATH = `${DASHBOARD_API_PATH}/history/status`;
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

export function startHistoryHost({ service, heapMb, ...options }: HistoryHostOptions): HistoryHost {
  const description = describeStore(options.target);
  let status: HistoryStatus = statusWithoutStore({ phase: 'starting', description });
  /** Why the worker is gone, once it is. */
  let ended: string | undefined;
  let stopping = false;

  const workerData: HistoryWorkerData = { entry: new URL('./history-worker.ts', import.meta.url).href, options };
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    workerData,
    ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
  });
  const rpc = connectRpc<WorkerMethods, ServerMethods>(worker, {
    fetch: async (wire, signal) => wireResponse(await service(requestFromWire(wire, signal))),
    status: async (pushed) => {
      if (!ended) status = pushed;
    },
  });

  const end = (reason: string) => {
    if (ended) return;
    ended = reason;
    rpc.close(new Error(reason));
    if (stopping) return;
    status = statusWithoutStore({ phase: 'failed', description, problem: `The history store stopped: ${reason}.` });
    console.error(`History: the store's worker stopped (${reason}); /api answers 503 until the server restarts.`);
  };
  // 'error' comes first with the reason (an uncaught error, ERR_WORKER_OUT_OF_MEMORY), then 'exit'.
  worker.on('error', (error) =>
    end(
      (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? `its thread ran out of memory${heapMb ? ` (--store-heap ${heapMb} MB)` : ''}`
        : error.message,
    ),
  );
  worker.on('exit', (code) => end(`its thread ended with code ${code}`));

  // Its length said, so that the server leaves it uncompressed (compression.ts): compressing half a kilobyte on
  // zlib's threads made it wait behind the built files' brotli at start.
  const statusAnswer = (head: boolean) => {
    const text = JSON.stringify(status);
    const length = String(Buffer.byteLength(text));
    return new Response(head ? null : text, { headers: { ...JSON_HEADERS, 'content-length': length } });
  };

  const unavailable = () =>
    Response.json(
      problem(
        'STORE_NOT_OPEN',
        stopping
          ? 'The server is stopping; ask again once it is back.'
          : `The history store stopped (${ended}). The screens read the service meanwhile; restart the server ` +
              'to open the store again, and see its log for why it stopped.',
      ),
      { status: 503, headers: JSON_HEADERS },
    );

  return {
    async api(request) {
      if (new URL(request.url).pathname === STATUS_PATH && (request.method === 'GET' || request.method === 'HEAD'))
        return statusAnswer(request.method === 'HEAD');
      if (ended) return unavailable();
      try {
        return responseFromWire(await rpc.call('fetch', wireRequest(request), request.signal));
      } catch (error) {
        // A request in flight when the worker died; an abort (the client gone) is nobody's answer.
        if (ended) return unavailable();
        throw error;
      }
    },
    noticeRunStarted(runId) {
      if (!ended) rpc.call('noticeRunStarted', runId).catch(() => {});
    },
    async stop() {
      stopping = true;
      if (!ended) await rpc.call('stop', undefined).catch(() => {});
      await worker.terminate();
    },
  };
}
