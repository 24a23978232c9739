// The history sync of one server: while this server is the one syncing, a tick every second does what is due
// (first-sync.ts until the store is whole, steady-sync.ts from then on). On a shared PostgreSQL exactly one server
// syncs, the holder of an advisory lock on a connection of its own; when it stops or its connection dies the lock
// is free, and another server takes it within `followerRetryMs`.
import { abortableSleep } from '../abortable-sleep';
import type { HistoryStore } from '../store/open-store';
import type { LockSession } from '../store/lock-session';
import { differenceMaskKey } from '../store/stored-differences';
import { readPart, updatePart } from '../store/sync-state';
import { storedVersion } from '../read/stored-version';
import { comparisonPlan, DEFAULT_COMPARISON } from './comparison-plan';
import { firstSyncPass } from './first-sync';
import { RECONCILE_LIMITS } from './reconcile-plan';
import type { ReconcileSettings } from './reconcile';
import { PLAN_LIMITS } from './plan-reads';
import { createServiceClock, type ServiceClock } from './service-clock';
import { SteadySync, type SteadySettings } from './steady-sync';
import { backoffMs, DEFAULT_PACES } from './sync-pace';
import { SYNC_LOAD, type SyncLoad } from './sync-load';

/** The session lock whose holder syncs. */
const SYNC_LOCK = 2;
/** The syncing server says where it stands at least this often (and whenever that changes). */
const PUBLISH_EVERY_MS = 10_000;

export interface SyncSettings extends SteadySettings {
  /** Time between the end of one tick and the start of the next. */
  tickMs: number;
  /** How often a server that does not sync tries to take over. */
  followerRetryMs: number;
  /** The SAP system's time zone: its days decide which runs "today's" listing asks for. */
  serviceTimeZone: string;
  now?: () => Date;
}

export const DEFAULT_RECONCILE: ReconcileSettings = { at: '02:30', timeZone: 'UTC', limits: RECONCILE_LIMITS };

export const DEFAULT_SYNC_SETTINGS: SyncSettings = {
  tickMs: 1000,
  followerRetryMs: 15_000,
  parallelReads: 2,
  runsPerRead: PLAN_LIMITS.runsPerRead,
  paces: DEFAULT_PACES,
  reconcile: DEFAULT_RECONCILE,
  comparison: DEFAULT_COMPARISON,
  serviceTimeZone: 'UTC',
};

export class HistorySync {
  private leading = false;
  private session: LockSession | undefined;
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();
  private failures = 0;
  private published = { at: 0, text: '' };
  private completeUpTo: string | undefined;
  private lastError: { message: string; at: string } | undefined;
  private lastTick: { watched: boolean; following: number } = { watched: false, following: 0 };
  private readonly now: () => Date;
  private readonly passListeners = new Set<() => void>();
  /** What the sync asked of the service, counted on the transport the server gives it (sync-load.ts). */
  readonly load: SyncLoad;
  readonly clock: ServiceClock;
  private readonly steady: SteadySync;

  constructor(
    private readonly store: HistoryStore,
    private readonly settings: SyncSettings = DEFAULT_SYNC_SETTINGS,
  ) {
    this.now = settings.now ?? (() => new Date());
    this.load = SYNC_LOAD;
    this.clock = createServiceClock(settings.serviceTimeZone, this.now);
    this.steady = new SteadySync(store.db, settings, this.clock, this.load, this.now);
  }

  /** When the daily reconcile starts, for the status. */
  get reconcileSettings(): { at: string; timeZone: string } {
    return { at: this.settings.reconcile.at, timeZone: this.settings.reconcile.timeZone };
  }

  /** Whether this server is the one syncing now. */
  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
    await this.session?.end().catch(() => {});
  }

  /** Called after each tick that stored something, for answers kept over the store to be worked out again. */
  onPassEnd(listener: () => void): void {
    this.passListeners.add(listener);
  }

  /**
   * One tick now with every pace due (tests, and a first sync's pass): a new store's first sync, or everything
   * the steady sync would do over its slowest round, a reconcile under way to its end.
   */
  async pass(signal = this.stopping.signal): Promise<void> {
    await this.tick(signal, true);
  }

  private async tick(signal: AbortSignal, everything: boolean): Promise<void> {
    const before = await storedVersion(this.store.db).catch(() => '');
    try {
      const { db } = this.store;
      const { firstSyncDoneAt } = await readPart(db, 'runs');
      const { comparison: settings } = this.settings;
      const maskKey = settings.maskValues ? await differenceMaskKey(db) : null;
      const comparison = comparisonPlan(settings, this.clock.today(), maskKey);
      if (!firstSyncDoneAt) {
        const began = this.now().toISOString();
        if (await firstSyncPass(db, this.settings, comparison, this.clock, this.now, signal)) this.completeUpTo = began;
      } else {
        const result = await this.steady.tick(signal, comparison, everything);
        this.lastTick = { watched: result.watched, following: result.following };
        if (result.completeAt) this.completeUpTo = result.completeAt;
      }
      this.failures = 0;
      this.lastError = undefined;
    } catch (error) {
      if (signal.aborted) return;
      this.failures += 1;
      this.lastError = { message: describeFailure(error), at: this.now().toISOString() };
    }
    await this.publish(everything).catch(() => {});
    if ((await storedVersion(this.store.db).catch(() => before)) !== before)
      for (const listener of this.passListeners) listener();
  }

  /** Where this server's sync stands, for the servers that do not sync: when it changed, and every few seconds. */
  private async publish(now: boolean): Promise<void> {
    const state = {
      ...(this.completeUpTo ? { completeUpTo: this.completeUpTo } : {}),
      ...(this.lastError ? { lastError: this.lastError } : {}),
      watched: this.lastTick.watched,
      following: this.lastTick.following,
    };
    const text = JSON.stringify(state);
    const at = this.now().getTime();
    if (!now && text === this.published.text && at - this.published.at < PUBLISH_EVERY_MS) return;
    this.published = { at, text };
    await updatePart(this.store.db, 'published', {
      ...state,
      heartbeatAt: this.now().toISOString(),
      lastHour: this.load.lastHour(),
    });
  }

  private async loop(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      if (!this.leading) this.leading = await this.takeLead();
      if (this.leading) await this.tick(signal, false);
      const wait = !this.leading
        ? this.settings.followerRetryMs
        : this.failures > 0
          ? backoffMs(this.failures, this.settings.tickMs)
          : this.settings.tickMs;
      await abortableSleep(wait, signal);
    }
  }

  /** The embedded store has one server by construction; on PostgreSQL the lock decides. */
  private async takeLead(): Promise<boolean> {
    const { lockSession } = this.store;
    if (!lockSession) return true;
    try {
      if (!this.session) {
        const session = await lockSession();
        session.onLost(() => {
          this.leading = false;
          this.session = undefined;
        });
        this.session = session;
      }
      return await this.session.tryLock(SYNC_LOCK);
    } catch {
      await this.session?.end().catch(() => {});
      this.session = undefined;
      return false;
    }
  }

  /** Where the sync stands, as the syncing server (this one or another) last published it. */
  async progress() {
    const [runs, published, reconcile] = await Promise.all([
      readPart(this.store.db, 'runs'),
      readPart(this.store.db, 'published'),
      readPart(this.store.db, 'reconcile'),
    ]);
    return {
      leader: this.leading,
      firstSyncDoneAt: runs.firstSyncDoneAt,
      completeUpTo: published.completeUpTo,
      lastError: published.lastError,
      heartbeatAt: published.heartbeatAt,
      lastHour: this.leading ? this.load.lastHour() : published.lastHour,
      watched: published.watched,
      following: published.following,
      reconcile,
    };
  }
}

const describeFailure = (error: unknown): string => (error instanceof Error ? error.message : String(error));
