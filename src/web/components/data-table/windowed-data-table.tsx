import { useTable, type Row } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { useScrollAreaVirtualizer } from '../use-scroll-area-virtualizer';
import { DEFAULT_ROW_HEIGHT, OVERSCAN, tableOptions, type DataTableProps } from './data-table';
import type { DataTableFeatures } from './table-features';
import { TableShell } from './table-shell';
import { useKeepRowsInView } from './use-keep-rows-in-view';

/** Rows sorted and filtered elsewhere (a worker, see row-set/), handed over by position as they are shown. */
export interface RowSource<T> {
  count: number;
  /** The row at a position, or undefined while it is on its way. */
  rowAt: (position: number) => T | undefined;
  /** The IDs of every row of the view, for "select all". */
  allIds: () => Promise<string[]>;
  /** Identifies the current sort and filter: a "select all" holds only for the view it was made in. */
  viewKey: string;
  /** Told the first and last positions on screen (with the overscan), for a source that reads them as needed. */
  onWindow?: (first: number, last: number) => void;
}

export interface WindowedDataTableProps<T extends object> extends Omit<DataTableProps<T>, 'data' | 'scrollsWithPage'> {
  source: RowSource<T>;
  /** The source is still applying the table's sort or filter. */
  busy?: boolean;
}

/**
 * The same table for lists of any length: TanStack Table sees only the rows on screen (sorting and
 * filtering are manual, done by the source), so the page's work per render does not grow with the list.
 */
export function WindowedDataTable<T extends object>(props: WindowedDataTableProps<T>) {
  const { source, selection } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const virtualizer = useScrollAreaVirtualizer({
    count: source.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const windowFirst = items[0]?.index ?? 0;
  const windowLast = items.at(-1)?.index ?? 0;
  const { onWindow } = source;
  useEffect(() => onWindow?.(windowFirst, windowLast), [onWindow, windowFirst, windowLast]);
  const onScreen = items.map((item) => source.rowAt(item.index));
  useKeepRowsInView(
    source,
    items.map((item) => item.index),
    props.getRowId,
    scrollRef,
    rowHeight,
    virtualizer.scrollOffset ?? 0,
  );
  const table = useTable({
    ...tableOptions(
      props,
      onScreen.filter((row) => row !== undefined),
    ),
    manualSorting: true,
    manualFiltering: true,
  });
  // Table rows are in the order of the rows that have arrived; rows still on their way show as placeholders.
  const tableRows = table.getRowModel().rows;
  const windowRows: (Row<DataTableFeatures, T> | null)[] = [];
  let arrived = 0;
  for (const row of onScreen) windowRows.push(row === undefined ? null : tableRows[arrived++]!);

  const [selectedAllIn, setSelectedAllIn] = useState<string | undefined>();
  const selectedCount = selection ? Object.keys(selection.selected).length : 0;
  const allSelected = source.count > 0 && selectedAllIn === source.viewKey && selectedCount === source.count;
  const selectAll = async () => {
    if (!selection) return;
    if (allSelected) {
      selection.onChange({});
      return;
    }
    const ids = await source.allIds();
    selection.onChange(Object.fromEntries(ids.map((id) => [id, true as const])));
    setSelectedAllIn(source.viewKey);
  };

  return (
    <TableShell
      label={props.label}
      table={table}
      scrollRef={scrollRef}
      virtualizer={virtualizer}
      windowRows={windowRows}
      rowCount={source.count}
      columnWidths={props.columnWidths}
      rowName={props.rowName}
      resizable={props.resizable}
      columnSizing={props.state.columnSizing}
      rowHeight={rowHeight}
      selection={selection && { allSelected, rowLabel: selection.rowLabel, onSelectAll: () => void selectAll() }}
      empty={props.empty}
      busy={props.busy}
    />
  );
}
