import type { Scenario } from '../../../contract/records';
import { padId, unpadId } from '../../../contract/ids';
import { ancestorsOf } from '../folder-tree/tree-model';

/** A folder's name with its ID, e.g. "Procure to Pay (102)"; "Folder (102)" while the folders are read. */
export function folderName(folderId: string, byId: ReadonlyMap<string, Scenario>): string {
  return `${byId.get(padId(folderId))?.DESCR ?? 'Folder'} (${unpadId(folderId)})`;
}

export interface FolderPlace {
  /** Where a folder sits, e.g. "in Finance › Purchasing", so that folders of the same name can be told apart. */
  full: string;
  /** The same, cut to the nearest two ancestors ("in … › Purchasing › EU"): those tell twins apart. */
  short: string;
}

/** Undefined while the folders are read. */
export function folderPlace(folderId: string, byId: ReadonlyMap<string, Scenario>): FolderPlace | undefined {
  const id = padId(folderId);
  if (!byId.has(id)) return undefined;
  const path = ancestorsOf(id, byId).map((step) => byId.get(step)?.DESCR || unpadId(step));
  if (path.length === 0) return { full: 'at the top level', short: 'at the top level' };
  const full = `in ${path.join(' › ')}`;
  return { full, short: path.length > 2 ? `in … › ${path.slice(-2).join(' › ')}` : full };
}
