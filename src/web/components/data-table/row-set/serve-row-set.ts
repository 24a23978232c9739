// The worker side of a row set: loads the rows batch by batch, keeps them, and answers the page's
// questions (how many rows does this sort and filter leave, which rows are at these positions, which
// IDs are in the view), so sorting 100,000 rows never blocks the page and never crosses to it whole.
import { listen, type FromWorker, type MessagePortLike, type PlainError, type ToWorker } from './protocol';
import { isIdentityView, RowView, type ColumnValues, type ViewSpec } from './row-view';

export interface RowSetDefinition<T, Request> {
  load: (request: Request) => AsyncIterable<T[]>;
  columns: ColumnValues<T>;
  rowId: (row: T) => string;
  /** Named row tests counted over all rows (e.g. how many last failed). */
  counters?: Readonly<Record<string, (row: T) => boolean>>;
  /**
   * Once every row is loaded: newer versions of some rows, by index, batch by batch (values that take a
   * read of their own, such as a score). The list shows at once and fills these in as they come.
   */
  refine?: (rows: readonly T[], request: Request) => AsyncIterable<{ index: number; row: T }[]>;
  /**
   * When the page asks (`refresh`), once every row is loaded: the current versions of the rows that may still
   * change and of any new since the load (runs in progress, runs started since), newest first, without reading
   * the rest again. They replace the rows with their IDs; new ones go first, as the newest arrive first.
   */
  refresh?: (rows: readonly T[], request: Request) => AsyncIterable<T[]>;
}

/** While rows arrive, an active sort or filter is recomputed at most this often. */
const VIEW_REFRESH_MS = 250;
/** Progress goes to the page at most this often: each message costs it a render. */
const PROGRESS_MS = 100;
/**
 * Loading gives way to the page's questions (the rows on screen, a sort) at least this often. Reads of a
 * body that has already arrived resolve as microtasks, so without this a fast server would starve those
 * messages until the whole list had been parsed: a second instead of a frame for the first rows.
 */
const YIELD_MS = 8;
/**
 * The first rows in arrival order go to the page unasked, just before the progress that counts them: the
 * table's first screen (a tall one, with its overscan) then renders with its rows at once, instead of with
 * placeholders that ask for them and a second render when they come.
 */
const FIRST_ROWS = 100;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function serveRowSet<T, Request>(port: MessagePortLike, definition: RowSetDefinition<T, Request>): void {
  const rows = new RowView(definition.columns);
  const counts: Record<string, number> = Object.fromEntries(
    Object.keys(definition.counters ?? {}).map((name) => [name, 0]),
  );
  let spec: { id: number; value: ViewSpec } | undefined;
  /** Positions of the current view; null while it is the arrival order. */
  let order: Int32Array | null = null;
  let version = 0;
  let lastViewAt = 0;
  let lastProgressAt = 0;
  /** How many of the first rows have gone to the page unasked. */
  let sentAhead = 0;
  /** What the rows were loaded for, once loaded: a refresh reads part of it again. */
  let loadedFor: { request: Request } | undefined;
  let refreshing = false;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
  const post = (message: FromWorker<T>) => port.postMessage(message);
  const count = () => (order ? order.length : rows.size);

  const sendFirstRows = () => {
    // Only while positions are the arrival order: a sorted or filtered view's rows are asked for by position.
    const end = Math.min(rows.size, FIRST_ROWS);
    if (order || sentAhead >= end) return;
    const ahead: T[] = [];
    for (let index = sentAhead; index < end; index += 1) ahead.push(rows.row(index));
    post({ type: 'window', version, start: sentAhead, rows: ahead });
    sentAhead = end;
  };

  /** The count so far (`done`: the final one), after any of the first rows it counts. */
  const progress = (type: 'progress' | 'done' = 'progress') => {
    sendFirstRows();
    post({ type, loaded: rows.size, counts: { ...counts } });
    lastProgressAt = Date.now();
  };

  const computeView = () => {
    if (!spec) return;
    order = isIdentityView(spec.value) ? null : rows.compute(spec.value);
    version += 1;
    lastViewAt = Date.now();
    post({ type: 'view', id: spec.id, version, count: count() });
  };

  const load = async (request: Request) => {
    let lastYieldAt = Date.now();
    try {
      for await (const batch of definition.load(request)) {
        rows.append(batch);
        tally(batch, 1);
        if (lastProgressAt === 0 || Date.now() - lastProgressAt >= PROGRESS_MS) progress();
        if (order && Date.now() - lastViewAt >= VIEW_REFRESH_MS) computeView();
        if (Date.now() - lastYieldAt >= YIELD_MS) {
          await nextTask();
          lastYieldAt = Date.now();
        }
      }
      // The final view before the final count: a page that shows "all loaded" must already have the
      // view's full length, or a user who jumps to the end lands short of it.
      if (order) computeView();
      progress('done');
      if (definition.refine) await refine(definition.refine, request);
      loadedFor = { request };
    } catch (error) {
      post({ type: 'error', error: toPlainError(error) });
    }
  };

  const allRows = () => Array.from({ length: rows.size }, (_, index) => rows.row(index));

  /** Adds the rows to the counters' totals (sign 1) or takes them out (-1). */
  const tally = (batch: readonly T[], sign: 1 | -1) => {
    for (const [name, test] of Object.entries(definition.counters ?? {}))
      counts[name]! += sign * batch.filter(test).length;
  };

  const replace = (index: number, row: T) => {
    tally([rows.row(index)], -1);
    tally([row], 1);
    rows.replace(index, row);
  };

  /** The page's windows and view are stale: positions now hold other versions of rows, or other rows. */
  const rowsChanged = () => {
    if (spec) computeView();
    else {
      version += 1;
      post({ type: 'changed', version });
    }
    progress();
  };

  const refine = async (refinements: NonNullable<RowSetDefinition<T, Request>['refine']>, request: Request) => {
    for await (const batch of refinements(allRows(), request)) {
      for (const { index, row } of batch) replace(index, row);
      rowsChanged();
    }
  };

  const refresh = async (read: NonNullable<RowSetDefinition<T, Request>['refresh']>, request: Request) => {
    // Rows change only here once loaded, so the rows handed to the read still stand at their indexes after it.
    const all = allRows();
    const fresh: T[] = [];
    for await (const batch of read(all, request)) fresh.push(...batch);
    const indexOf = new Map(all.map((row, index) => [definition.rowId(row), index]));
    const added: T[] = [];
    let changed = false;
    for (const row of fresh) {
      const index = indexOf.get(definition.rowId(row));
      if (index === undefined) added.push(row);
      // Rows read again as they were change nothing: the page is told only when a row did change.
      else if (JSON.stringify(rows.row(index)) !== JSON.stringify(row)) {
        replace(index, row);
        changed = true;
      }
    }
    if (added.length > 0) {
      rows.prepend(added);
      tally(added, 1);
    }
    if (changed || added.length > 0) rowsChanged();
  };

  listen(port, (event: MessageEvent<ToWorker<Request>>) => {
    const message = event.data;
    switch (message.type) {
      case 'load':
        void load(message.request);
        break;
      case 'view':
        spec = { id: message.id, value: message.spec };
        computeView();
        break;
      case 'refresh':
        // Not before the load is through (its rows would be read twice), and one at a time.
        if (!definition.refresh || !loadedFor || refreshing) return;
        refreshing = true;
        // A refresh that fails leaves the rows as they were; the page asks again at its next turn.
        void refresh(definition.refresh, loadedFor.request)
          .catch(() => undefined)
          .finally(() => (refreshing = false));
        break;
      case 'window': {
        if (message.version !== version) return;
        const end = Math.min(message.end, count());
        const window: T[] = [];
        for (let position = message.start; position < end; position += 1)
          window.push(rows.row(order ? order[position]! : position));
        post({ type: 'window', version, start: message.start, rows: window });
        break;
      }
      case 'ids': {
        const ids: string[] = [];
        for (let position = 0; position < count(); position += 1)
          ids.push(definition.rowId(rows.row(order ? order[position]! : position)));
        post({ type: 'ids', requestId: message.requestId, ids });
        break;
      }
      case 'head': {
        const head: T[] = [];
        for (let index = 0; index < Math.min(message.count, rows.size); index += 1) head.push(rows.row(index));
        post({ type: 'head', requestId: message.requestId, rows: head });
        break;
      }
      case 'row': {
        let row: T | undefined;
        for (let index = 0; index < rows.size && !row; index += 1)
          if (definition.rowId(rows.row(index)) === message.id) row = rows.row(index);
        post({ type: 'row', version, id: message.id, row });
        break;
      }
    }
  });
}

export function toPlainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { status, code, endpoint, detail } = error as Error &
    Partial<Pick<PlainError, 'status' | 'code' | 'endpoint' | 'detail'>>;
  return { name: error.name, message: error.message, status, code, endpoint, detail };
}
