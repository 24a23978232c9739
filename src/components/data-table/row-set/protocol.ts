// Messages between a row set (main thread) and the worker that loads, holds, sorts and filters its rows.
import type { ViewSpec } from './row-view';

/** An error as it crosses the thread boundary (classes do not survive structured cloning). */
export interface PlainError {
  name: string;
  message: string;
  status?: number;
  code?: string;
  endpoint?: string;
  detail?: string;
}

export type ToWorker<Request> = { type: 'load'; request: Request } | { type: 'view'; id: number; spec: ViewSpec };

export type FromWorker<T> =
  /** Rows in arrival order, and running totals of the counters over every row so far. */
  | { type: 'rows'; rows: T[]; counts: Record<string, number> }
  | { type: 'done' }
  | { type: 'error'; error: PlainError }
  /** The rows passing the view's filters, in its order; covers the first `loaded` rows. */
  | { type: 'view'; id: number; order: Int32Array; loaded: number };

/** A Worker, a worker's global scope or one end of a MessageChannel. */
export interface MessagePortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Channel ports only deliver once started; workers have no such method. */
  start?: () => void;
}

export function listen(port: MessagePortLike, listener: (event: MessageEvent) => void): void {
  port.addEventListener('message', listener);
  port.start?.();
}
