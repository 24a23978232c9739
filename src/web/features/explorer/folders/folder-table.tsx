import { useState, type ReactNode } from 'react';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../../../components/data-table/data-table';
import { FOLDER_COLUMN_WIDTHS, SUBFOLDER_COLUMNS, UNCOUNTED_SUBFOLDER_COLUMNS, type FolderRow } from './folder-columns';
import { FOLDER_ROW_HEIGHT, folderTableHeight } from './lazy-folder-table';
import './folder-table.css';

/** A folder's sub-folders, one way into each; virtualised, so a folder with 1,000 sub-folders stays quick. */
export function FolderTable({
  label,
  rows,
  counted,
  empty,
}: {
  label: string;
  rows: readonly FolderRow[];
  /** With each one's counts (the store's); without a store there are none. */
  counted: boolean;
  empty: ReactNode;
}) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  return (
    <div className="folder-table" style={{ height: folderTableHeight(rows.length) }}>
      <DataTable
        label={label}
        data={rows}
        columns={counted ? SUBFOLDER_COLUMNS : UNCOUNTED_SUBFOLDER_COLUMNS}
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
