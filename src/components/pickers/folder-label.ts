import type { Scenario } from '../../contract/records';
import { unpadId } from '../../contract/ids';
import { ancestorsOf } from '../folder-tree/tree-model';

/** Where a folder sits, e.g. "Finance › Purchasing", so that folders of the same name can be told apart. */
export function folderPathText(folderId: string, byId: ReadonlyMap<string, Scenario>): string {
  const path = ancestorsOf(folderId, byId).map((id) => byId.get(id)?.DESCR || unpadId(id));
  return path.length > 0 ? path.join(' › ') : 'Top level';
}
