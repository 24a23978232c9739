import { useState, type ReactNode } from 'react';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../../../components/data-table/data-table';
import { FOLDER_COLUMN_WIDTHS, PLACED_FOLDER_COLUMNS, SUBFOLDER_COLUMNS, type FolderRow } from './folder-columns';
import { FOLDER_ROW_HEIGHT, folderTableHeight } from './lazy-folder-table';
import './folder-table.css';

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
  return (
    <div
      className={`folder-table${fill ? ' folder-table-fill' : ''}`}
      style={fill ? undefined : { height: folderTableHeight(rows.length) }}
    >
      <DataTable
        label={label}
        data={rows}
        columns={withPath ? PLACED_FOLDER_COLUMNS : SUBFOLDER_COLUMNS}
        rowName="Folder"
        columnWidths={FOLDER_COLUMN_WIDTHS}
        getRowId={(row) => row.id}
        rowHeight={FOLDER_ROW_HEIGHT}
        state={state}
        onStateChange={setState}
        empty={empty}
      />
    </div>
  );
}
