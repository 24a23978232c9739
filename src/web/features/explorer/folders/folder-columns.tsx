import { createColumnHelper } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { countsOf, folderCountsQuery, type FolderCounts } from '../../../../client/dashboard/explorer-reads';
import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { folderIdLabel } from '../../../components/folder-tree/count-text';
import { useShownForAWhile } from '../../../components/folder-tree/use-shown-for-a-while';
import { formatCount } from '../../../../format/format-count';
import { FolderPathCell, SEPARATOR } from './folder-path-cell';

/** A folder as a row of the folder tables (a folder's sub-folders, the start panel's folders). */
export interface FolderRow {
  id: string;
  name: string;
  /** How many sub-folders it has. */
  subfolders: number;
  /** Its parent, for a row that reads its counts (with its siblings'). */
  parentId?: string;
  /** Its ancestors' names, top first, for lists that mix folders from all over the tree. */
  path?: readonly string[];
  /** Its counts when the list came with them; otherwise each row reads its own once on screen. */
  counts?: FolderCounts;
}

const helper = createColumnHelper<DataTableFeatures, FolderRow>();

interface CountProps {
  folderId: string;
  parentId: string;
  which: 'testCases' | 'lastFailed';
}

const COUNTING = (
  <span className="muted">
    …<span className="visually-hidden">counting</span>
  </span>
);

/**
 * A count read for a row only once it has stayed on screen a moment (rows are virtualised: off screen they
 * unmount, which cancels an unfinished read); rows that only fly past never create a query.
 */
function CountCell(props: CountProps) {
  return useShownForAWhile() ? <LoadedCount {...props} /> : COUNTING;
}

function LoadedCount({ folderId, parentId, which }: CountProps) {
  const { data, isError } = useQuery(folderCountsQuery(parentId));
  if (isError || data === null) return <span className="muted">unknown</span>;
  const counts = data && countsOf(data, folderId);
  if (!counts) return COUNTING;
  return <Count value={counts[which]} which={which} />;
}

const Count = ({ value, which }: { value: number; which: CountProps['which'] }) => (
  <span className={which === 'lastFailed' && value > 0 ? 'count-failed' : undefined}>{formatCount(value)}</span>
);

const name = helper.accessor('name', {
  id: 'Folder',
  header: 'Folder',
  cell: (info) => (
    <a href={paths.folder.href(unpadId(info.row.original.id))} title={info.getValue()}>
      {info.getValue()}
    </a>
  ),
});
const id = helper.accessor((row) => Number(row.id), {
  id: 'ID',
  header: 'ID',
  cell: (info) => <span className="muted">{folderIdLabel(info.row.original.id)}</span>,
  enableColumnFilter: false,
});
const testCases = helper.display({
  id: 'Test cases',
  header: 'Test cases',
  cell: (info) => (
    <CountCell folderId={info.row.original.id} parentId={info.row.original.parentId!} which="testCases" />
  ),
});
const lastFailed = helper.display({
  id: 'Last failed',
  header: 'Last failed',
  cell: (info) => (
    <CountCell folderId={info.row.original.id} parentId={info.row.original.parentId!} which="lastFailed" />
  ),
});
const subfolders = helper.accessor('subfolders', {
  id: 'Sub-folders',
  header: 'Sub-folders',
  cell: (info) => formatCount(info.getValue()),
  enableColumnFilter: false,
});
// Filtered and sorted as the whole path reads.
const path = helper.accessor((row) => row.path?.join(SEPARATOR) ?? '', {
  id: 'In',
  header: 'In',
  cell: (info) => <FolderPathCell path={info.row.original.path ?? []} />,
});

/** A count the rows came with: sortable, the most first on the first click. */
const knownCount = (which: CountProps['which'], header: string) =>
  helper.accessor((row) => row.counts?.[which] ?? 0, {
    id: header,
    header,
    cell: (info) => <Count value={info.getValue()} which={which} />,
    enableColumnFilter: false,
    sortDescFirst: true,
  });

/** A folder's sub-folders: how much each holds (from the store) and how much lies below it. */
export const SUBFOLDER_COLUMNS = helper.columns([name, id, testCases, lastFailed, subfolders]);
/** Without a store: the service counts nothing, so no counts are shown. */
export const UNCOUNTED_SUBFOLDER_COLUMNS = helper.columns([name, id, subfolders]);
/** Folders from anywhere in the tree, with their counts: where each one is. */
export const PLACED_FOLDER_COLUMNS = helper.columns([
  name,
  id,
  path,
  knownCount('testCases', 'Test cases'),
  knownCount('lastFailed', 'Last failed'),
]);

export const FOLDER_COLUMN_WIDTHS = {
  Folder: 'minmax(12rem, 2fr)',
  ID: '5rem',
  In: 'minmax(10rem, 2fr)',
  'Test cases': '6.5rem',
  'Last failed': '6.5rem',
  'Sub-folders': '7rem',
};
