// The sync once the first one is done: each change learned once, from the cheapest read that reveals it. Every
// tick does what is due, most wanted first: runs started through a server, runs whose page is open, the listing of
// the service's today, runs in progress followed by their ID, the results of runs new or ended, yesterday's
// listing, the comparison of finished runs of its window that lack it, test cases runs named that the store did
// not know, and a step of the daily reconcile; and hourly the field differences' retention and masking.
import { daysBefore } from '../../../analysis/previous-run';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { runs } from '../store/schema';
import { expireDifferences, maskPlainDifferences } from '../store/stored-differences';
import { countToRead, runsInProgress } from '../store/stored-runs';
import type { StoreDb } from '../store/store-db';
import { markStoreChanged, readPart } from '../store/sync-state';
import { readWishes, settleStartedRuns } from '../store/sync-wishes';
import { readUnknownCases } from './catalog-reads';
import { reconcileDue, reconcileStep, startReconcile, type ReconcileSettings } from './reconcile';
import { askedFor, type ComparisonPlan, type ComparisonSettings } from './comparison-plan';
import { followRun, listDays, readMissingComparisons, readOutdatedRuns, type ReadSettings } from './run-reads';
import type { ServiceClock } from './service-clock';
import { isDue, type Paces } from './sync-pace';
import type { SyncLoad } from './sync-load';

export interface SteadySettings extends ReadSettings {
  paces: Paces;
  reconcile: ReconcileSettings;
  comparison: ComparisonSettings;
}

/** The field differences' upkeep asks nothing of the service: an hour apart is soon enough for days of retention. */
const UPKEEP_EVERY_MS = 3_600_000;

export interface TickResult {
  /** Whether someone watches the dashboard: the quick pace. */
  watched: boolean;
  /** Runs in progress being followed. */
  following: number;
  /** When today's listing began, if it ran this tick and left nothing to read. */
  completeAt?: string;
}

export class SteadySync {
  private listedAt: number | undefined;
  private yesterdayAt: number | undefined;
  private upkeptAt: number | undefined;
  private readonly followedAt = new Map<string, number>();

  constructor(
    private readonly db: StoreDb,
    private readonly settings: SteadySettings,
    private readonly clock: ServiceClock,
    private readonly load: SyncLoad,
    private readonly now: () => Date,
  ) {}

  /** Does what is due; `everything` treats every pace as due and does a reconcile under way to its end. */
  async tick(signal: AbortSignal, comparison: ComparisonPlan, everything = false): Promise<TickResult> {
    const { db, now, settings } = this;
    const { paces } = settings;
    const at = now().getTime();
    const due = (last: number | undefined, everyMs: number) => everything || isDue(last, everyMs, at);
    const wishes = await readWishes(db, now());

    // Read once, at once, so with its comparison; one still going has it read again with its results at its end.
    const started = { details: true, comparison: askedFor(comparison, this.clock.today()) } as const;
    for (const id of wishes.startedRuns) await followRun(db, id, started, now, signal);
    await settleStartedRuns(db, wishes.startedRuns, now());

    const going = await runsInProgress(db, this.clock.yesterday());
    const goingIds = new Set(going.map((run) => run.id));
    for (const id of wishes.watchedRuns) {
      // A watched run the store does not know yet is read too: its page may be the first to ask.
      if (!goingIds.has(id) && (await this.isStored(id))) continue;
      if (!due(this.followedAt.get(id), paces.runPageMs)) continue;
      await followRun(db, id, { details: true, comparison: null }, now, signal);
      this.followedAt.set(id, now().getTime());
    }

    let listingBegan: string | undefined;
    const listingEvery = wishes.dashboardWatched ? paces.listing.watchedMs : paces.listing.idleMs;
    if (due(this.listedAt, listingEvery)) {
      listingBegan = now().toISOString();
      await listDays(db, { from: this.clock.today() }, now, signal);
      this.listedAt = Date.parse(listingBegan);
      // The listing told every run of today how far it got: those need no read by ID until their next turn.
      for (const run of going) if (!wishes.watchedRuns.has(run.id)) this.followedAt.set(run.id, this.listedAt);
    }

    const followEvery = wishes.dashboardWatched ? paces.follow.watchedMs : paces.follow.idleMs;
    for (const run of going) {
      if (wishes.watchedRuns.has(run.id) || !due(this.followedAt.get(run.id), followEvery)) continue;
      await followRun(db, run.id, { details: false }, now, signal);
      this.followedAt.set(run.id, now().getTime());
    }
    for (const id of this.followedAt.keys())
      if (!goingIds.has(id) && !wishes.watchedRuns.has(id)) this.followedAt.delete(id);

    await readOutdatedRuns(db, settings, comparison, now, signal);
    const completeAt = listingBegan && (await countToRead(db)) === 0 ? listingBegan : undefined;

    if (due(this.yesterdayAt, paces.yesterdayMs)) {
      const yesterday = this.clock.yesterday();
      await listDays(db, { from: yesterday, to: yesterday }, now, signal);
      this.yesterdayAt = now().getTime();
      await readOutdatedRuns(db, settings, comparison, now, signal);
    }
    await readMissingComparisons(db, settings, comparison, now, signal);
    if (due(this.upkeptAt, UPKEEP_EVERY_MS)) {
      await this.upkeepDifferences(comparison);
      this.upkeptAt = now().getTime();
    }

    await readUnknownCases(db, paces.unknownCasesPerTick, now, signal);
    await this.reconcile(signal, comparison, everything);
    return {
      watched: wishes.dashboardWatched,
      following: going.length,
      ...(completeAt ? { completeAt } : {}),
    };
  }

  /** Differences past the retention deleted; values kept as sent masked once the setting asks. */
  private async upkeepDifferences(comparison: ComparisonPlan): Promise<void> {
    const expired = await expireDifferences(
      this.db,
      daysBefore(this.clock.today(), this.settings.comparison.retentionDays),
    );
    const masked = comparison.maskKey === null ? 0 : await maskPlainDifferences(this.db, comparison.maskKey);
    if (expired + masked > 0) await markStoreChanged(this.db, this.now());
  }

  /** Starts the daily reconcile when due, and does its next step (all of them for `everything`). */
  private async reconcile(signal: AbortSignal, comparison: ComparisonPlan, everything: boolean): Promise<void> {
    const { db, now, settings } = this;
    const progress = await readPart(db, 'reconcile');
    const reason = reconcileDue(progress, (await readPart(db, 'runs')).firstSyncDoneAt, now(), settings.reconcile);
    if (reason) await startReconcile(db, reason, this.clock, settings.reconcile.limits, now());
    else if (!progress.current) return;
    let going = true;
    while (going) {
      await reconcileStep(db, this.load, now, signal);
      await readOutdatedRuns(db, settings, comparison, now, signal);
      going = everything && (await readPart(db, 'reconcile')).current !== undefined;
    }
    // A reconcile that ended leaves the planner's statistics to renew: PGlite runs no autovacuum.
    if (!(await readPart(db, 'reconcile')).current) await db.execute(sql`analyze`);
  }

  private async isStored(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.id, id), isNotNull(runs.storedAs)));
    return rows.length > 0;
  }
}
