// `npm start`: serves the built app and the API — the bundled mock, or a real system in backend mode.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { createMockService, DEFAULT_USER } from '../mock/create-mock-service';
import { createServerApp, type FetchHandler } from './create-server-app';
import { createBackendProxy } from './backend-proxy';
import { OptionsError, USAGE, readServerOptions, type ServerOptions } from './server-options';
import { COMPRESSED_LINE, loadStaticAssets } from './static-assets';
import { startHistoryHost } from './history/host/history-host';
import { noticingRunStarts } from './history/run-start-notice';
import { chooseStore } from './history/store/store-target';
import { readSyncCredentials, SyncCredentialsError } from './history/sync/sync-credentials';
import { DEFAULT_SEED } from '../mock/data/dataset-sizes';

async function main(): Promise<void> {
  const options = readServerOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.info(USAGE);
    return;
  }
  const compressing = performance.now();
  const assets = loadStaticAssets(options.distDir, { apiBaseUrl: SERVICE_BASE_PATH });
  void assets.compressed.then(() =>
    console.info(`${COMPRESSED_LINE} in ${((performance.now() - compressing) / 1000).toFixed(1)} s`),
  );
  const mock = options.backend ? undefined : await startMock(options);
  const api: FetchHandler = mock
    ? mock.fetch
    : createBackendProxy({ backend: options.backend!, sapClient: options.sapClient, insecureTls: options.insecureTls });
  const store = chooseStore({ given: options.store, backend: options.backend, dataDir: options.dataDir });
  const triage = {
    // Without Basic credentials a request acts as the mock's user in the demo, and as nobody on a real system.
    defaultUser: mock ? (options.user?.toUpperCase() ?? DEFAULT_USER) : null,
    ticketUrl: options.ticketUrl ?? null,
  };
  // The store, its sync and the /api over it run in a worker thread: PGlite and the sync's ingest held this
  // thread for up to 30 s during a first sync of the large data set, pages and the status waiting behind them.
  const history =
    store.kind === 'none'
      ? undefined
      : startHistoryHost({
          target: store,
          source: options.backend ? backendSource(options) : mockSource(options, mock!.historyEnds),
          service: api,
          credentials: options.backend ? readSyncCredentials(process.env) : undefined,
          tickMs: options.syncInterval * 1000,
          serviceTimeZone: options.sapTimeZone,
          reconcile: { at: options.reconcileAt, timeZone: options.reconcileTimeZone ?? options.sapTimeZone },
          heapMb: options.storeHeapMb,
          ...triage,
        });
  // Without a store the API answers here, its endpoints saying so; with one its modules load in the worker only.
  const dashboardApi =
    history?.api ??
    (await import('./history/host/history-api')).createHistoryApi(() => ({ phase: 'off' }), api, triage);
  const app = createServerApp(
    history ? noticingRunStarts(api, (runId) => history.noticeRunStarted(runId)) : api,
    assets,
    dashboardApi,
  );
  const server = serve({ fetch: app, port: options.port, hostname: options.host }, (info) => {
    const target = options.backend ? `forwarding the API to ${options.backend}` : 'with the bundled mock service';
    console.info(`Test Automation Dashboard on http://${options.host}:${info.port}/ ${target}`);
  }) as Server;
  // Clients and proxies keep idle connections for a minute or more; closing them at Node's 5 s races a request
  // sent on one at that moment, which its client sees as a reset (ECONNRESET, seen in CI). nginx keeps 75 s.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  // The mock's journal closes at once, beside the history's stop: a sync pass in flight (the first one can take
  // minutes) is waited for, and a run the mock went on running meanwhile would have finished after the Ctrl+C.
  const shutdown = () => {
    server.close();
    void Promise.allSettled([mock?.close(), history?.stop()]).finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function startMock(options: ServerOptions) {
  const started = performance.now();
  const mock = await createMockService({
    dataset: options.dataset,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    historyEnds: options.historyEnds,
    ...(options.runPaceMs === undefined ? {} : { runPaceMs: options.runPaceMs }),
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.user === undefined ? {} : { defaultUser: options.user }),
    ...(options.readOnlyUsers === undefined ? {} : { readOnlyUsers: options.readOnlyUsers }),
  });
  const { folders, testCases, runs } = mock.store;
  console.info(
    `Mock service: ${options.dataset} data set (${folders.size} folders, ${testCases.size} test cases, ${runs.size} runs up to ${mock.seededUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC) in ${Math.round(performance.now() - started)} ms`,
  );
  const { journal } = mock;
  if (journal)
    console.info(
      `Mock service: runs kept in ${journal.path} (${journal.replayed} records replayed${journal.aborted ? `, ${journal.aborted} unfinished ${journal.aborted === 1 ? 'run' : 'runs'} aborted` : ''})`,
    );
  return mock;
}

/** Whose history a store holds, in words: the system and client behind the proxy… */
const backendSource = (options: ServerOptions) =>
  `${options.backend}${options.sapClient ? ` client ${options.sapClient}` : ''}`;

/** …or the mock's data, which --data keeps: the same data set, seed and history end make the same runs. */
const mockSource = (options: ServerOptions, historyEnds: Date) =>
  `the bundled mock's ${options.dataset} data set (seed ${options.seed ?? DEFAULT_SEED}, history ending ${historyEnds.toISOString()})`;

main().catch((error: unknown) => {
  console.error(
    error instanceof OptionsError || error instanceof SyncCredentialsError
      ? error.message
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
