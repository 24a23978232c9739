// The sync's reads and writes of runs and their executions. A run's executions are replaced together with the
// run's row in one transaction, so a sync killed at any point leaves each run either as it was or as read.
import { and, asc, count, desc, gte, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import type { TestRun, ListedRun } from '../../../contract/records';
import type { ComparisonAsked } from '../sync/comparison-plan';
import { comparedFields, keptComparison } from '../sync/difference-rows';
import {
  executionRow,
  failureRows,
  listedRunRow,
  readRunRow,
  runFingerprint,
  runStart,
  serviceTime,
} from '../sync/run-rows';
import { isRunFinished } from '../../../contract/records';
import { queueRunEndNotices, type EndedRun } from '../notify/run-end-notices';
import { keepCasesOf } from './case-last-results';
import { executions, failures, fieldDifferences, runs } from './schema';
import type { StoreDb } from './store-db';
import { excluded, inChunks } from './upsert';

/**
 * Runs whose stored executions are older than what the service lists: new ones, and changed ones once they
 * have ended. A run in progress is read whole once, then followed by its counts until it ends (followRun), unless
 * someone watches its page, whose reads store it whole.
 */
export const toRead = and(
  sql`${runs.storedAs} is distinct from ${runs.listedAs}`,
  sql`(${runs.endedAt} is not null or ${runs.storedAs} is null)`,
  isNull(runs.archivedAt),
);

const LISTED_MEMBERS = {
  name: excluded(runs.name),
  type: excluded(runs.type),
  startedBy: excluded(runs.startedBy),
  startedAt: excluded(runs.startedAt),
  endedAt: excluded(runs.endedAt),
  total: excluded(runs.total),
  passed: excluded(runs.passed),
  failed: excluded(runs.failed),
  record: excluded(runs.record),
  listedAs: excluded(runs.listedAs),
  listedAt: excluded(runs.listedAt),
  // Listed again: the service has it (again).
  archivedAt: sql`null`,
};

/** Runs as a listing shows them: new ones are to be read, known ones whose fingerprint changed again. */
export async function storeListedRuns(db: StoreDb, listed: readonly ListedRun[], listedAt: string): Promise<void> {
  for (const rows of inChunks(listed.map((run) => listedRunRow(run, listedAt))))
    await db.insert(runs).values(rows).onConflictDoUpdate({ target: runs.id, set: LISTED_MEMBERS });
}

/**
 * Runs read with their DETAILS (and their comparison when `asked` says the read asked for it): the run rows, their
 * executions, failures and field differences replaced in one transaction.
 */
export async function storeReadRuns(
  db: StoreDb,
  read: readonly TestRun[],
  listedAt: string,
  asked: ComparisonAsked | null = null,
): Promise<void> {
  if (read.length === 0) return;
  const kept = read.map((run) => ({ run, comparison: keptComparison(run, asked) }));
  await db.transaction(async (tx) => {
    const before = await fingerprints(
      tx,
      read.map((run) => run.RUN_ID),
      'stored',
    );
    for (const rows of inChunks(kept.map(({ run, comparison }) => readRunRow(run, listedAt, comparison?.read ?? null))))
      await tx
        .insert(runs)
        .values(rows)
        .onConflictDoUpdate({
          target: runs.id,
          set: {
            ...LISTED_MEMBERS,
            storedAs: excluded(runs.storedAs),
            statusCounts: excluded(runs.statusCounts),
            figureDetails: excluded(runs.figureDetails),
            stopped: excluded(runs.stopped),
            comparison: excluded(runs.comparison),
          },
        });
    const ids = read.map((run) => run.RUN_ID);
    await tx.delete(executions).where(inArray(executions.runId, ids));
    await tx.delete(failures).where(inArray(failures.runId, ids));
    await tx.delete(fieldDifferences).where(inArray(fieldDifferences.runId, ids));
    // Their test cases first: an execution's case must be in the store (its foreign key, checked row by row).
    await keepCasesOf(tx, read);
    const byRun = kept.map(({ run, comparison }) => ({
      run,
      rows: run.DETAILS.map((detail) => executionRow(run.RUN_ID, detail, comparedFields(comparison, detail.CASEID))),
    }));
    for (const part of inChunks(byRun.flatMap(({ rows }) => rows))) await tx.insert(executions).values(part);
    const failed = byRun.flatMap(({ run, rows }) => failureRows(run, rows));
    for (const part of inChunks(failed)) await tx.insert(failures).values(part);
    const differences = kept.flatMap(({ comparison }) => comparison?.differences ?? []);
    for (const part of inChunks(differences)) await tx.insert(fieldDifferences).values(part);
    // With the run's end, in the same transaction: a message is queued exactly when its run's results are stored.
    const ended = read.filter((run) => isRunFinished(run) && before.get(run.RUN_ID) !== runFingerprint(run));
    await queueRunEndNotices(tx, ended.map(endedRunOf), new Date());
  });
}

const endedRunOf = (run: TestRun): EndedRun => ({
  id: run.RUN_ID,
  name: run.NAME,
  startedBy: run.STARTED_BY,
  startedAt: runStart(run),
  endedAt: serviceTime(run.END_DATE, run.END_TIME)!,
  fingerprint: runFingerprint(run),
});

export interface RunToRead {
  id: string;
  day: string;
}

/** The newest runs still to be read, newest first. */
export async function runsToRead(db: StoreDb, limit: number): Promise<RunToRead[]> {
  return db
    .select({ id: runs.id, day: sql<string>`to_char(${runs.startedAt}, 'YYYY-MM-DD')` })
    .from(runs)
    .where(toRead)
    .orderBy(desc(runs.startedAt), desc(runs.id))
    .limit(limit);
}

export async function countToRead(db: StoreDb): Promise<number> {
  const [row] = await db.select({ runs: count() }).from(runs).where(toRead);
  return row?.runs ?? 0;
}

export interface DayTally {
  day: string;
  runs: number;
  toRead: number;
}

/** Per day from `from` to `to` (both included, newest first): runs kept and runs to read. */
export async function dayTallies(db: StoreDb, from: string, to: string): Promise<DayTally[]> {
  const day = sql<string>`to_char(${runs.startedAt}, 'YYYY-MM-DD')`;
  return db
    .select({ day, runs: count(), toRead: sql<number>`(count(*) filter (where ${toRead}))::int` })
    .from(runs)
    .where(
      and(isNull(runs.archivedAt), gte(runs.startedAt, `${from} 00:00:00`), lt(runs.startedAt, sql`${to}::date + 1`)),
    )
    .groupBy(day)
    .orderBy(desc(day));
}

/** After a full listing: the runs it did not list are kept, marked as no longer on the service. */
export async function archiveUnlisted(db: StoreDb, listedAt: string, now: string): Promise<number> {
  const archived = await db
    .update(runs)
    .set({ archivedAt: now })
    .where(and(isNull(runs.archivedAt), lt(runs.listedAt, listedAt)))
    .returning({ id: runs.id });
  return archived.length;
}

/**
 * After a listing of some days (`to` open: up to the newest): the stored runs of those days it did not list are
 * kept, marked as no longer on the service. A run a listing has is stamped with its time (storeListedRuns).
 */
export async function archiveUnlistedIn(
  db: StoreDb,
  days: { from: string; to?: string },
  listedAt: string,
  now: string,
): Promise<number> {
  const archived = await db
    .update(runs)
    .set({ archivedAt: now })
    .where(
      and(
        isNull(runs.archivedAt),
        lt(runs.listedAt, listedAt),
        gte(runs.startedAt, `${days.from} 00:00:00`),
        ...(days.to ? [lt(runs.startedAt, sql`${days.to}::date + 1`)] : []),
      ),
    )
    .returning({ id: runs.id });
  return archived.length;
}

/** Runs the store last saw in progress, started on or after `since`, oldest first: the sync follows them. */
export async function runsInProgress(db: StoreDb, since: string): Promise<{ id: string; startedAt: string }[]> {
  return db
    .select({ id: runs.id, startedAt: runs.startedAt })
    .from(runs)
    .where(and(isNull(runs.endedAt), isNull(runs.archivedAt), gte(runs.startedAt, `${since} 00:00:00`)))
    .orderBy(asc(runs.startedAt));
}

/** The fingerprints runs were last listed with, of those the store has. */
export async function fingerprints(
  db: StoreDb,
  ids: readonly string[],
  which: 'listed' | 'stored' = 'listed',
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: runs.id, fingerprint: which === 'listed' ? runs.listedAs : runs.storedAs })
    .from(runs)
    .where(inArray(runs.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.fingerprint]));
}

/** Runs a read by ID or by date found gone from the service. */
export async function archiveRuns(db: StoreDb, ids: readonly string[], now: string): Promise<void> {
  if (ids.length > 0)
    await db
      .update(runs)
      .set({ archivedAt: now })
      .where(inArray(runs.id, [...ids]));
}

/** The newest day with a run, and the oldest day of a run still in progress since `since`. */
export async function recentDays(db: StoreDb, since: string): Promise<{ newest?: string; oldestInProgress?: string }> {
  const [newest] = await db.select({ at: max(runs.startedAt) }).from(runs);
  const [running] = await db
    .select({ at: runs.startedAt })
    .from(runs)
    .where(and(isNull(runs.endedAt), isNull(runs.archivedAt), gte(runs.startedAt, `${since} 00:00:00`)))
    .orderBy(asc(runs.startedAt))
    .limit(1);
  return {
    ...(newest?.at ? { newest: newest.at.slice(0, 10) } : {}),
    ...(running?.at ? { oldestInProgress: running.at.slice(0, 10) } : {}),
  };
}

export interface RunCounts {
  kept: number;
  read: number;
  toRead: number;
  archived: number;
  /** The oldest day of the runs read, when there are some. */
  readSince?: string;
}

export async function runCounts(db: StoreDb): Promise<RunCounts> {
  const [row] = await db
    .select({
      kept: count(),
      read: sql<number>`(count(*) filter (where ${isNotNull(runs.storedAs)}))::int`,
      toRead: sql<number>`(count(*) filter (where ${toRead}))::int`,
      archived: sql<number>`(count(*) filter (where ${isNotNull(runs.archivedAt)}))::int`,
      readSince: sql<
        string | null
      >`to_char(min(${runs.startedAt}) filter (where ${isNotNull(runs.storedAs)}), 'YYYY-MM-DD')`,
    })
    .from(runs);
  const { readSince, ...counts } = row ?? { kept: 0, read: 0, toRead: 0, archived: 0, readSince: null };
  return { ...counts, ...(readSince ? { readSince } : {}) };
}
