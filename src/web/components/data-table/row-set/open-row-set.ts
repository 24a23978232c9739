import { openWorkerPort, stopWhenAborted } from '../../worker-port';
import type { PlainError } from './protocol';
import { RowSet } from './row-set';
import type { RowSetDefinition } from './serve-row-set';

export interface RowSetSource<T, Request> {
  /** `new Worker(new URL('./x.worker.ts', import.meta.url), …)`, written where the bundler can see it. */
  worker: () => Worker;
  /** The worker's definition, loaded only where there is no Worker (tests in jsdom). */
  definition: () => Promise<RowSetDefinition<T, Request>>;
  reviveError: (error: PlainError) => Error;
  /** The definition's `rowId`, for the rows the page holds. */
  rowId: (row: T) => string;
}

/** A row set loading `request` in a worker, disposed (worker, download and all) when `signal` aborts. */
export async function openRowSet<T, Request>(
  source: RowSetSource<T, Request>,
  request: Request,
  signal: AbortSignal,
): Promise<RowSet<T, Request>> {
  const port = await openWorkerPort({
    worker: source.worker,
    serveInPage: async () => {
      const [{ serveRowSet }, definition] = await Promise.all([import('./serve-row-set'), source.definition()]);
      return (channel) => serveRowSet(channel, definition);
    },
  });
  const rowSet = new RowSet<T, Request>(port, request, source.reviveError, source);
  stopWhenAborted(signal, () => rowSet.dispose());
  return rowSet;
}
