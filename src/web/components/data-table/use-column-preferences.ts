import { useCallback, useState } from 'react';
import type { TableState } from './data-table';
import {
  loadColumnPreferences,
  saveColumnPreferences,
  type ColumnPreferences,
  type ColumnPreferenceStore,
} from './column-preferences';

/** What the screen keeps of a table's state itself (the URL, or the page's state); the columns are kept here. */
export type TableView = Pick<TableState, 'sorting' | 'columnFilters' | 'globalFilter'>;

/** A table's column preferences, read once per mount and written back on every change. */
export function useColumnPreferences(store: ColumnPreferenceStore, columnIds: readonly string[]) {
  const [preferences, setPreferences] = useState(() => loadColumnPreferences(store, columnIds));
  const change = useCallback(
    (next: ColumnPreferences) => {
      setPreferences(next);
      saveColumnPreferences(store, next);
    },
    [store],
  );
  const reset = useCallback(() => change(store.defaults), [change, store]);
  /** The table's whole state: the screen's view with these columns. */
  const tableState = (view: TableView): TableState => ({
    ...view,
    columnVisibility: preferences.visibility,
    columnOrder: preferences.order,
    columnSizing: preferences.sizing,
  });
  /**
   * For the table's onStateChange: keeps the columns here when they changed, and hands the rest to `setView` only
   * when it changed (a new sort or filter is a new view for the list's worker; a column dragged wider is not).
   */
  const keepColumns = (
    { columnVisibility, columnOrder, columnSizing, ...next }: TableState,
    view: TableView,
    setView: (next: TableView) => void,
  ) => {
    const columns = { visibility: columnVisibility, order: columnOrder ?? [], sizing: columnSizing ?? {} };
    // A sort or a filter typed key by key leaves the columns as they were: nothing to write to storage then.
    if (JSON.stringify(columns) !== JSON.stringify(preferences)) change(columns);
    if (JSON.stringify(next) !== JSON.stringify(view)) setView(next);
  };
  return { preferences, change, reset, tableState, keepColumns };
}
