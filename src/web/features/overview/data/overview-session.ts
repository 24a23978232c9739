// The page's side of one overview load: the server's history store answers every figure at once where it keeps
// one; otherwise the two workers read the service, and each tile's state is kept as its figures arrive. Either
// way it tells the tiles that watch it.
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { isAbort, reviveError } from '../../../../client/http/api-error';
import { overviewFiguresSchema } from '../../../../contract/dashboard-api/overview';
import type { FromOverviewWorker, OverviewRequest, OverviewStart, TileData, TileName } from './overview-protocol';
import { getOutagePatterns } from '../../../../client/triage/triage-settings';

/** What the page asks for; the outage rule is read only where the service is read (the store applies its own). */
export type OverviewAsk = Omit<OverviewRequest, 'outagePatterns'>;

export type TileState<N extends TileName> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: TileData[N] };

interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromOverviewWorker>) => void): void;
  terminate?: () => void;
  start?: () => void;
}

/** A worker where the browser has them; otherwise (tests in jsdom) the same code behind a message channel. */
async function openWorker(): Promise<WorkerLike> {
  if (typeof Worker !== 'undefined')
    return new Worker(new URL('./overview.worker.ts', import.meta.url), { type: 'module', name: 'overview' });
  const [{ loadOverviewRuns }, { loadOverviewCases }] = await Promise.all([
    import('./load-overview-runs'),
    import('./load-overview-cases'),
  ]);
  const channel = new MessageChannel();
  channel.port2.addEventListener('message', (event: MessageEvent<OverviewStart>) => {
    const { half, request, peer } = event.data;
    const load = half === 'runs' ? loadOverviewRuns : loadOverviewCases;
    void load(request, (message) => channel.port2.postMessage(message), peer);
  });
  channel.port2.start();
  return Object.assign(channel.port1, { terminate: () => channel.port1.close() });
}

const LOADING = { status: 'loading' } as const;
const TILE_NAMES = Object.keys(overviewFiguresSchema.shape) as TileName[];

/** Where the figures come from: the server's history store, or the service read by the workers. */
export type FiguresSource = 'store' | 'service';

/** How far the range's runs are read: `readFrom` the oldest start day so far, while not `done`. */
export interface RunsRead {
  done: boolean;
  readFrom?: string;
}
const NOTHING_READ: RunsRead = { done: false };

export class OverviewSession {
  private readonly states = new Map<TileName, TileState<TileName>>();
  private readonly listeners = new Set<() => void>();
  private readonly workers: WorkerLike[] = [];
  private read: RunsRead = NOTHING_READ;
  private firstFailure?: { error: Error; at: number };
  private halvesDone = 0;
  private disposed = false;
  private from?: FiguresSource;
  private readonly stopped = new AbortController();
  /** When the reads began: the figures tell how the service stood then. */
  readonly startedAt = new Date();

  /**
   * The store is asked first, without a status read before it: where there is none, or it is not open, its
   * answer (404, 503 STORE_NOT_OPEN) comes at once and the workers start; where it answers, that is all.
   */
  constructor(request: Promise<OverviewAsk>) {
    void request.then(async (asked) => {
      if (this.disposed) return;
      if (!(await this.readStore(asked))) this.readService(asked);
    });
  }

  /** All figures from the store in one answer; false when it turns out to have none, so the service is read. */
  private async readStore({ range, folders, types, user }: OverviewAsk): Promise<boolean> {
    try {
      const figures = await getFromDashboard('/overview', overviewFiguresSchema, {
        query: { from: range.from, to: range.to, folder: folders, type: types, user },
        signal: this.stopped.signal,
      });
      for (const tile of TILE_NAMES) this.states.set(tile, { status: 'ready', data: figures[tile] });
    } catch (error) {
      if (isAbort(error)) return true;
      if (storeNotAnswering(error)) return false;
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const tile of TILE_NAMES) this.states.set(tile, { status: 'error', error: failure });
      this.firstFailure = { error: failure, at: Date.now() };
    }
    this.from = 'store';
    this.read = { done: true };
    this.halvesDone = 2;
    this.notify();
    return true;
  }

  /**
   * The runs half starts at once; the cases half once the runs half has answered first, so the first figures
   * (the last days' runs) do not share the machine with the biggest reads.
   */
  private readService(asked: OverviewAsk): void {
    this.from = 'service';
    // The rule the dashboard's API answers, so these figures equal the store's; none without a store (no triage).
    // A rule that cannot be read leaves the figures as the service counts them rather than leaving them out.
    const request = getOutagePatterns(this.stopped.signal)
      .catch((): readonly string[] => [])
      .then((outagePatterns) => ({ ...asked, outagePatterns }));
    const peers = new MessageChannel();
    let casesStarted = false;
    const startCases = () => {
      if (casesStarted) return;
      casesStarted = true;
      this.open({ half: 'cases', request, peer: peers.port2 });
    };
    this.open({ half: 'runs', request, peer: peers.port1 }, startCases);
  }

  private open(
    start: Omit<OverviewStart, 'request'> & { request: Promise<OverviewRequest> },
    onFirstMessage?: () => void,
  ): void {
    void openWorker().then(async (worker) => {
      if (this.disposed) return worker.terminate?.();
      this.workers.push(worker);
      worker.addEventListener('message', (event) => {
        onFirstMessage?.();
        if (event.data.type === 'done') {
          this.halvesDone += 1;
          worker.terminate?.();
          // A page that keeps earlier figures through a refresh swaps them once these are complete.
          this.notify();
        } else this.receive(event.data);
      });
      worker.start?.();
      const message: OverviewStart = { ...start, request: await start.request };
      if (this.disposed) return worker.terminate?.();
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker or channel port, not a window
      worker.postMessage(message, [start.peer]);
    });
  }

  private receive(message: Exclude<FromOverviewWorker, { type: 'done' }>): void {
    if (message.type === 'tile') this.states.set(message.tile, { status: 'ready', data: message.data });
    else if (message.type === 'runs read')
      this.read = message.readFrom ? { done: false, readFrom: message.readFrom } : { done: true };
    else {
      const error = reviveError(message.error);
      for (const tile of message.tiles) this.states.set(tile, { status: 'error', error });
      this.firstFailure ??= { error, at: Date.now() };
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  tile<N extends TileName>(name: N): TileState<N> {
    return (this.states.get(name) ?? LOADING) as TileState<N>;
  }

  runsRead(): RunsRead {
    return this.read;
  }

  /** Where the figures come from, once that is decided. */
  source(): FiguresSource | undefined {
    return this.from;
  }

  /** Both halves have read all they need: every tile holds its final figures or its error. */
  finished(): boolean {
    return this.halvesDone === 2;
  }

  /** The first error a tile got, and when, if any did. */
  failure(): { error: Error; at: number } | undefined {
    return this.firstFailure;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    this.disposed = true;
    this.stopped.abort();
    for (const worker of this.workers) worker.terminate?.();
  }
}
