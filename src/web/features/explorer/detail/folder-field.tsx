import { Link } from 'react-router';
import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import type { FolderStep } from '../../../components/folder-tree/use-folder-path';

/**
 * The folder by name, linked, over its ID; "Folder <ID>" until the names have loaded. Two lines whatever the name
 * (a long one is cut short, whole in its title), so the fields below stay put when the names arrive; the folders
 * above it are in the page's breadcrumbs.
 */
export function FolderField({ folderId, path }: { folderId: string; path: readonly FolderStep[] }) {
  const shortId = unpadId(folderId);
  const name = path.at(-1)?.name;
  return (
    <span className="folder-field">
      <Link to={paths.folder.href(shortId)} title={name}>
        {name ?? `Folder ${shortId}`}
      </Link>
      <span className="muted">ID {shortId}</span>
    </span>
  );
}
