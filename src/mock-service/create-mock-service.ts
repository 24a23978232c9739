// The bundled mock of the test automation service: seeded data, the HTTP app and the run engine,
// ready to be served by Node, mounted into Vite or called in-process by tests.
import { DEFAULT_SEED, type DatasetName, type DatasetSizes } from './data/dataset-sizes';
import { generateStore } from './data/generate-store';
import { createServiceApp } from './http/service-app';
import { createRunEngine, type RunEngine } from './runs/run-engine';
import type { MockStore } from './store/store-types';

export interface MockServiceOptions {
  dataset?: DatasetName | DatasetSizes;
  /** Same seed, same data. */
  seed?: number;
  /** Minimum time each test case of an async run spends running (default 300 ms). */
  runPaceMs?: number;
  /** STARTED_BY / CREATED_BY when no Basic-auth user is sent. */
  defaultUser?: string;
  /** Clock, for tests. */
  now?: () => Date;
}

export interface MockService {
  /** Serves everything under SERVICE_BASE_PATH; anything else is a 404. */
  fetch(request: Request): Promise<Response>;
  store: MockStore;
  engine: RunEngine;
  /** Stops the run engine's background work. */
  close(): Promise<void>;
}

export const DEFAULT_USER = 'DEVELOPER';

export async function createMockService(options: MockServiceOptions = {}): Promise<MockService> {
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? DEFAULT_SEED;
  const store = generateStore({ dataset: options.dataset ?? 'default', seed });
  const engine = createRunEngine(store, { seed, now, ...(options.runPaceMs === undefined ? {} : { runPaceMs: options.runPaceMs }) });
  const app = createServiceApp({ store, engine, now, defaultUser: options.defaultUser ?? DEFAULT_USER });
  return {
    fetch: async (request) => app.fetch(request),
    store,
    engine,
    close: () => engine.close(),
  };
}
