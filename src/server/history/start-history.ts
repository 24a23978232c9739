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
import { DEFAULT_SYNC_SETTINGS, HistorySync } from './sync/history-sync';
import type { SyncCredentials } from './sync/sync-credentials';

export interface HistoryOptions {
  target: StoreTarget;
  /** Whose history this is, in words: a store holding another's is refused. */
  source: string;
  service: FetchHandler;
  credentials?: SyncCredentials | undefined;
  intervalMs: number;
}

export interface History {
  state(): HistoryState;
  /** Settles once the store is open (or failed to open). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Requests of the sync never leave the process by this origin: the handler receives them directly. */
const INTERNAL_ORIGIN = 'http://dashboard.internal';

export function startHistory(options: HistoryOptions): History {
  const { target } = options;
  if (target.kind === 'none')
    return { state: () => ({ phase: 'off' }), ready: Promise.resolve(), stop: async () => {} };
  setApiBaseUrl(`${INTERNAL_ORIGIN}${SERVICE_BASE_PATH}`);
  setTransport(createNodeTransport({ credentials: options.credentials, send: options.service }));
  let state: HistoryState = { phase: 'starting', description: describeStore(target) };
  const ready = openStore(target, options.source).then(
    (store) => {
      const sync = new HistorySync(store, { ...DEFAULT_SYNC_SETTINGS, intervalMs: options.intervalMs });
      state = { phase: 'open', store, sync };
      sync.start();
      console.info(`History: ${store.description}, synced every ${options.intervalMs / 1000} s`);
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
    async stop() {
      await ready;
      if (state.phase !== 'open') return;
      await state.sync.stop();
      await state.store.close();
    },
  };
}
