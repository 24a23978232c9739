import { useMemo } from 'react';
import { useScenarios } from '../../../../client/scenarios/get-scenarios';
import { ancestorsOf, foldersById } from '../../../components/folder-tree/tree-model';
import type { FolderRow } from './folder-columns';
import { useCountsByFolder } from './use-counts-by-folder';

/**
 * The folders that hold test cases, in tree order, each with the path to it and its counts. Any folder may hold
 * them, one with sub-folders too, so this is not told by the tree's shape. Two reads: every folder (shared, same
 * query key, with the breadcrumb and the folder search) and every test case counted by folder. Waits while
 * `enabled` is false. Shaped as a query result, for QueryView: pending until both are in, failed if either failed.
 */
export function useHoldingFolders({ enabled = true }: { enabled?: boolean } = {}) {
  const folders = useScenarios({}, { enabled });
  const counts = useCountsByFolder({ enabled });
  const rows = useMemo(() => {
    if (!folders.data || !counts.data) return undefined;
    const byId = foldersById(folders.data);
    const nameOf = (id: string) => byId.get(id)?.DESCR || '(no description)';
    return folders.data.flatMap<FolderRow>((folder) => {
      const held = counts.data.get(folder.SCNRID);
      if (!held) return [];
      return {
        id: folder.SCNRID,
        name: nameOf(folder.SCNRID),
        subfolders: 0,
        path: ancestorsOf(folder.SCNRID, byId).map(nameOf),
        counts: held,
      };
    });
  }, [folders.data, counts.data]);
  const failed = folders.isError ? folders : counts;
  return {
    data: rows,
    isPending: folders.isPending || counts.isPending,
    isError: folders.isError || counts.isError,
    error: failed.error,
    errorUpdatedAt: failed.errorUpdatedAt,
    isFetching: folders.isFetching || counts.isFetching,
    refetch: () => Promise.all([folders.isError && folders.refetch(), counts.isError && counts.refetch()]),
  };
}
