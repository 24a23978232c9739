import { Link } from 'react-router';
import { paths } from '../../../navigation/paths';
import { unpadId } from '../../../contract/ids';
import type { FolderStep } from '../../../components/folder-tree/use-folder-path';

/** The folder by name, linked, with the folders above it; its ID alone until the names have loaded. */
export function FolderField({ folderId, path }: { folderId: string; path: readonly FolderStep[] }) {
  const shortId = unpadId(folderId);
  const folder = path.at(-1);
  const above = path.slice(0, -1);
  return (
    <span className="folder-field">
      <Link to={paths.folder.href(shortId)}>{folder?.name ?? `Folder ${shortId}`}</Link>{' '}
      <span className="muted">
        (ID {shortId}
        {folder ? `, in ${above.length > 0 ? above.map((step) => step.name).join(' › ') : 'the top level'}` : ''})
      </span>
    </span>
  );
}
