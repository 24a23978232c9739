import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { folderLevelQueryOptions } from '../../../../client/scenarios/folder-tree-reads';
import type { FolderRow } from './folder-columns';

/**
 * A folder's sub-folders with how many sub-folders each has: the read the folder tree makes when the
 * folder opens (one level and one ahead), so the tree and the folder page share it.
 */
export function useSubfolders(folderId: string) {
  const level = useQuery(folderLevelQueryOptions(folderId));
  const rows = useMemo(() => {
    if (!level.data) return undefined;
    const below = new Map<string, number>();
    for (const folder of level.data) below.set(folder.PARENTID, (below.get(folder.PARENTID) ?? 0) + 1);
    return level.data
      .filter((folder) => folder.PARENTID === folderId)
      .map<FolderRow>((folder) => ({
        id: folder.SCNRID,
        parentId: folderId,
        name: folder.DESCR || '(no description)',
        subfolders: below.get(folder.SCNRID) ?? 0,
      }));
  }, [level.data, folderId]);
  return { rows, read: level };
}
