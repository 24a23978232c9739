import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { folderPathQueryOptions } from '../../../../client/scenarios/folder-tree-reads';
import { formatPercent } from '../../../../format/format';
import { formatCount } from '../../../../format/format-count';
import { folderName } from '../../../components/pickers/folder-label';
import { unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import type { TileState } from '../data/tile-state';
import { Tile, TileBody, TileEmpty } from './tile';

export const FoldersTile = memo(function FoldersTile({
  state,
  onRetry,
}: {
  state: TileState<'folders'>;
  onRetry: () => void;
}) {
  return (
    <Tile name="folders" reserve="22.5rem" title="Folders with the most failures">
      <TileBody state={state} what="the folders" onRetry={onRetry}>
        {(data) =>
          data.length === 0 ? (
            <TileEmpty title="No failures in this range." />
          ) : (
            <table className="simple-table">
              <caption className="visually-hidden">Folders with the most failed executions in the range</caption>
              <thead>
                <tr>
                  <th scope="col">Folder</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Pass rate</th>
                </tr>
              </thead>
              <tbody>
                {data.map((folder) => (
                  <tr key={folder.folderId}>
                    <th scope="row">
                      <FolderLink folderId={folder.folderId} />
                    </th>
                    <td>{formatCount(folder.failed)}</td>
                    <td>{formatPercent(folder.passed, folder.finished)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </TileBody>
    </Tile>
  );
});

/** A ranked folder by name: each row reads its own folder's path (the store's, shared with its breadcrumb). */
function FolderLink({ folderId }: { folderId: string }) {
  const folder = useQuery(folderPathQueryOptions(folderId)).data?.path.at(-1);
  return <a href={paths.folder.href(unpadId(folderId))}>{folderName(folderId, folder)}</a>;
}
