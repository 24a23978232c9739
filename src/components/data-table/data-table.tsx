import { useTable, type ColumnFiltersState, type RowSelectionState, type SortingState, type Updater, type ColumnVisibilityState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import { ColumnHeader } from './column-header';
import { dataTableFeatures, type DataColumns } from './table-features';
import './data-table.css';

export interface TableState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilter: string;
  columnVisibility: ColumnVisibilityState;
}

export interface DataTableProps<T extends object> {
  /** Accessible name of the table. */
  label: string;
  data: readonly T[];
  columns: DataColumns<T>;
  getRowId: (row: T) => string;
  /** CSS grid track per column ID (default `minmax(8rem, 1fr)`). */
  columnWidths?: Readonly<Record<string, string>>;
  state: TableState;
  onStateChange: (next: TableState) => void;
  /** With selection, the first column holds a checkbox per row. */
  selection?: { selected: RowSelectionState; onChange: (next: RowSelectionState) => void; rowLabel: (row: T) => string };
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  rowHeight?: number;
}

const resolve = <V,>(updater: Updater<V>, current: V): V => (typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater);

/**
 * A virtualised table: only the visible rows are in the DOM, so 100,000 rows scroll smoothly. Uses the
 * ARIA table pattern with aria-rowcount/aria-rowindex because most rows are not rendered.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { state, onStateChange, selection } = props;
  const data = props.data as T[];
  const table = useTable({
    features: dataTableFeatures,
    data,
    columns: props.columns,
    getRowId: (row) => props.getRowId(row),
    state: { sorting: state.sorting, columnFilters: state.columnFilters, globalFilter: state.globalFilter, columnVisibility: state.columnVisibility, rowSelection: selection?.selected ?? {} },
    onSortingChange: (updater) => onStateChange({ ...state, sorting: resolve(updater, state.sorting) }),
    onColumnFiltersChange: (updater) => onStateChange({ ...state, columnFilters: resolve(updater, state.columnFilters) }),
    onGlobalFilterChange: (updater) => onStateChange({ ...state, globalFilter: String(resolve(updater, state.globalFilter) ?? '') }),
    onColumnVisibilityChange: (updater) => onStateChange({ ...state, columnVisibility: resolve(updater, state.columnVisibility) }),
    onRowSelectionChange: (updater) => selection?.onChange(resolve(updater, selection.selected)),
    enableRowSelection: Boolean(selection),
  });

  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = props.rowHeight ?? 36;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 10 });
  const visibleColumns = table.getVisibleLeafColumns();
  const gridTemplateColumns = useMemo(
    () => [...(selection ? ['2.5rem'] : []), ...visibleColumns.map((column) => props.columnWidths?.[column.id] ?? 'minmax(8rem, 1fr)')].join(' '),
    [selection, visibleColumns, props.columnWidths],
  );
  const allSelected = rows.length > 0 && rows.every((row) => row.getIsSelected());
  const minWidth = useMemo(() => minimumWidthRem(gridTemplateColumns), [gridTemplateColumns]);

  return (
    <div ref={scrollRef} className="data-table" role="table" aria-label={props.label} aria-rowcount={rows.length + 1} aria-colcount={visibleColumns.length + (selection ? 1 : 0)}>
      <div className="dt-inner" style={{ minWidth: `${minWidth}rem` }}>
      <div role="rowgroup" className="dt-head">
        <div role="row" aria-rowindex={1} className="dt-row" style={{ gridTemplateColumns }}>
          {selection ? (
            <div role="columnheader" className="dt-cell dt-check">
              <input type="checkbox" aria-label="Select all rows" checked={allSelected} onChange={() => selection.onChange(allSelected ? {} : Object.fromEntries(rows.map((row) => [row.id, true])))} />
            </div>
          ) : null}
          {table.getHeaderGroups()[0]!.headers.map((header) => (
            <ColumnHeader key={header.id} header={header} />
          ))}
        </div>
      </div>
      <div className="dt-body" role="rowgroup">
        {rows.length === 0 ? (
          <div role="row" aria-rowindex={2}>
            <div role="cell" className="dt-empty">
              {props.empty}
            </div>
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <div key={row.id} role="row" aria-rowindex={item.index + 2} aria-selected={selection ? row.getIsSelected() : undefined} className="dt-row dt-data-row" style={{ gridTemplateColumns, height: rowHeight, transform: `translateY(${item.start}px)` }}>
                  {selection ? (
                    <div role="cell" className="dt-cell dt-check">
                      <input type="checkbox" aria-label={`Select ${selection.rowLabel(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                    </div>
                  ) : null}
                  {row.getVisibleCells().map((cell) => (
                    <div key={cell.id} role="cell" className="dt-cell">
                      <table.FlexRender cell={cell} />
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        )}
      </div>
      </div>
    </div>
  );
}

/** The narrowest the columns may get (the rem minimums of their tracks); below it the table scrolls sideways. */
function minimumWidthRem(template: string): number {
  return template.split(/ (?![^(]*\))/).reduce((sum, track) => sum + Number(/([\d.]+)rem/.exec(track)?.[1] ?? 8), 0);
}
