// One pass of the history sync: list the runs (all of them now and then, else the last days), read the runs
// whose stored executions are out of date, newest first and at most two requests at a time, and refresh the
// folders and test cases when due. Every step writes as it goes, so a pass cut short (a kill, the service
// gone) loses at most the reads in flight, and the next pass goes on from what is stored.
import { sql } from 'drizzle-orm';
import { isNotFound } from '../../../client/http/api-error';
import { getScenarios } from '../../../client/scenarios/get-scenarios';
import { streamTestCases } from '../../../client/test-cases/stream-test-cases';
import { getTestRun, WITH_DETAILS } from '../../../client/test-runs/get-test-run';
import { streamRunHistory } from '../../../client/test-runs/stream-run-history';
import { streamTestRuns } from '../../../client/test-runs/stream-test-runs';
import { toWireDateTime } from '../../../contract/date-time';
import { caseStatusSchema, type CaseStatus } from '../../../contract/records';
import { markUnlistedGone, storeCaseStatuses, storeFolders, storeTestCases } from '../store/stored-catalog';
import {
  archiveRuns,
  archiveUnlisted,
  countToRead,
  dayTallies,
  recentDays,
  runsToRead,
  storeListedRuns,
  storeReadRuns,
} from '../store/stored-runs';
import type { StoreDb } from '../store/store-db';
import { markStoreChanged, readPart, updatePart, writePart } from '../store/sync-state';
import { PLAN_LIMITS, planReads, type PlannedRead } from './plan-reads';

export interface PassSettings {
  /** How often every run is listed (to notice merges into old runs and runs the service let go). */
  fullListingMs: number;
  /** How often the folders and test cases are read again. */
  catalogMs: number;
  /** Requests at a time, so that users keep their share of the service's work processes. */
  parallelReads: number;
  /** About the most runs one read by date brings. */
  runsPerRead: number;
}

export const DEFAULT_PASS_SETTINGS: PassSettings = {
  fullListingMs: 10 * 60_000,
  catalogMs: 10 * 60_000,
  parallelReads: 2,
  runsPerRead: PLAN_LIMITS.runsPerRead,
};

/** Runs asked for per planning round: the newest still to read. */
const PLAN_ROUND = 500;
/** How far back a run may have started and still be followed by the short listing. */
const FOLLOW_DAYS = 7;
/** Days the short listing reaches back before the newest stored day, for runs stamped late. */
const OVERLAP_DAYS = 1;

export interface PassResult {
  /** Runs still to be read when the pass ended (0: the history is complete up to the pass's end). */
  toRead: number;
}

const daysBefore = (day: string, days: number) =>
  toWireDateTime(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000)).date;

const isDue = (at: string | undefined, everyMs: number, now: Date) =>
  at === undefined || now.getTime() - Date.parse(at) >= everyMs;

export async function syncPass(
  db: StoreDb,
  settings: PassSettings,
  now: () => Date,
  signal: AbortSignal,
): Promise<PassResult> {
  const progress = await readPart(db, 'runs');
  const full = isDue(progress.fullListingAt, settings.fullListingMs, now());
  await listRuns(db, full, now, signal);
  await readOutdatedRuns(db, settings, now, signal);
  const catalog = await readPart(db, 'catalog');
  if (isDue(catalog.readAt, settings.catalogMs, now())) await readCatalog(db, now, signal);
  const toRead = await countToRead(db);
  const firstSyncDone = toRead === 0 && !progress.firstSyncDoneAt;
  if (firstSyncDone) await updatePart(db, 'runs', { firstSyncDoneAt: now().toISOString() });
  // The planner's statistics: PGlite runs no autovacuum, and without them a month of executions took 11.6 s
  // to read instead of 6.4 s on the large data set. Refreshed with each full listing and once the first sync is whole.
  if (full || firstSyncDone) await db.execute(sql`analyze`);
  return { toRead };
}

async function listRuns(db: StoreDb, full: boolean, now: () => Date, signal: AbortSignal): Promise<void> {
  const listedAt = now().toISOString();
  const today = toWireDateTime(now()).date;
  const { newest, oldestInProgress } = full ? {} : await recentDays(db, daysBefore(today, FOLLOW_DAYS));
  if (full || !newest) {
    for await (const batch of streamTestRuns({}, { signal, today })) await storeListedRuns(db, batch, listedAt);
    if ((await archiveUnlisted(db, listedAt, now().toISOString())) > 0) await markStoreChanged(db, now());
    await updatePart(db, 'runs', { fullListingAt: listedAt });
    return;
  }
  const from = [daysBefore(newest, OVERLAP_DAYS), oldestInProgress].filter((day) => day !== undefined).toSorted()[0]!;
  for await (const batch of streamTestRuns({ STARTED_FROM: from }, { signal, today }))
    await storeListedRuns(db, batch, listedAt);
}

async function readOutdatedRuns(
  db: StoreDb,
  settings: PassSettings,
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
      // After each round (a first sync's pass takes minutes), and after one that failed half-way too.
      if (reads.length > 0) await markStoreChanged(db, now());
    }
    const after = await countToRead(db);
    // A round that read nothing new (runs listed that a read then does not give) waits for the next pass.
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

async function readCatalog(db: StoreDb, now: () => Date, signal: AbortSignal): Promise<void> {
  const seenAt = now().toISOString();
  await storeFolders(db, await getScenarios({}, signal), seenAt);
  const statuses: CaseStatus[] = [];
  for await (const batch of streamTestCases({}, signal)) {
    await storeTestCases(db, batch, seenAt);
    for (const testCase of batch) statuses.push(caseStatusSchema.parse(testCase));
  }
  await markUnlistedGone(db, seenAt, now().toISOString());
  if ((await storeCaseStatuses(db, statuses, seenAt)).changed) await markStoreChanged(db, now());
  await writePart(db, 'catalog', { readAt: seenAt });
}

/** Runs `work` over the items with at most `limit` at a time; the first failure ends it (after those in flight). */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
