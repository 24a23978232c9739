import { useEffect, useMemo } from 'react';
import type { RowSource } from '../windowed-data-table';
import type { RowSet, RowSetState } from './row-set';
import type { ViewSpec } from './row-view';

/**
 * A windowed table's rows from a row set: the table's sorting and filters go to the worker, and the table shows
 * the previous order (marked busy) until it answers. `state` is the row set's (useRowSetState), so the rows
 * follow it as they arrive.
 */
export function useRowSource<T>(
  rowSet: RowSet<T> | undefined,
  state: RowSetState | undefined,
  view: ViewSpec,
): RowSource<T> {
  useEffect(() => rowSet?.setView(view), [rowSet, view]);
  return useMemo(
    () => ({
      count: state?.count ?? 0,
      rowAt: (position) => rowSet!.rowAt(position),
      allIds: () => rowSet!.idsInView(),
      viewKey: JSON.stringify(view),
    }),
    [rowSet, state, view],
  );
}
