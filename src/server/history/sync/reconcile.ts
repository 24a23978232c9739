// The daily reconcile: what the quick reads of the day cannot see (results merged into old runs, runs the service
// let go, folders and test cases renamed, moved or deleted), checked once a day at a set hour by the server that
// syncs, one request at a time. Its steps are planned at its start and kept in the store as they are done, so a
// kill or a restart goes on with the next one. An operator may ask for one at most once an hour.
import { and, eq, isNull, min, sql } from 'drizzle-orm';
import { daysBefore } from '../../../analysis/previous-run';
import { folders, runs, testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readPart, updatePart, writePart, type ReconcileProgress } from '../store/sync-state';
import { readCasesOf, readFolders } from './catalog-reads';
import {
  caseReads,
  folderReads,
  olderSlice,
  runRanges,
  type DayCount,
  type FolderNode,
  type ReconcileLimits,
  type ReconcileStep,
} from './reconcile-plan';
import { listDays } from './run-reads';
import { wallClock, type ServiceClock } from './service-clock';
import type { SyncLoad } from './sync-load';

export interface ReconcileSettings {
  /** The hour of day it starts, HH:MM, in `timeZone`. */
  at: string;
  timeZone: string;
  limits: ReconcileLimits;
}

/** An operator may ask for one this often. */
export const ASK_EVERY_MS = 3_600_000;

/** The reconcile day an instant belongs to: days that begin at the set hour, so one reconcile falls in each. */
export function reconcileDay(instant: Date, settings: Pick<ReconcileSettings, 'at' | 'timeZone'>): string {
  const [hours, minutes] = settings.at.split(':').map(Number) as [number, number];
  return wallClock(new Date(instant.getTime() - (hours * 60 + minutes) * 60_000), settings.timeZone).date;
}

/** Why one is due now, if one is: asked for since the last began, or the set hour passed since then. */
export function reconcileDue(
  progress: ReconcileProgress,
  firstSyncDoneAt: string | undefined,
  now: Date,
  settings: Pick<ReconcileSettings, 'at' | 'timeZone'>,
): 'daily' | 'asked' | undefined {
  if (!firstSyncDoneAt || progress.current) return undefined;
  const lastBegan = progress.last?.startedAt ?? firstSyncDoneAt;
  if (progress.asked && progress.asked.at > lastBegan) return 'asked';
  return reconcileDay(now, settings) > reconcileDay(new Date(lastBegan), settings) ? 'daily' : undefined;
}

/**
 * An operator's wish for a reconcile now. Refused (with when it may be asked again) within an hour of the last
 * wish or of the last one's start, so that a reconcile's cost stays a choice made at most hourly.
 */
export async function askForReconcile(
  db: StoreDb,
  by: string,
  now: Date,
): Promise<{ accepted: true } | { accepted: false; retryAt: string }> {
  const progress = await readPart(db, 'reconcile');
  const lastAsk = [progress.asked?.at, progress.current?.startedAt, progress.last?.startedAt]
    .filter((at) => at !== undefined)
    .toSorted()
    .at(-1);
  if (lastAsk && now.getTime() - Date.parse(lastAsk) < ASK_EVERY_MS)
    return { accepted: false, retryAt: new Date(Date.parse(lastAsk) + ASK_EVERY_MS).toISOString() };
  await updatePart(db, 'reconcile', { asked: { at: now.toISOString(), by } });
  return { accepted: true };
}

async function dayCounts(db: StoreDb, from: string, to: string): Promise<DayCount[]> {
  const day = sql<string>`to_char(${runs.startedAt}, 'YYYY-MM-DD')`;
  return db
    .select({ day, runs: sql<number>`count(*)::int` })
    .from(runs)
    .where(sql`${runs.startedAt} >= ${`${from} 00:00:00`} and ${runs.startedAt} < ${to}::date + 1`)
    .groupBy(day);
}

async function folderNodes(db: StoreDb): Promise<FolderNode[]> {
  const cases = db
    .select({ folderId: testCases.folderId, cases: sql<number>`count(*)::int`.as('cases') })
    .from(testCases)
    .where(isNull(testCases.goneAt))
    .groupBy(testCases.folderId)
    .as('cases');
  return db
    .select({ id: folders.id, parentId: folders.parentId, cases: sql<number>`coalesce(${cases.cases}, 0)` })
    .from(folders)
    .leftJoin(cases, eq(cases.folderId, folders.id))
    .where(isNull(folders.goneAt));
}

/** Tonight's steps: the recent days, an older slice, the folder tree, a slice of the test cases. */
async function plan(
  db: StoreDb,
  clock: ServiceClock,
  progress: ReconcileProgress,
  limits: ReconcileLimits,
): Promise<{ steps: ReconcileStep[]; olderBefore?: string; caseSlice: number }> {
  const yesterday = clock.yesterday();
  const recentFrom = daysBefore(yesterday, limits.recentDays);
  const [{ oldest } = { oldest: null }] = await db
    .select({ oldest: min(runs.startedAt) })
    .from(runs)
    .where(and(isNull(runs.archivedAt), sql`${runs.startedAt} > '1970-01-01'`));
  const oldestDay = oldest?.slice(0, 10);
  const recent = runRanges(
    recentFrom,
    daysBefore(yesterday, 1),
    await dayCounts(db, recentFrom, yesterday),
    limits.runsPerListing,
  );
  const older = oldestDay
    ? olderSlice(
        progress.olderBefore,
        recentFrom,
        oldestDay,
        await dayCounts(db, oldestDay, recentFrom),
        limits.olderRunsPerNight,
      )
    : undefined;
  const olderSteps = older
    ? runRanges(older.from, older.to, await dayCounts(db, older.from, older.to), limits.runsPerListing)
    : [];
  const nodes = await folderNodes(db);
  const caseSlice = progress.caseSlice ?? 0;
  return {
    steps: [
      ...recent,
      ...olderSteps,
      ...folderReads(nodes, limits.foldersPerRead),
      ...caseReads(nodes, limits.casesPerRead, limits.caseSlices, caseSlice),
    ],
    ...(older ? { olderBefore: older.from } : {}),
    caseSlice: (caseSlice + 1) % limits.caseSlices,
  };
}

export async function startReconcile(
  db: StoreDb,
  reason: 'daily' | 'asked',
  clock: ServiceClock,
  limits: ReconcileLimits,
  now: Date,
): Promise<void> {
  const progress = await readPart(db, 'reconcile');
  const { steps, olderBefore, caseSlice } = await plan(db, clock, progress, limits);
  await writePart(db, 'reconcile', {
    ...progress,
    current: { startedAt: now.toISOString(), reason, steps, stepsDone: 0, requests: 0, bytes: 0 },
    ...(olderBefore ? { olderBefore } : {}),
    caseSlice,
  });
}

/** The reconcile's next step, if one is under way: done, then taken off its list. Answers whether one was. */
export async function reconcileStep(
  db: StoreDb,
  load: SyncLoad,
  now: () => Date,
  signal: AbortSignal,
): Promise<boolean> {
  const progress = await readPart(db, 'reconcile');
  const current = progress.current;
  if (!current) return false;
  const [step, ...rest] = current.steps;
  const before = load.sinceStart();
  if (step) await perform(db, step, now, signal);
  const after = load.sinceStart();
  const done = {
    ...current,
    steps: rest,
    stepsDone: current.stepsDone + (step ? 1 : 0),
    requests: current.requests + after.requests - before.requests,
    bytes: current.bytes + after.bytes - before.bytes,
  };
  if (rest.length > 0) {
    await writePart(db, 'reconcile', { ...progress, current: done });
    return true;
  }
  const { current: _ended, ...kept } = progress;
  await writePart(db, 'reconcile', {
    ...kept,
    last: {
      startedAt: done.startedAt,
      endedAt: now().toISOString(),
      reason: done.reason,
      steps: done.stepsDone,
      requests: done.requests,
      bytes: done.bytes,
    },
  });
  return true;
}

async function perform(db: StoreDb, step: ReconcileStep, now: () => Date, signal: AbortSignal): Promise<void> {
  switch (step.kind) {
    case 'runs':
      await listDays(db, { from: step.from, to: step.to }, now, signal);
      return;
    case 'folders':
      await readFolders(db, step.root, step.levels, now, signal);
      return;
    case 'cases':
      await readCasesOf(db, step.folder, step.below, now, signal);
      return;
  }
}
