import { memo } from 'react';
import { useScenario } from '../../../../client/scenarios/get-scenario';
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

/** A ranked folder by name: each row reads its own folder, not the whole tree. */
function FolderLink({ folderId }: { folderId: string }) {
  const folder = useScenario(unpadId(folderId)).data?.[0];
  const byId = new Map(folder ? [[folder.SCNRID, folder]] : []);
  return <a href={paths.folder.href(unpadId(folderId))}>{folderName(folderId, byId)}</a>;
}
