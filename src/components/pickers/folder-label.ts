import type { Scenario } from '../../contract/records';
import { padId, unpadId } from '../../contract/ids';
import { ancestorsOf } from '../folder-tree/tree-model';

/** A folder's name with its ID, e.g. "Procure to Pay (102)"; "Folder (102)" while the folders are read. */
export function folderName(folderId: string, byId: ReadonlyMap<string, Scenario>): string {
  return `${byId.get(padId(folderId))?.DESCR ?? 'Folder'} (${unpadId(folderId)})`;
}

/** Where a folder sits, e.g. "Finance › Purchasing", so that folders of the same name can be told apart. */
export function folderPathText(folderId: string, byId: ReadonlyMap<string, Scenario>): string {
  const path = ancestorsOf(padId(folderId), byId).map((id) => byId.get(id)?.DESCR || unpadId(id));
  return path.length > 0 ? path.join(' › ') : 'Top level';
}
