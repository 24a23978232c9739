// The sync's reads of runs: a listing of some days (runs new or changed since, and those the service let go), a
// run followed by its ID, and the runs whose stored results are out of date, read newest first by day ranges or
// by ID (plan-reads.ts). Each stores as it goes, so a read cut short loses at most what was in flight.
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
} from '../store/stored-runs';
import type { StoreDb } from '../store/store-db';
import { markProgress, markStoreChanged } from '../store/sync-state';
import { isRunFinished } from '../../../contract/records';
import { PLAN_LIMITS, planReads, type PlannedRead } from './plan-reads';

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

/**
 * One run by its ID: with its test cases when someone watches it (stored whole), else only its counts, which
 * tell whether it moved on or ended (its results are then read once). A run the service no longer has is archived.
 */
export async function followRun(
  db: StoreDb,
  id: string,
  withDetails: boolean,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  try {
    const run = await getTestRun(id, withDetails ? WITH_DETAILS : {}, signal);
    const moved = (await fingerprints(db, [id])).get(id) !== runFingerprint(run);
    await (withDetails ? storeReadRuns : storeListedRuns)(db, [run], now().toISOString());
    // A run whose results are stored for good is a change; one in progress moving on, progress (the runs list
    // shows its counts): answers over the store follow progress within seconds, not at each move.
    if (withDetails && isRunFinished(run)) await markStoreChanged(db, now());
    else if (moved || withDetails) await markProgress(db, now());
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
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  let left = await countToRead(db);
  while (left > 0) {
    const wanted = await runsToRead(db, PLAN_ROUND);
    const tallies = await dayTallies(db, wanted.at(-1)!.day, wanted[0]!.day);
    const reads = planReads(wanted, tallies, { ...PLAN_LIMITS, runsPerRead: settings.runsPerRead });
    try {
      await inParallel(reads, settings.parallelReads, (read) => performRead(db, read, now, signal));
    } finally {
      // After each round (a first sync's takes minutes), and after one that failed half-way too.
      if (reads.length > 0) await markStoreChanged(db, now());
    }
    const after = await countToRead(db);
    // A round that read nothing new (runs listed that a read then does not give) waits for the next tick.
    if (after >= left) return;
    left = after;
  }
}

async function performRead(db: StoreDb, read: PlannedRead, now: () => Date, signal: AbortSignal): Promise<void> {
  const listedAt = now().toISOString();
  if (read.kind === 'run') {
    try {
      await storeReadRuns(db, [await getTestRun(read.id, WITH_DETAILS, signal)], listedAt);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await archiveRuns(db, [read.id], now().toISOString());
    }
    return;
  }
  const missing = new Set(read.expected);
  for await (const batch of streamRunHistory({ STARTED_FROM: read.from, STARTED_TO: read.to }, signal)) {
    await storeReadRuns(db, batch, listedAt);
    for (const run of batch) missing.delete(run.RUN_ID);
  }
  await archiveRuns(db, [...missing], now().toISOString());
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
