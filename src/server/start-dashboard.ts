// The server's parts behind its routes, for `npm start` (main.ts) and `npm run dev` (the Vite plugin) alike: the
// service's API (the bundled mock, or a proxy to a real system), the history store with its sync in a worker
// thread, and the dashboard's own /api over it.
import { createMockService, DEFAULT_USER } from '../mock/create-mock-service';
import { DEFAULT_SEED, SEEDED_DATA_VERSION } from '../mock/data/dataset-sizes';
import { createBackendProxy } from './backend-proxy';
import type { FetchHandler } from './create-server-app';
import { startHistoryHost } from './history/host/history-host';
import { noticingRunStarts } from './history/run-start-notice';
import { chooseStore } from './history/store/store-target';
import { readSyncCredentials } from './history/sync/sync-credentials';
import { readNotifySetup } from './history/notify/notify-channels';
import type { ServerOptions } from './server-options';

export interface Dashboard {
  /** The service's API, under its base path. */
  service: FetchHandler;
  /** The dashboard's own API, under /api. */
  dashboardApi: FetchHandler;
  /**
   * Stops the mock's journal and the history at once: the history waits for a sync pass in flight (the first one
   * can take minutes), and a run the mock went on running meanwhile would have finished after the Ctrl+C.
   */
  stop(): Promise<void>;
}

export async function startDashboard(options: ServerOptions): Promise<Dashboard> {
  const mock = options.backend ? undefined : await startMock(options);
  const api: FetchHandler = mock
    ? mock.fetch
    : createBackendProxy({ backend: options.backend!, sapClient: options.sapClient, insecureTls: options.insecureTls });
  const store = chooseStore({ given: options.store, backend: options.backend, dataDir: options.dataDir });
  const triage = {
    // Without Basic credentials a request acts as the mock's user in the demo, and as nobody on a real system.
    defaultUser: mock ? (options.user?.toUpperCase() ?? DEFAULT_USER) : null,
    ticketUrl: options.ticketUrl ?? null,
    // The notification channels with their secrets, from the environment: a wrong setup stops the start.
    notify: readNotifySetup(process.env),
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
          comparison: {
            windowDays: options.comparisonDays,
            retentionDays: options.comparisonRetentionDays,
            maskValues: options.maskComparisonValues,
          },
          heapMb: options.storeHeapMb,
          ...triage,
        });
  // Without a store the API answers here, its endpoints saying so; with one its modules load in the worker only.
  const dashboardApi =
    history?.api ??
    (await import('./history/host/history-api')).createHistoryApi(() => ({ phase: 'off' }), api, triage);
  return {
    service: history ? noticingRunStarts(api, (runId) => history.noticeRunStarted(runId)) : api,
    dashboardApi,
    stop: async () => {
      await Promise.allSettled([mock?.close(), history?.stop()]);
    },
  };
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

/**
 * …or the mock's data, which --data keeps: the same data set, seed, history end and generator version make the same
 * runs. A store synced from an older generator holds seeded results the mock now tells otherwise, so it is refused.
 */
const mockSource = (options: ServerOptions, historyEnds: Date) =>
  `the bundled mock's ${options.dataset} data set (seed ${options.seed ?? DEFAULT_SEED}, history ending ${historyEnds.toISOString()}, data version ${SEEDED_DATA_VERSION})`;
