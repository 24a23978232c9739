// The bundled mock of the test automation service: seeded data, the HTTP app and the run engine,
// ready to be served by Node, mounted into Vite or called in-process by tests.
import { DEFAULT_SEED, resolveSizes, type DatasetName, type DatasetSizes } from './data/dataset-sizes';
import { generateStore } from './data/generate-store';
import { resolveHistoryEnd, type HistoryEnd } from './data/history-end';
import { createServiceApp } from './http/service-app';
import { startDurableRuns, type DurableRuns } from './journal/durable-runs';
import { journalHeader, recordedHistoryEnd } from './journal/journal-records';
import { openJournal } from './journal/open-journal';
import { createRunEngine, type RunEngine } from './runs/run-engine';
import type { MockStore } from './store/store-types';

export interface MockServiceOptions {
  dataset?: DatasetName | DatasetSizes;
  /** Same seed, same data. */
  seed?: number;
  /**
   * When the seeded run history ends: `now` (shortly before the service starts, or as the journal of `dataDir`
   * recorded it) or an instant; without it, 2026-11-20 17:00 UTC, so tests see the same dates on any day.
   */
  historyEnds?: HistoryEnd;
  /** Minimum time each test case of an async run spends running (default 300 ms). */
  runPaceMs?: number;
  /** STARTED_BY / CREATED_BY when no Basic-auth user is sent; upper case, as SAP user IDs are. */
  defaultUser?: string;
  /** Users who may read but not start runs: their POST /testruns is a 403 (`--read-only-users`). */
  readOnlyUsers?: readonly string[];
  /** Clock, for tests. */
  now?: () => Date;
  /** Keeps runs started by clients across restarts in a journal in this directory (`--data`). */
  dataDir?: string;
}

export interface MockService {
  /** Serves everything under SERVICE_BASE_PATH; anything else is a 404. */
  fetch(request: Request): Promise<Response>;
  store: MockStore;
  /** When the seeded run history ends: the data set's, which a journal of `dataDir` records. */
  historyEnds: Date;
  /** When its newest seeded runs end: later than `historyEnds` once a start filled in the days it missed. */
  seededUntil: Date;
  engine: RunEngine;
  /** Where runs are kept and what the start replayed, with `dataDir`. */
  journal?: Pick<DurableRuns, 'path' | 'replayed' | 'aborted'>;
  /** Stops the run engine's background work, then closes the journal. */
  close(): Promise<void>;
}

export const DEFAULT_USER = 'DEVELOPER';

export async function createMockService(options: MockServiceOptions = {}): Promise<MockService> {
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? DEFAULT_SEED;
  const dataset = options.dataset ?? 'default';
  const historyEnds = resolveHistoryEnd(options.historyEnds, now());
  const opened =
    options.dataDir === undefined
      ? undefined
      : await openJournal(options.dataDir, journalHeader(dataset, seed, historyEnds), {
          keepRecordedHistory: options.historyEnds === 'now',
        });
  const generatedUntil = opened ? new Date(recordedHistoryEnd(opened.header)) : historyEnds;
  const store = generateStore({ dataset, seed, historyEnds: generatedUntil });
  // A history that ends shortly before the start carries kept data forward over the days it missed (0017).
  const journal =
    opened &&
    (await startDurableRuns(store, opened, now, {
      seed,
      runs: resolveSizes(dataset).runs,
      carryTo: options.historyEnds === 'now' ? historyEnds : undefined,
    }));
  const engine = createRunEngine(store, {
    seed,
    now,
    ...(options.runPaceMs === undefined ? {} : { runPaceMs: options.runPaceMs }),
    ...(journal ? { events: journal } : {}),
  });
  const app = createServiceApp({
    store,
    engine,
    now,
    defaultUser: options.defaultUser?.toUpperCase() ?? DEFAULT_USER,
    readOnlyUsers: new Set(options.readOnlyUsers?.map((user) => user.toUpperCase())),
  });
  return {
    fetch: async (request) => app.fetch(request),
    store,
    historyEnds: generatedUntil,
    seededUntil: journal?.seededUntil ?? generatedUntil,
    engine,
    ...(journal ? { journal } : {}),
    close: async () => {
      await engine.close();
      await journal?.close();
    },
  };
}
