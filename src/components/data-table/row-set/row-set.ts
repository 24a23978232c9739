// The page's side of a worker-backed list: the rows as they arrive (for rendering the visible window),
// the current view (positions after sort and filter, computed by the worker) and load state, as an
// external store for useSyncExternalStore.
import { listen, type FromWorker, type MessagePortLike, type PlainError, type ToWorker } from './protocol';
import { isIdentityView, type ViewSpec } from './row-view';

export interface RowSetState {
  /** Rows received so far (the array grows while loading; `loaded` is its length at this snapshot). */
  loaded: number;
  complete: boolean;
  error: Error | undefined;
  counts: Readonly<Record<string, number>>;
  /** How many rows the current view shows. */
  count: number;
  /** A sort or filter has been asked for and its result has not arrived yet. */
  viewPending: boolean;
}

/** A worker (or an in-page port) no longer needed once its row set is garbage collected. */
const workers = new FinalizationRegistry<{ terminate?: () => void; close?: () => void }>((port) => (port.terminate ?? port.close)?.call(port));

export class RowSet<T, Request = unknown> {
  readonly rows: T[] = [];
  private order: Int32Array | null = null;
  private viewId = 0;
  private spec: ViewSpec | undefined;
  private state: RowSetState = { loaded: 0, complete: false, error: undefined, counts: {}, count: 0, viewPending: false };
  private readonly listeners = new Set<() => void>();
  private readonly started: Promise<void>;

  constructor(
    private readonly port: MessagePortLike & { terminate?: () => void; close?: () => void },
    request: Request,
    private readonly reviveError: (error: PlainError) => Error,
  ) {
    // The port's handler must not keep the row set alive, or the registry could never end the worker.
    const self = new WeakRef(this);
    let settle!: { resolve: () => void; reject: (error: Error) => void };
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

  /** The row at a position of the current view. */
  rowAt(index: number): T {
    return this.rows[this.order ? this.order[index]! : index]!;
  }

  setView(spec: ViewSpec): void {
    if (this.spec && JSON.stringify(this.spec) === JSON.stringify(spec)) return;
    this.spec = spec;
    this.viewId += 1;
    this.post({ type: 'view', id: this.viewId, spec });
    if (isIdentityView(spec)) {
      this.order = null;
      this.update({ count: this.rows.length, viewPending: false });
    } else {
      this.update({ viewPending: true });
    }
  }

  /** Stops the worker (its download with it); rows already received stay readable. */
  dispose(): void {
    workers.unregister(this);
    (this.port.terminate ?? this.port.close)?.call(this.port);
  }

  private post(message: ToWorker<Request>): void {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
    this.port.postMessage(message);
  }

  private receive(message: FromWorker<T>, started: { resolve: () => void; reject: (error: Error) => void }): void {
    switch (message.type) {
      case 'rows':
        for (const row of message.rows) this.rows.push(row);
        this.update({ loaded: this.rows.length, counts: message.counts, ...(this.order ? {} : { count: this.rows.length }) });
        started.resolve();
        break;
      case 'done':
        this.update({ complete: true });
        started.resolve();
        break;
      case 'error': {
        const error = this.reviveError(message.error);
        this.update({ error });
        started.reject(error);
        break;
      }
      case 'view':
        if (message.id !== this.viewId) return;
        this.order = message.order;
        this.update({ count: message.order.length, viewPending: false });
        break;
    }
  }

  private update(change: Partial<RowSetState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
