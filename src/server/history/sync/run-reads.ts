// The sync's reads of runs: a listing of some days (runs new or changed since, and those the service let go), a
// run followed by its ID, and the runs whose stored results are out of date (or, in the comparison window, lack
// their comparison), read newest first by day ranges or by ID (plan-reads.ts). Each stores as it goes, so a read
// cut short loses at most what was in flight.
import { isNotFound } from '../../../client/http/api-error';
import { getTestRun, WITH_DETAILS } from '../../../client/test-runs/get-test-run';
import { streamRunHistory } from '../../../client/test-runs/stream-run-history';
import { streamRunList } from '../../../client/test-runs/stream-test-runs';
import { runFingerprint } from './run-rows';
import {
  archiveRuns,
  archiveUnlistedIn,
  countToRead,
  fingerprints,
  dayTallies,
  runsToRead,
  storeListedRuns,
  storeReadRuns,
  type RunToRead,
} from '../store/stored-runs';
import type { StoreDb } from '../store/store-db';
import { markProgress, markStoreChanged } from '../store/sync-state';
import { FAILED_STATUSES } from '../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../contract/records';
import { autoApplySuggestions } from '../triage/suggestion-writes';
import { PLAN_LIMITS, planReads, type PlannedRead } from './plan-reads';
import { askedFor, type ComparisonAsked, type ComparisonPlan } from './comparison-plan';
import { runsWithoutComparison } from '../store/stored-differences';

/** Runs asked for per planning round: the newest still to read. */
const PLAN_ROUND = 500;

export interface ReadSettings {
  /** Requests at a time, so that users keep their share of the service's work processes. */
  parallelReads: number;
  /** About the most runs one read by date brings. */
  runsPerRead: number;
}

export interface Days {
  from: string;
  /** Open (the newest day there is) when left out. */
  to?: string;
}

/**
 * The runs the service lists for these days, without their test cases: new ones and changed ones become due to
 * be read; stored ones of those days it no longer lists are kept, marked as no longer on the service.
 */
export async function listDays(db: StoreDb, days: Days, now: () => Date, signal: AbortSignal): Promise<number> {
  const listedAt = now().toISOString();
  const query = { STARTED_FROM: days.from, ...(days.to ? { STARTED_TO: days.to } : {}) };
  let listed = 0;
  let moved = 0;
  for await (const batch of streamRunList(query, signal)) {
    const before = await fingerprints(
      db,
      batch.map((run) => run.RUN_ID),
    );
    moved += batch.filter((run) => before.get(run.RUN_ID) !== runFingerprint(run)).length;
    await storeListedRuns(db, batch, listedAt);
    listed += batch.length;
  }
  const archived = await archiveUnlistedIn(db, days, listedAt, now().toISOString());
  if (archived > 0) await markStoreChanged(db, now());
  // New runs are read (a change) next; runs in progress that moved on show their counts in the runs list.
  else if (moved > 0) await markProgress(db, now());
  return listed;
}

/** A read by ID with the run's test cases, and its comparison when asked. */
const readById = (id: string, comparison: ComparisonAsked | null, signal: AbortSignal) =>
  getTestRun(id, comparison ? { ...WITH_DETAILS, $includeComparison: true } : WITH_DETAILS, signal);

/**
 * How a run followed by its ID is read: its counts only, which tell whether it moved on or ended (its results are
 * then read once); with its test cases when someone watches it (stored whole); and with its comparison too when
 * `comparison` asks (a run started through a server, read once at once). A watched run's reads leave the
 * comparison to the read that finds it missing once the run has ended (readMissingComparisons).
 */
export type FollowRead = { details: false } | { details: true; comparison: ComparisonAsked | null };

/** One run by its ID, read as `how` says. A run the service no longer has is archived. */
export async function followRun(
  db: StoreDb,
  id: string,
  how: FollowRead,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  try {
    const listedAt = now().toISOString();
    const run = how.details ? await readById(id, how.comparison, signal) : await getTestRun(id, {}, signal);
    const moved = (await fingerprints(db, [id])).get(id) !== runFingerprint(run);
    if (how.details) await storeAndSuggest(db, [run], listedAt, how.comparison, now);
    else await storeListedRuns(db, [run], listedAt);
    // A run whose results are stored for good is a change; one in progress moving on, progress (the runs list
    // shows its counts): answers over the store follow progress within seconds, not at each move.
    if (how.details && isRunFinished(run)) await markStoreChanged(db, now());
    else if (moved || how.details) await markProgress(db, now());
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await archiveRuns(db, [id], now().toISOString());
    await markStoreChanged(db, now());
  }
}

/** Reads every run whose stored results are out of date, newest first, marking the store changed as it goes. */
export async function readOutdatedRuns(
  db: StoreDb,
  settings: ReadSettings,
  comparison: ComparisonPlan,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  let left = await countToRead(db);
  while (left > 0) {
    await readRound(db, await runsToRead(db, PLAN_ROUND), settings, comparison, now, signal);
    const after = await countToRead(db);
    // A round that read nothing new (runs listed that a read then does not give) waits for the next tick.
    if (after >= left) return;
    left = after;
  }
}

/**
 * Reads the finished runs of the comparison window whose results are stored without their comparison (a store from
 * before it was read, a watched run whose last read ended it, a window made longer): one round a tick, each run once,
 * as its read keeps the comparison or that the release sends none.
 */
export async function readMissingComparisons(
  db: StoreDb,
  settings: ReadSettings,
  comparison: ComparisonPlan,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  if (comparison.since === null) return;
  const wanted = await runsWithoutComparison(db, comparison.since, PLAN_ROUND);
  if (wanted.length > 0) await readRound(db, wanted, settings, comparison, now, signal);
}

/** Reads `wanted` (newest first) by day ranges or by ID, marking the store changed after. */
async function readRound(
  db: StoreDb,
  wanted: readonly RunToRead[],
  settings: ReadSettings,
  comparison: ComparisonPlan,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  const tallies = await dayTallies(db, wanted.at(-1)!.day, wanted[0]!.day);
  const limits = { ...PLAN_LIMITS, runsPerRead: settings.runsPerRead };
  // The window's edge splits a range: no run before it is read with its comparison.
  const compared = (run: RunToRead) => askedFor(comparison, run.day) !== null;
  const reads = [wanted.filter(compared), wanted.filter((run) => !compared(run))].flatMap((part) =>
    planReads(part, tallies, limits),
  );
  try {
    await inParallel(reads, settings.parallelReads, (read) => performRead(db, read, comparison, now, signal));
  } finally {
    // After each round (a first sync's takes minutes), and after one that failed half-way too.
    if (reads.length > 0) await markStoreChanged(db, now());
  }
}

async function performRead(
  db: StoreDb,
  read: PlannedRead,
  plan: ComparisonPlan,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  const listedAt = now().toISOString();
  const comparison = askedFor(plan, read.kind === 'run' ? read.day : read.to);
  if (read.kind === 'run') {
    try {
      await storeAndSuggest(db, [await readById(read.id, comparison, signal)], listedAt, comparison, now);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await archiveRuns(db, [read.id], now().toISOString());
    }
    return;
  }
  const missing = new Set(read.expected);
  const days = { STARTED_FROM: read.from, STARTED_TO: read.to };
  for await (const batch of streamRunHistory(days, { comparison: comparison !== null, signal })) {
    await storeAndSuggest(db, batch, listedAt, comparison, now);
    for (const run of batch) missing.delete(run.RUN_ID);
  }
  await archiveRuns(db, [...missing], now().toISOString());
}

/** Stores runs read with their results; the finished ones' failures then meet the team's suggestion rule. */
async function storeAndSuggest(
  db: StoreDb,
  read: readonly TestRun[],
  listedAt: string,
  comparison: ComparisonAsked | null,
  now: () => Date,
): Promise<void> {
  await storeReadRuns(db, read, listedAt, comparison);
  const ended = read.filter(
    (run) => isRunFinished(run) && run.DETAILS.some((detail) => FAILED_STATUSES.includes(detail.STATUS)),
  );
  if (ended.length > 0)
    await autoApplySuggestions(
      db,
      ended.map((run) => run.RUN_ID),
      now(),
    );
}

/** Runs `work` over the items with at most `limit` at a time; the first failure ends it (after those in flight). */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
