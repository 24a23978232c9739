// The server's history: the store opened in the background (the server answers meanwhile, its status says
// "starting"), then the sync, which reads the service through the same handler the browser's requests go to
// (the bundled mock in this process, or the proxy to the real system) with the typed API client.
import { setApiBaseUrl } from '../../client/http/runtime-config';
import { setTransport } from '../../client/http/transport';
import { createNodeTransport } from '../../client/node/node-transport';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import type { FetchHandler } from '../create-server-app';
import type { HistoryState } from './api/history-status';
import { openStore } from './store/open-store';
import { describeStore, type StoreTarget } from './store/store-target';
import type { ComparisonSettings } from './sync/comparison-plan';
import { DEFAULT_SYNC_SETTINGS, HistorySync } from './sync/history-sync';
import type { SyncCredentials } from './sync/sync-credentials';
import { countedService } from './sync/sync-load';
import { wishWriterOf } from './store/sync-wishes';
import { NO_CHANNELS, type NotifySetup } from './notify/notify-channels';
import { OutboxSender } from './notify/outbox-sender';
import { applyPolicyAfterPasses } from './triage/policy-after-sync';

/** How long a run started through this server stays a wish of the sync's, should the sync be busy or down. */
const STARTED_WISH_MS = 10 * 60_000;

export interface HistoryOptions {
  target: StoreTarget;
  /** Whose history this is, in words: a store holding another's is refused. */
  source: string;
  service: FetchHandler;
  credentials?: SyncCredentials | undefined;
  /** The time between the sync's ticks. */
  tickMs: number;
  /** The SAP system's time zone, and when (in which zone) the daily reconcile starts. */
  serviceTimeZone: string;
  reconcile: { at: string; timeZone: string };
  /** Which runs are read with their field comparison, how long and how their differences are kept. */
  comparison: ComparisonSettings;
  /** The notification channels; the syncing server delivers the outbox on them. */
  notify?: NotifySetup;
}

export interface History {
  state(): HistoryState;
  /** Settles once the store is open (or failed to open). */
  ready: Promise<void>;
  /** A run was started through this server: the sync reads it by its ID at once, whichever server syncs. */
  noticeRunStarted(runId: string): void;
  stop(): Promise<void>;
}

/** Requests of the sync never leave the process by this origin: the handler receives them directly. */
const INTERNAL_ORIGIN = 'http://dashboard.internal';

export function startHistory(options: HistoryOptions): History {
  const { target } = options;
  if (target.kind === 'none')
    return {
      state: () => ({ phase: 'off' }),
      ready: Promise.resolve(),
      noticeRunStarted: () => {},
      stop: async () => {},
    };
  setApiBaseUrl(`${INTERNAL_ORIGIN}${SERVICE_BASE_PATH}`);
  setTransport(createNodeTransport({ credentials: options.credentials, send: countedService(options.service) }));
  let state: HistoryState = { phase: 'starting', description: describeStore(target) };
  let sender: OutboxSender | undefined;
  const ready = openStore(target, options.source).then(
    (store) => {
      const sync = new HistorySync(store, {
        ...DEFAULT_SYNC_SETTINGS,
        tickMs: options.tickMs,
        serviceTimeZone: options.serviceTimeZone,
        reconcile: { ...DEFAULT_SYNC_SETTINGS.reconcile, ...options.reconcile },
        comparison: options.comparison,
      });
      state = { phase: 'open', store, sync };
      applyPolicyAfterPasses(sync, store.db);
      sync.start();
      sender = new OutboxSender({ db: store.db, setup: options.notify ?? NO_CHANNELS, leading: () => sync.isLeader });
      sender.start();
      console.info(
        `History: ${store.description}; daily reconcile at ${options.reconcile.at} ${options.reconcile.timeZone}`,
      );
    },
    (error: unknown) => {
      const problem = error instanceof Error ? error.message : String(error);
      state = { phase: 'failed', description: describeStore(target), problem };
      console.error(`History: ${problem}`);
    },
  );
  return {
    state: () => state,
    ready,
    noticeRunStarted(runId) {
      if (state.phase !== 'open') return;
      const write = wishWriterOf(state.store.db);
      write('started', runId, new Date(), STARTED_WISH_MS).catch((error: unknown) =>
        console.error(`History: could not note run ${runId} for the sync:`, error),
      );
    },
    async stop() {
      await ready;
      if (state.phase !== 'open') return;
      await Promise.all([state.sync.stop(), sender?.stop()]);
      await state.store.close();
    },
  };
}
