// The worker side of a row set: loads the rows batch by batch, forwards each batch to the page, and
// answers view requests over everything loaded so far, so sorting 100,000 rows never blocks the page.
import { listen, type FromWorker, type MessagePortLike, type PlainError, type ToWorker } from './protocol';
import { isIdentityView, RowView, type ColumnValues, type ViewSpec } from './row-view';

export interface RowSetDefinition<T, Request> {
  load: (request: Request) => AsyncIterable<T[]>;
  columns: ColumnValues<T>;
  /** Named row tests counted over all rows (e.g. how many last failed). */
  counters?: Readonly<Record<string, (row: T) => boolean>>;
}

/** While rows arrive, an active sort or filter is recomputed at most this often. */
const VIEW_REFRESH_MS = 250;
/**
 * Rows go to the page at once for the first screen, then in batches of this many or this often: each
 * batch costs the page a structured-clone and a render, so a few dozen batches beat a thousand small ones.
 */
const BATCH_ROWS = 5_000;
const BATCH_MS = 150;

export function serveRowSet<T, Request>(port: MessagePortLike, definition: RowSetDefinition<T, Request>): void {
  const view = new RowView(definition.columns);
  const counts: Record<string, number> = Object.fromEntries(Object.keys(definition.counters ?? {}).map((name) => [name, 0]));
  let latest: { id: number; spec: ViewSpec } | undefined;
  let lastViewAt = 0;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
  const post = (message: FromWorker<T>, transfer: Transferable[] = []) => port.postMessage(message, transfer);

  let pending: T[] = [];
  let sentAnyAt = 0;
  const flush = () => {
    if (pending.length === 0) return;
    post({ type: 'rows', rows: pending, counts: { ...counts } });
    pending = [];
    sentAnyAt = Date.now();
  };

  /** Rows go first, so every position in a view refers to a row the page already has. */
  const sendView = () => {
    flush();
    if (!latest || isIdentityView(latest.spec)) return;
    const order = view.compute(latest.spec);
    lastViewAt = Date.now();
    post({ type: 'view', id: latest.id, order, loaded: view.size }, [order.buffer]);
  };

  const load = async (request: Request) => {
    try {
      for await (const rows of definition.load(request)) {
        view.append(rows);
        for (const [name, test] of Object.entries(definition.counters ?? {})) counts[name]! += rows.filter(test).length;
        pending.push(...rows);
        if (sentAnyAt === 0 || pending.length >= BATCH_ROWS || Date.now() - sentAnyAt >= BATCH_MS) flush();
        if (latest && !isIdentityView(latest.spec) && Date.now() - lastViewAt >= VIEW_REFRESH_MS) sendView();
      }
      flush();
      sendView();
      post({ type: 'done' });
    } catch (error) {
      post({ type: 'error', error: toPlainError(error) });
    }
  };

  listen(port, (event: MessageEvent<ToWorker<Request>>) => {
    const message = event.data;
    if (message.type === 'load') void load(message.request);
    else {
      latest = { id: message.id, spec: message.spec };
      sendView();
    }
  });
}

function toPlainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { status, code, endpoint, detail } = error as Error & Partial<Pick<PlainError, 'status' | 'code' | 'endpoint' | 'detail'>>;
  return { name: error.name, message: error.message, status, code, endpoint, detail };
}
