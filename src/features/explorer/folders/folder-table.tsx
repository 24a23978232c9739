import { useState, type ReactNode } from 'react';
import {
  DataTable,
  DEFAULT_ROW_HEIGHT,
  type TableState,
  UNSORTED_UNFILTERED,
} from '../../../components/data-table/data-table';
import { FOLDER_COLUMN_WIDTHS, PLACED_FOLDER_COLUMNS, SUBFOLDER_COLUMNS, type FolderRow } from './folder-columns';
import './folder-table.css';

/** Header with its filter fields, and a border: what a table needs beside its rows. */
const HEADER_HEIGHT = 72;
const MAX_HEIGHT = 420;

/** Folders with their counts, one way into each; virtualised, so a folder with 1,000 sub-folders stays quick. */
export function FolderTable({
  label,
  rows,
  withPath = false,
  empty,
  fill = false,
}: {
  label: string;
  rows: readonly FolderRow[];
  /** Folders from all over the tree: a column says where each one is (instead of how many sub-folders it has). */
  withPath?: boolean;
  empty: ReactNode;
  /** Take the rest of the pane's height (the table is the page), instead of as much as the rows need. */
  fill?: boolean;
}) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  // As tall as its rows, up to a limit: three sub-folders should not sit in a box built for a thousand.
  const height = Math.min(MAX_HEIGHT, HEADER_HEIGHT + Math.max(rows.length, 2) * DEFAULT_ROW_HEIGHT);
  return (
    <div className={`folder-table${fill ? ' folder-table-fill' : ''}`} style={fill ? undefined : { height }}>
      <DataTable
        label={label}
        data={rows}
        columns={withPath ? PLACED_FOLDER_COLUMNS : SUBFOLDER_COLUMNS}
        columnWidths={FOLDER_COLUMN_WIDTHS}
        getRowId={(row) => row.id}
        state={state}
        onStateChange={setState}
        empty={empty}
      />
    </div>
  );
}
