// The history worker: the store (PGlite's WebAssembly runs on the thread that opens it), its sync and the
// dashboard's whole /api, on a thread of their own, so that the server's thread answers pages, the service and
// the status while a first sync ingests for minutes. It reaches the service only through the server's thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { FetchHandler } from '../../create-server-app';
import { startHistory } from '../start-history';
import { createHistoryApi } from './history-api';
import { fixVerifiers } from '../triage/fix-verifier';
import { warmUpKeptViews } from '../api/dashboard-endpoints';
import { keptInterfaces } from '../api/interface-endpoints';
import { keptNeedsTriage } from '../api/triage-endpoints';
import { publishStatus } from './published-status';
import { connectRpc } from './rpc';
import {
  requestFromWire,
  responseFromWire,
  wireRequest,
  wireResponse,
  type WireRequest,
  type WireResponse,
} from './wire-http';
import type { HistoryWorkerData, ServerMethods, WorkerMethods } from './worker-contract';

const { options } = workerData as HistoryWorkerData;

const server = connectRpc<ServerMethods, WorkerMethods>(parentPort!, {
  fetch: answer,
  noticeRunStarted: async (runId) => history.noticeRunStarted(runId),
  stop,
});
const service: FetchHandler = async (request) =>
  responseFromWire(await server.call('fetch', wireRequest(request), request.signal));

const history = startHistory({ ...options, service });
const verifiers = fixVerifiers(service);
const dashboardApi = createHistoryApi(history.state, service, options, verifiers);
const stopPublishing = publishStatus(history, (status) => void server.call('status', status));
// The views a day's first visitors open are worked out as the store opens, and kept warm after each pass.
void history.ready.then(() => {
  const state = history.state();
  if (state.phase !== 'open') return;
  void warmUpKeptViews(state).catch(() => {});
  void keptNeedsTriage.warmUp(state).catch(() => {});
  void keptInterfaces.warmUp(state).catch(() => {});
  // A verification the last start left going goes on (or says why it cannot).
  verifiers.of(state.store.db).kick();
});

async function answer(wire: WireRequest, signal: AbortSignal): Promise<WireResponse> {
  return wireResponse(await dashboardApi(requestFromWire(wire, signal)));
}

/** Today's order at shutdown: no more statuses, no more verification runs, the sync stopped, the store closed. */
async function stop(): Promise<void> {
  stopPublishing();
  await verifiers.stop();
  await history.stop();
}
