import { useQuery } from '@tanstack/react-query';
import { folderPathQueryOptions } from '../../../client/scenarios/folder-tree-reads';
import type { FolderStep } from '../../../contract/dashboard-api/folder-tree';

export type { FolderStep };

const NONE: FolderStep[] = [];

/**
 * A folder and its ancestors, top level first, with their names: one small read (the store's, or the service's a
 * folder at a time without one). Empty while it is read, for a folder nobody has, or when `folderId` is undefined.
 */
export function useFolderPath(folderId: string | undefined): FolderStep[] {
  const path = useQuery({ ...folderPathQueryOptions(folderId ?? ''), enabled: Boolean(folderId) });
  return (folderId && path.data?.path) || NONE;
}
