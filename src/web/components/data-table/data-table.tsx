import {
  useTable,
  type ColumnFiltersState,
  type ColumnOrderState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useRef, type ReactNode } from 'react';
import { usePrinting } from '../use-printing';
import { useScrollAreaVirtualizer } from '../use-scroll-area-virtualizer';
import { usePageScroll } from './page-scroll';
import { TableShell } from './table-shell';
import { dataTableFeatures, type DataColumns } from './table-features';

export interface TableState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilter: string;
  columnVisibility: ColumnVisibilityState;
  /** Widths in px the user gave columns (by resizing); the others keep their `columnWidths` track. */
  columnSizing?: ColumnSizingState;
  /** Column IDs in the order shown; IDs left out follow in their defined order. */
  columnOrder?: ColumnOrderState;
}

export interface DataTableProps<T extends object> {
  /** Accessible name of the table. */
  label: string;
  data: readonly T[];
  columns: DataColumns<T>;
  /**
   * ID of the column whose cells name the row (a run's name, a test case's ID): they are the rows' headers, and
   * stay in view while a table wider than the screen scrolls sideways, so each row is still known by its name.
   * Several: the first of them shown.
   */
  rowName: string | readonly string[];
  getRowId: (row: T) => string;
  /** CSS grid track per column ID (default `minmax(8rem, 1fr)`). */
  columnWidths?: Readonly<Record<string, string>>;
  /** Each column header gets a handle to resize the column (pointer and keyboard); widths go to `columnSizing`. */
  resizable?: boolean;
  state: TableState;
  onStateChange: (next: TableState) => void;
  /** With selection, the first column holds a checkbox per row. */
  selection?: {
    selected: RowSelectionState;
    onChange: (next: RowSelectionState) => void;
    rowLabel: (row: T) => string;
  };
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  rowHeight?: number;
  /** The rows scroll with the page instead of a box of their own: the table is as tall as its rows. */
  scrollsWithPage?: boolean;
}

/** A table as it first shows: its rows' own order, no filter, every column. (State is replaced, never changed.) */
export const UNSORTED_UNFILTERED: TableState = {
  sorting: [],
  columnFilters: [],
  globalFilter: '',
  columnVisibility: {},
};

const DEFAULT_ROW_HEIGHT = 36;
const NO_SIZES: ColumnSizingState = {};
const NO_ORDER: ColumnOrderState = [];
const OVERSCAN = 10;
/**
 * A table that scrolls with the page renders up to this many rows all at once: about what a tall screen's window
 * and its overscan hold anyway, and the virtualiser's set-up is not free while a page opens (finding the page's
 * scroll area and where the rows begin in it, then its size: a forced style and two forced layouts of the whole
 * page). Longer lists are windowed.
 */
const ALL_ROWS_UP_TO = 100;

const resolve = <V,>(updater: Updater<V>, current: V): V =>
  typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;

/** TanStack Table options shared by both tables: state owned by the caller, changes reported back. */
export function tableOptions<T extends object>(props: Omit<DataTableProps<T>, 'data' | 'empty' | 'label'>, data: T[]) {
  const { state, onStateChange, selection } = props;
  return {
    features: dataTableFeatures,
    data,
    columns: props.columns,
    getRowId: (row: T) => props.getRowId(row),
    state: {
      sorting: state.sorting,
      columnFilters: state.columnFilters,
      globalFilter: state.globalFilter,
      columnVisibility: state.columnVisibility,
      columnSizing: state.columnSizing ?? NO_SIZES,
      columnOrder: state.columnOrder ?? NO_ORDER,
      rowSelection: selection?.selected ?? {},
    },
    onSortingChange: (updater: Updater<SortingState>) =>
      onStateChange({ ...state, sorting: resolve(updater, state.sorting) }),
    onColumnFiltersChange: (updater: Updater<ColumnFiltersState>) =>
      onStateChange({ ...state, columnFilters: resolve(updater, state.columnFilters) }),
    onGlobalFilterChange: (updater: Updater<unknown>) =>
      onStateChange({ ...state, globalFilter: String(resolve(updater, state.globalFilter) ?? '') }),
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) =>
      onStateChange({ ...state, columnVisibility: resolve(updater, state.columnVisibility) }),
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      onStateChange({ ...state, columnSizing: resolve(updater, state.columnSizing ?? NO_SIZES) }),
    onColumnOrderChange: (updater: Updater<ColumnOrderState>) =>
      onStateChange({ ...state, columnOrder: resolve(updater, state.columnOrder ?? NO_ORDER) }),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      selection?.onChange(resolve(updater, selection.selected)),
    enableRowSelection: Boolean(selection),
    // The first click sorts ascending in every column, numbers included: one rule people can predict.
    sortDescFirst: false,
  };
}

/**
 * A virtualised table over rows held in memory: TanStack Table sorts and filters them, only the visible
 * rows are in the DOM (every row of a short list that scrolls with the page). For lists of tens of thousands,
 * use WindowedDataTable, which does that off the page.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { selection } = props;
  const table = useTable(tableOptions(props, props.data as T[]));
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const windowed = !props.scrollsWithPage || rows.length > ALL_ROWS_UP_TO;
  const page = usePageScroll(scrollRef, Boolean(props.scrollsWithPage) && windowed);
  // On paper every row is there, not the screen's window of them (print.css puts them in the page's flow).
  const { printing } = usePrinting();
  const windower = useScrollAreaVirtualizer({
    enabled: windowed,
    count: rows.length,
    getScrollElement: () => page.scroller ?? scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: printing ? rows.length : OVERSCAN,
    scrollMargin: page.margin,
  });
  const everyRow = useMemo(
    () => allRowsLaidOut(windowed ? 0 : rows.length, rowHeight),
    [windowed, rows.length, rowHeight],
  );
  const virtualizer = windowed ? windower : everyRow;
  const allSelected = rows.length > 0 && rows.every((row) => row.getIsSelected());
  return (
    <TableShell
      label={props.label}
      table={table}
      scrollRef={scrollRef}
      virtualizer={virtualizer}
      windowRows={virtualizer.getVirtualItems().map((item) => rows[item.index]!)}
      rowCount={rows.length}
      columnWidths={props.columnWidths}
      rowName={props.rowName}
      resizable={props.resizable}
      columnSizing={props.state.columnSizing}
      rowHeight={rowHeight}
      scrollsWithPage={props.scrollsWithPage}
      selection={
        selection && {
          allSelected,
          rowLabel: selection.rowLabel,
          onSelectAll: () =>
            selection.onChange(allSelected ? {} : Object.fromEntries(rows.map((row) => [row.id, true]))),
        }
      }
      empty={props.empty}
    />
  );
}

/** The virtualiser's view of a list shown whole: every row, one below the other, from the top of the rows. */
function allRowsLaidOut(count: number, rowHeight: number) {
  const items = Array.from({ length: count }, (_, index) => ({ index, start: index * rowHeight }));
  return { getVirtualItems: () => items, getTotalSize: () => count * rowHeight, options: { scrollMargin: 0 } };
}

export { DEFAULT_ROW_HEIGHT, OVERSCAN };
