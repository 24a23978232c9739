import { useSyncExternalStore } from 'react';
import type { RowSet, RowSetState } from './row-set';

const nothing = () => () => undefined;
const noState = () => undefined;

/** Re-renders when rows arrive or a view is applied. */
export function useRowSetState(rowSet: RowSet<unknown> | undefined): RowSetState | undefined {
  return useSyncExternalStore(rowSet?.subscribe ?? nothing, rowSet?.getState ?? noState);
}
