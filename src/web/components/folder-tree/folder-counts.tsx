import { useQuery } from '@tanstack/react-query';
import { countsOf, folderCountsQuery } from '../../../client/dashboard/explorer-reads';
import { formatCount } from '../../../format/format-count';
import { describeFolderCounts } from './count-text';
import { useShownForAWhile } from './use-shown-for-a-while';

interface FolderCountsProps {
  folderId: string;
  /** Its parent: the counts are read for all sub-folders of one folder at once. */
  parentId: string;
  hasSubfolders: boolean;
  /** The ID of the full sentence, for the row's aria-describedby. */
  descriptionId: string;
}

/**
 * A folder's test case count and last failures, compact for the eye and as a sentence for screen readers, from
 * the history store. Read only once the row has been on screen a moment. Without a store there are none to show:
 * the service counts nothing, and the explorer never reads a whole catalogue to count it.
 */
export function FolderCounts(props: FolderCountsProps) {
  // Rows that only fly past while scrolling never create a query at all.
  const shown = useShownForAWhile();
  return shown ? (
    <LoadedCounts {...props} />
  ) : (
    <span id={props.descriptionId} className="visually-hidden">
      {describeFolderCounts(props.folderId, props.hasSubfolders, undefined)}
    </span>
  );
}

function LoadedCounts({ folderId, parentId, hasSubfolders, descriptionId }: FolderCountsProps) {
  const { data: all, isError } = useQuery(folderCountsQuery(parentId));
  const data = all ? countsOf(all, folderId) : undefined;
  // No store (null) or a failed read: no counts, and nothing said of them.
  const description = describeFolderCounts(folderId, hasSubfolders, data, isError || all === null);
  const visible = data && !(hasSubfolders && data.testCases === 0);
  const failed = data ? data.lastFailed - data.lastAborted : 0;
  return (
    <>
      <span id={descriptionId} className="visually-hidden">
        {description}
      </span>
      {visible ? (
        // The status badges' marks rather than words ("✕ 4", not "4 failed"): spelt out, the counts took the room
        // of deep folders' names at 1440 px ("Payroll results …"). The title and the description say them in words.
        <span className="tree-counts" aria-hidden="true" title={description}>
          {formatCount(data.testCases)}
          {failed > 0 ? <span className="tree-failed"> · ✕ {formatCount(failed)}</span> : null}
          {data.lastAborted > 0 ? <span className="tree-aborted"> · ⊘ {formatCount(data.lastAborted)}</span> : null}
        </span>
      ) : null}
    </>
  );
}
