// The history sync of one server: passes every few seconds while this server is the one syncing. On a shared
// PostgreSQL exactly one server syncs, the holder of an advisory lock on a connection of its own; when it
// stops or its connection dies the lock is free, and another server takes it within `followerRetryMs`.
import type { HistoryStore } from '../store/open-store';
import type { LockSession } from '../store/lock-session';
import { readPart, writePart } from '../store/sync-state';
import { DEFAULT_PASS_SETTINGS, syncPass, type PassSettings } from './sync-pass';

/** The session lock whose holder syncs. */
const SYNC_LOCK = 2;
/** Longest wait after failed passes in a row (the service down), so a recovery is noticed soon enough. */
const MAX_BACKOFF_MS = 5 * 60_000;

export interface SyncSettings extends PassSettings {
  /** Time between the end of one pass and the start of the next. */
  intervalMs: number;
  /** How often a server that does not sync tries to take over. */
  followerRetryMs: number;
  now?: () => Date;
}

export const DEFAULT_SYNC_SETTINGS: SyncSettings = {
  ...DEFAULT_PASS_SETTINGS,
  intervalMs: 10_000,
  followerRetryMs: 15_000,
};

export class HistorySync {
  private leading = false;
  private session: LockSession | undefined;
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();
  private failures = 0;
  private completeUpTo: string | undefined;
  private lastError: { message: string; at: string } | undefined;
  private readonly now: () => Date;
  private readonly passListeners = new Set<() => void>();

  constructor(
    private readonly store: HistoryStore,
    private readonly settings: SyncSettings = DEFAULT_SYNC_SETTINGS,
  ) {
    this.now = settings.now ?? (() => new Date());
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

  /** Called after each pass this server makes, for answers kept over the store to be worked out again. */
  onPassEnd(listener: () => void): void {
    this.passListeners.add(listener);
  }

  /** One pass now, outside the loop (tests, and a leader's first pass). */
  async pass(signal = this.stopping.signal): Promise<void> {
    const started = this.now().toISOString();
    try {
      const { toRead } = await syncPass(this.store.db, this.settings, this.now, signal);
      if (toRead === 0) this.completeUpTo = started;
      this.failures = 0;
      this.lastError = undefined;
    } catch (error) {
      if (signal.aborted) return;
      this.failures += 1;
      this.lastError = { message: describeFailure(error), at: this.now().toISOString() };
    }
    await writePart(this.store.db, 'published', {
      ...(this.completeUpTo ? { completeUpTo: this.completeUpTo } : {}),
      ...(this.lastError ? { lastError: this.lastError } : {}),
      heartbeatAt: this.now().toISOString(),
    }).catch(() => {});
    for (const listener of this.passListeners) listener();
  }

  private async loop(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      if (!this.leading) this.leading = await this.takeLead();
      if (this.leading) await this.pass(signal);
      const wait = !this.leading
        ? this.settings.followerRetryMs
        : this.failures > 0
          ? Math.min(this.settings.intervalMs * 2 ** this.failures, MAX_BACKOFF_MS)
          : this.settings.intervalMs;
      await sleep(wait, signal);
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
    const [runs, published] = await Promise.all([
      readPart(this.store.db, 'runs'),
      readPart(this.store.db, 'published'),
    ]);
    return {
      leader: this.leading,
      firstSyncDoneAt: runs.firstSyncDoneAt,
      completeUpTo: published.completeUpTo,
      lastError: published.lastError,
      heartbeatAt: published.heartbeatAt,
    };
  }
}

const describeFailure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
