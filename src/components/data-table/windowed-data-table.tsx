import { useTable, type RowSelectionState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { DEFAULT_ROW_HEIGHT, OVERSCAN, tableOptions, type DataTableProps } from './data-table';
import { TableShell } from './table-shell';

/** Rows sorted and filtered elsewhere (a worker, see row-set/): how many there are and each by position. */
export interface RowSource<T> {
  count: number;
  rowAt: (index: number) => T;
}

export interface WindowedDataTableProps<T extends object> extends Omit<DataTableProps<T>, 'data'> {
  source: RowSource<T>;
  /** The source is still applying the table's sort or filter. */
  busy?: boolean;
}

/**
 * The same table for lists of any length: TanStack Table sees only the rows on screen (sorting and
 * filtering are manual, done by the source), so the page's work per render does not grow with the list.
 */
export function WindowedDataTable<T extends object>(props: WindowedDataTableProps<T>) {
  const { source, selection, getRowId } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const virtualizer = useVirtualizer({ count: source.count, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: OVERSCAN });
  const windowData = virtualizer.getVirtualItems().map((item) => source.rowAt(item.index));
  const table = useTable({ ...tableOptions(props, windowData), manualSorting: true, manualFiltering: true });
  const selected = selection?.selected;
  const allSelected = useMemo(() => {
    if (!selected || source.count === 0) return false;
    for (let index = 0; index < source.count; index += 1) if (!selected[getRowId(source.rowAt(index))]) return false;
    return true;
  }, [selected, source, getRowId]);
  const selectAll = () => {
    if (!selection) return;
    if (allSelected) return selection.onChange({});
    const next: RowSelectionState = {};
    for (let index = 0; index < source.count; index += 1) next[getRowId(source.rowAt(index))] = true;
    selection.onChange(next);
  };
  return (
    <TableShell
      label={props.label}
      table={table}
      scrollRef={scrollRef}
      virtualizer={virtualizer}
      windowRows={table.getRowModel().rows}
      rowCount={source.count}
      columnWidths={props.columnWidths}
      rowHeight={rowHeight}
      selection={selection && { allSelected, rowLabel: selection.rowLabel, onSelectAll: selectAll }}
      empty={props.empty}
      busy={props.busy}
    />
  );
}
