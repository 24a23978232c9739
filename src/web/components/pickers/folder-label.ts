import type { FoundFolder } from '../../../contract/dashboard-api/folder-tree';
import { unpadId } from '../../../contract/ids';

/** A folder's name with its ID, e.g. "Procure to Pay (102)"; "Folder (102)" while it is looked up. */
export function folderName(folderId: string, folder?: Pick<FoundFolder, 'name'>): string {
  return `${folder?.name ?? 'Folder'} (${unpadId(folderId)})`;
}

export interface FolderPlace {
  /** Where a folder sits, e.g. "in Finance › Purchasing", so that folders of the same name can be told apart. */
  full: string;
  /** The same, cut to the nearest two ancestors ("in … › Purchasing › EU"): those tell twins apart. */
  short: string;
}

/** Where a found folder sits; undefined while it is looked up. */
export function folderPlace(folder: FoundFolder | undefined): FolderPlace | undefined {
  if (!folder) return undefined;
  const { path } = folder;
  if (path.length === 0) return { full: 'at the top level', short: 'at the top level' };
  const full = `in ${path.join(' › ')}`;
  return { full, short: path.length > 2 ? `in … › ${path.slice(-2).join(' › ')}` : full };
}
