// How often the sync asks the service, by what its users are doing: quickly while someone watches (a visible
// dashboard tab that checked in lately, a run page open), slowly while nobody does. The figures are the load an
// idle dashboard puts on a production SAP system: see docs/deployment.md#what-the-sync-reads.

export interface Paces {
  /** The runs of the service's today, listed without their test cases. */
  listing: { watchedMs: number; idleMs: number };
  /** A run in progress read by its ID, without its test cases (its counts tell when it moved on or ended). */
  follow: { watchedMs: number; idleMs: number };
  /** A run whose page someone has open, read with its test cases. */
  runPageMs: number;
  /** Yesterday's runs listed, for results merged into last night's runs (MERGE keeps their start). */
  yesterdayMs: number;
  /** How long a tab's check-in, and a run page's read, count as someone watching. */
  dashboardWatchMs: number;
  runWatchMs: number;
  /** Test cases read by ID in one tick (runs named them and the store did not know them). */
  unknownCasesPerTick: number;
}

export const DEFAULT_PACES: Paces = {
  listing: { watchedMs: 10_000, idleMs: 120_000 },
  follow: { watchedMs: 5_000, idleMs: 60_000 },
  runPageMs: 2_000,
  yesterdayMs: 20 * 60_000,
  dashboardWatchMs: 2 * 60_000,
  runWatchMs: 15_000,
  unknownCasesPerTick: 20,
};

/** Whether something last done at `at` (ms, undefined: never) is due again after `everyMs`. */
export const isDue = (at: number | undefined, everyMs: number, now: number): boolean =>
  at === undefined || now - at >= everyMs;

/** The wait after `failures` failed ticks in a row: doubling up to five minutes, spread so servers do not align. */
export function backoffMs(failures: number, tickMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(tickMs * 2 ** failures, 5 * 60_000);
  return Math.round(ceiling * (0.5 + random() / 2));
}
