// The page's side of a worker-backed list: load progress, the size of the current view, and a small
// cache of the rows on screen, fetched from the worker by position as the user scrolls. An external
// store for useSyncExternalStore.
import { listen, type FromWorker, type MessagePortLike, type PlainError, type ToWorker } from './protocol';
import { isIdentityView, type ViewSpec } from './row-view';

export interface RowSetState {
  /** Rows loaded so far. */
  loaded: number;
  complete: boolean;
  error: Error | undefined;
  /** When the load failed (ms since the epoch), so a retry can be timed from it. */
  failedAt: number | undefined;
  counts: Readonly<Record<string, number>>;
  /** How many rows the current view shows. */
  count: number;
  /** A sort or filter has been asked for and its result has not arrived yet. */
  viewPending: boolean;
  /** Changes whenever rows on screen may have changed (a window arrived, the view changed). */
  revision: number;
}

/** Rows fetched around what is asked for, so scrolling a little needs no new round trip. */
const WINDOW_PADDING = 60;
/** Beyond this many cached rows the cache starts over: it only ever needs to hold a screen or two. */
const CACHE_LIMIT = 2_000;

/** A worker (or an in-page port) no longer needed once its row set is garbage collected. */
const workers = new FinalizationRegistry<{ terminate?: () => void; close?: () => void }>((port) =>
  (port.terminate ?? port.close)?.call(port),
);

type Settle = { resolve: () => void; reject: (error: Error) => void };

export class RowSet<T, Request = unknown> {
  private state: RowSetState = {
    loaded: 0,
    complete: false,
    error: undefined,
    failedAt: undefined,
    counts: {},
    count: 0,
    viewPending: false,
    revision: 0,
  };
  private spec: ViewSpec | undefined;
  private specId = 0;
  private version = 0;
  private cache = new Map<number, T>();
  /**
   * The rows on screen before the rows or the view last changed, shown in their places until the new version's
   * rows arrive: a placeholder in between would redraw every row, and a focused link in one would be gone.
   */
  private stale = new Map<number, T>();
  private wanted: { start: number; end: number } | undefined;
  private requested = '';
  private readonly idRequests = new Map<number, (ids: string[]) => void>();
  // Method syntax keeps RowSet<T> assignable to RowSet<unknown>, as useRowSetState takes it.
  private readonly headRequests = new Map<number, { resolve(rows: T[]): void }>();
  /** Rows found by ID beyond the cache, and the IDs asked for since rows last arrived or changed. */
  private readonly found = new Map<string, T>();
  private readonly asked = new Set<string>();
  private nextRequestId = 0;
  private readonly listeners = new Set<() => void>();
  private readonly started: Promise<void>;

  constructor(
    private readonly port: MessagePortLike & { terminate?: () => void; close?: () => void },
    request: Request,
    private readonly reviveError: (error: PlainError) => Error,
    // Method syntax again, for the same reason as headRequests'.
    private readonly identity: { rowId(row: T): string },
  ) {
    // The port's handler must not keep the row set alive, or the registry could never end the worker.
    const self = new WeakRef(this);
    let settle!: Settle;
    this.started = new Promise((resolve, reject) => (settle = { resolve, reject }));
    listen(port, (event: MessageEvent<FromWorker<T>>) => self.deref()?.receive(event.data, settle));
    // A worker that cannot start (blocked script, old browser) must end in an error state, not a spinner.
    if (typeof Worker !== 'undefined' && port instanceof Worker) {
      port.addEventListener('error', (event: ErrorEvent) => {
        event.preventDefault();
        const message = `The list could not be loaded in the background${event.message ? `: ${event.message}` : ''}. Reload the page; if it persists, report it.`;
        self.deref()?.receive({ type: 'error', error: { name: 'Error', message } }, settle);
      });
    }
    workers.register(this, port, this);
    this.post({ type: 'load', request });
  }

  /** Resolves with the first rows (or an empty complete list); rejects when loading fails before any row. */
  ready(): Promise<this> {
    return this.started.then(() => this);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** The row at a position of the current view, if it is here yet; asks the worker for it otherwise. */
  rowAt(position: number): T | undefined {
    const row = this.cache.get(position);
    if (row !== undefined) return row;
    this.want(position);
    return this.stale.get(position);
  }

  /**
   * The loaded row with this ID, if the page holds it (on screen or near it, or found before); asks the worker
   * for it otherwise, and the state's revision changes once it is here (meanwhile the version the page showed
   * before the rows last changed, if it had one). Undefined for an ID not loaded.
   */
  rowById(id: string): T | undefined {
    const held = (rows: Map<number, T>) => {
      for (const row of rows.values()) if (this.identity.rowId(row) === id) return row;
      return undefined;
    };
    const row = held(this.cache) ?? this.found.get(id);
    if (row !== undefined) return row;
    if (!this.asked.has(id)) {
      this.asked.add(id);
      this.post({ type: 'row', id });
    }
    return held(this.stale);
  }

  setView(spec: ViewSpec): void {
    if (this.spec && JSON.stringify(this.spec) === JSON.stringify(spec)) return;
    // A fresh row set already shows arrival order: asking the worker for it again would only make the rows
    // on screen be fetched twice.
    const unchanged = !this.spec && isIdentityView(spec);
    this.spec = spec;
    if (unchanged) return;
    this.specId += 1;
    this.post({ type: 'view', id: this.specId, spec });
    this.update({ viewPending: true });
  }

  /** Reads again the rows that may have changed (the definition's `refresh`); asked before the load is through, nothing. */
  refresh(): void {
    this.post({ type: 'refresh' });
  }

  /** The IDs of every row in the current view. */
  idsInView(): Promise<string[]> {
    const requestId = (this.nextRequestId += 1);
    return new Promise((resolve) => {
      this.idRequests.set(requestId, resolve);
      this.post({ type: 'ids', requestId });
    });
  }

  /** The first `count` rows loaded so far, in arrival order (unsorted, unfiltered). */
  head(count: number): Promise<T[]> {
    const requestId = (this.nextRequestId += 1);
    return new Promise((resolve) => {
      this.headRequests.set(requestId, { resolve });
      this.post({ type: 'head', requestId, count });
    });
  }

  /** Resolves once every row has arrived; rejects when loading fails. */
  complete(): Promise<this> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!this.state.complete && !this.state.error) return;
        unsubscribe();
        if (this.state.error) reject(this.state.error);
        else resolve(this);
      };
      const unsubscribe = this.subscribe(check);
      check();
    });
  }

  /** Stops the worker (its download with it). */
  dispose(): void {
    workers.unregister(this);
    (this.port.terminate ?? this.port.close)?.call(this.port);
  }

  private post(message: ToWorker<Request>): void {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
    this.port.postMessage(message);
  }

  /** Collects the positions asked for during a render, then asks the worker once for all of them. */
  private want(position: number): void {
    if (position >= this.state.count) return;
    if (!this.wanted) {
      this.wanted = { start: position, end: position + 1 };
      queueMicrotask(() => this.requestWanted());
    } else {
      this.wanted = { start: Math.min(this.wanted.start, position), end: Math.max(this.wanted.end, position + 1) };
    }
  }

  private requestWanted(): void {
    const wanted = this.wanted!;
    this.wanted = undefined;
    const start = Math.max(0, wanted.start - WINDOW_PADDING);
    const end = Math.min(this.state.count, wanted.end + WINDOW_PADDING);
    const key = `${this.version}:${start}:${end}`;
    if (key === this.requested) return;
    this.requested = key;
    this.post({ type: 'window', version: this.version, start, end });
  }

  private receive(message: FromWorker<T>, started: Settle): void {
    switch (message.type) {
      case 'progress':
        this.arrived(message);
        started.resolve();
        break;
      case 'done':
        this.arrived(message, { complete: true });
        started.resolve();
        break;
      case 'error': {
        const error = this.reviveError(message.error);
        this.update({ error, failedAt: Date.now() });
        started.reject(error);
        break;
      }
      case 'view':
        if (message.id !== this.specId) return;
        this.version = message.version;
        this.setAside();
        this.asked.clear();
        this.update({ count: message.count, viewPending: false, revision: this.state.revision + 1 });
        break;
      case 'changed':
        this.version = message.version;
        this.setAside();
        this.found.clear();
        this.asked.clear();
        this.update({ revision: this.state.revision + 1 });
        break;
      case 'window':
        if (message.version !== this.version) return;
        if (this.cache.size > CACHE_LIMIT) this.cache.clear();
        // The window holds every position the screen asked for: the rows set aside are no longer shown.
        this.stale.clear();
        message.rows.forEach((row, offset) => this.cache.set(message.start + offset, row));
        this.requested = '';
        // First rows sent ahead of the progress that counts them are not on screen yet: that progress shows them.
        if (message.start < this.state.count) this.update({ revision: this.state.revision + 1 });
        break;
      case 'ids':
        this.idRequests.get(message.requestId)?.(message.ids);
        this.idRequests.delete(message.requestId);
        break;
      case 'head':
        this.headRequests.get(message.requestId)?.resolve(message.rows);
        this.headRequests.delete(message.requestId);
        break;
      case 'row':
        // An answer from before the rows changed is dropped; the ID is asked for again (`asked` was cleared).
        if (message.version !== this.version || message.row === undefined) return;
        this.found.set(message.id, message.row);
        this.update({ revision: this.state.revision + 1 });
        break;
    }
  }

  /** Keeps the rows on screen as stale ones, to be asked for again in the new version. */
  private setAside(): void {
    if (this.cache.size > 0) this.stale = this.cache;
    this.cache = new Map();
    this.requested = '';
  }

  /** Rows loaded so far (the final count with `done`). */
  private arrived(message: { loaded: number; counts: Record<string, number> }, change: Partial<RowSetState> = {}) {
    // In arrival order every new row is a new position at the end: the view grows with the load.
    const growing = !this.spec || isIdentityView(this.spec);
    // An ID not found so far may be among the rows that just arrived.
    this.asked.clear();
    this.update({
      loaded: message.loaded,
      counts: message.counts,
      ...(growing && !this.state.viewPending ? { count: message.loaded } : {}),
      ...change,
    });
  }

  private update(change: Partial<RowSetState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
