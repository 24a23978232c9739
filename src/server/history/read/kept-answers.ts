// Answers over the store kept for as long as what they are worked out from stays the same (a version of it, cheap
// to read), and worked out again after a sync pass for the views asked lately: the view a team keeps open is then
// ready when its next reader comes, instead of costing that reader the store's second of work. Requests for an
// answer being worked out wait for that one.

export interface KeptAnswersOptions<Q, A> {
  /** Changes whenever the answer would: a few milliseconds to read. */
  version: (query: Q) => Promise<string>;
  compute: (query: Q) => Promise<A>;
  /** The same text for the same query. */
  keyOf: (query: Q) => string;
  /**
   * The part of a version whose moves an answer follows at once; it follows the rest within FRESH_FOR_MS, or within
   * COST_FACTOR times what working it out took, whichever is longer.
   */
  urgentPart?: (version: string) => string;
  /** Views worked out at each refresh whether anyone asked or not: the ones a day's first visitors open. */
  warm?: () => Q[];
  /**
   * For answers that take seconds to work out: an answer this many ms old at most is served while its successor is
   * worked out, instead of having its reader wait for that.
   */
  staleFor?: number;
  /** With staleFor: the part of a version that must be the same for a stale answer to be served (the history whole). */
  stalePart?: (version: string) => string;
  now?: () => number;
}

/**
 * An answer worked out this recently stands when only runs in progress moved on since: while runs go on they move
 * every few seconds, and working the overview out again at each move took a fifth of a core.
 */
export const FRESH_FOR_MS = 10_000;
/**
 * An answer that took seconds to work out (every interface's fields on a large store) is worked out again at most
 * once in this many times as long: the server's one history thread answers every request, and runs stored every few
 * seconds would otherwise keep it busy working out the same view.
 */
export const COST_FACTOR = 20;

/** Views asked within this long are worked out again after a pass that changed them. */
const ASKED_WITHIN_MS = 15 * 60_000;
/** Distinct views kept; the one asked longest ago goes first. */
const MAX_KEPT = 20;

interface Entry<Q, A> {
  query: Q;
  version: string;
  answer: Promise<A>;
  askedAt: number;
  computedAt: number;
  /** How long working it out took; 0 until it is done. */
  tookMs: number;
}

export class KeptAnswers<Q, A> {
  private readonly entries = new Map<string, Entry<Q, A>>();
  private refreshing: Promise<void> | undefined;
  private later: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: KeptAnswersOptions<Q, A>) {
    this.now = options.now ?? Date.now;
  }

  async answer(query: Q): Promise<A> {
    const key = this.options.keyOf(query);
    const version = await this.options.version(query);
    const kept = this.entries.get(key);
    const stale = kept !== undefined && !this.stands(kept, version) && this.servesStale(kept, version);
    if (stale) this.refreshSoon(kept);
    const entry = kept && (stale || this.stands(kept, version)) ? kept : this.work(key, query, version);
    entry.askedAt = this.now();
    // Kept in the order of asking, so the first is the one to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEPT) this.entries.delete(this.entries.keys().next().value!);
    return entry.answer;
  }

  /** After a sync pass: the views asked lately whose version moved are worked out again, one at a time. */
  refresh(): Promise<void> {
    this.refreshing ??= this.refreshAll().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refreshAll(): Promise<void> {
    const warm = new Map((this.options.warm?.() ?? []).map((query) => [this.options.keyOf(query), query]));
    // A copy: requests meanwhile move their entries to the end.
    for (const [key, entry] of Array.from(this.entries)) {
      if (this.now() - entry.askedAt > ASKED_WITHIN_MS && !warm.has(key)) {
        this.entries.delete(key);
        continue;
      }
      const version = await this.options.version(entry.query);
      if (version === entry.version) continue;
      // An answer that may be served stale is worked out again once its cost allows, whatever moved.
      if (this.stands(entry, version) || (this.servesStale(entry, version) && !this.due(entry))) {
        this.refreshLater(entry);
        continue;
      }
      const fresh = this.work(key, entry.query, version);
      fresh.askedAt = entry.askedAt;
      // Readers meanwhile read the new version too: they wait for this answer rather than work out their own. Where
      // a stale answer may be served, they read the old one until the new one is there.
      const serveOld = this.servesStale(entry, version);
      if (!serveOld && this.entries.get(key) === entry) this.entries.set(key, fresh);
      const worked = await fresh.answer.then(
        () => true,
        () => false,
      );
      if (serveOld && worked && this.entries.get(key) === entry) this.entries.set(key, fresh);
    }
    for (const [key, query] of warm)
      if (!this.entries.has(key)) {
        const entry = this.work(key, query, await this.options.version(query));
        this.entries.set(key, entry);
        await entry.answer.catch(() => {});
      }
  }

  /** Whether a kept answer still stands: worked out for this version, or too recently to work out again. */
  private stands(entry: Entry<Q, A>, version: string): boolean {
    if (entry.version === version) return true;
    const urgent = this.options.urgentPart ?? (() => '');
    return urgent(entry.version) === urgent(version) && this.now() - entry.computedAt < this.freshFor(entry);
  }

  private freshFor(entry: Entry<Q, A>): number {
    return Math.max(FRESH_FOR_MS, COST_FACTOR * entry.tookMs);
  }

  /** Whether the answer may be served while its successor (of `version`) is worked out (`staleFor`, `stalePart`). */
  private servesStale(entry: Entry<Q, A>, version: string): boolean {
    const { staleFor, stalePart = () => '' } = this.options;
    return (
      staleFor !== undefined &&
      this.now() - entry.computedAt < staleFor &&
      stalePart(entry.version) === stalePart(version)
    );
  }

  /** Whether the answer is old enough, for what it cost, to be worked out again. */
  private due(entry: Entry<Q, A>): boolean {
    return this.now() - entry.computedAt >= this.freshFor(entry);
  }

  /** A stale answer served: its successor is worked out now if its cost allows, else once it does. */
  private refreshSoon(entry: Entry<Q, A>): void {
    if (this.due(entry)) void this.refresh().catch(() => {});
    else this.refreshLater(entry);
  }

  /** A view that changed too soon after it was worked out is worked out once it may be. */
  private refreshLater(entry: Entry<Q, A>): void {
    if (this.later) return;
    this.later = setTimeout(
      () => {
        this.later = undefined;
        void this.refresh().catch(() => {});
      },
      this.freshFor(entry) - (this.now() - entry.computedAt),
    );
    this.later.unref();
  }

  private work(key: string, query: Q, version: string): Entry<Q, A> {
    const started = this.now();
    const answer = this.options.compute(query);
    const entry = { query, version, answer, askedAt: started, computedAt: started, tookMs: 0 };
    void answer.then(
      () => (entry.tookMs = this.now() - entry.computedAt),
      () => {},
    );
    // A failure is not kept: the next request tries again.
    answer.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry;
  }
}
