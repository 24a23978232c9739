import { useMemo } from 'react';
import { useScenarios } from '../../../../client/scenarios/get-scenarios';
import { ancestorsOf, foldersById } from '../../../components/folder-tree/tree-model';
import type { FolderRow } from './folder-columns';

/**
 * The folders at the ends of the tree's branches, in tree order, each with the path to it: that is where a
 * catalogue keeps its test cases (the folders above them sort). One read of every folder, shared (same
 * query key) with the breadcrumb and the folder search. Waits while `enabled` is false. Shaped as a query
 * result, for QueryView.
 */
export function useLeafFolders({ enabled = true }: { enabled?: boolean } = {}) {
  const all = useScenarios({}, { enabled });
  const rows = useMemo(() => {
    if (!all.data) return undefined;
    const byId = foldersById(all.data);
    const parents = new Set(all.data.map((folder) => folder.PARENTID));
    return all.data
      .filter((folder) => !parents.has(folder.SCNRID))
      .map<FolderRow>((folder) => ({
        id: folder.SCNRID,
        name: folder.DESCR || '(no description)',
        subfolders: 0,
        path: ancestorsOf(folder.SCNRID, byId).map((id) => byId.get(id)?.DESCR || '(no description)'),
      }));
  }, [all.data]);
  const { isPending, isError, error, errorUpdatedAt, isFetching, refetch } = all;
  return { data: rows, isPending, isError, error, errorUpdatedAt, isFetching, refetch };
}
