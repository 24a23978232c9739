// Messages between a row set (the page) and the worker that loads, holds, sorts and filters its rows.
// The page never holds the whole list: it asks for the window it shows, so its work and memory stay the
// same for 100 rows or 100,000.
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

export type ToWorker<Request> =
  | { type: 'load'; request: Request }
  | { type: 'view'; id: number; spec: ViewSpec }
  /** The rows at positions [start, end) of the current view. */
  | { type: 'window'; version: number; start: number; end: number }
  /** The IDs of every row of the current view (select all). */
  | { type: 'ids'; requestId: number }
  /** The first `count` rows in arrival order, whatever the view (e.g. the newest runs for a chart). */
  | { type: 'head'; requestId: number; count: number }
  /** The loaded row with this ID, in the view or not. */
  | { type: 'row'; id: string }
  /** Read again the rows that may have changed (the definition's `refresh`), once the load is through. */
  | { type: 'refresh' };

export type FromWorker<T> =
  /** Rows loaded so far, and running totals of the counters over them. */
  | { type: 'progress'; loaded: number; counts: Record<string, number> }
  /** Every row is loaded: the final progress. */
  | { type: 'done'; loaded: number; counts: Record<string, number> }
  | { type: 'error'; error: PlainError }
  /**
   * The view for spec `id` now holds `count` rows. `version` changes whenever positions start meaning
   * other rows (a new sort or filter, or a recomputation while rows arrive), so older windows are dropped.
   */
  | { type: 'view'; id: number; version: number; count: number }
  /** Rows asked for, or the first rows of the arrival order sent ahead of the progress that counts them. */
  | { type: 'window'; version: number; start: number; rows: T[] }
  /**
   * Without a sort or filter, rows were replaced in place or new ones put first: windows of older versions are
   * stale.
   */
  | { type: 'changed'; version: number }
  | { type: 'ids'; requestId: number; ids: string[] }
  | { type: 'head'; requestId: number; rows: T[] }
  /** `row` is undefined when no loaded row has the ID; `version` as when it was read. */
  | { type: 'row'; version: number; id: string; row: T | undefined };

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
