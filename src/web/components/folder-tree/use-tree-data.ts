import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { folderLevelQueryOptions } from '../../../client/scenarios/folder-tree-reads';
import { TOP_LEVEL_PARENT_ID } from '../../../contract/ids';
import { addLevel, emptyTree, type TreeData } from './tree-model';

export interface TreeDataResult {
  tree: TreeData;
  /** The top level's read: the tree shows nothing else until it answers. */
  root: UseQueryResult;
}

/** Loads the top level and the children of every open folder; nothing else. */
export function useTreeData(expanded: ReadonlySet<string>): TreeDataResult {
  const parentIds = [TOP_LEVEL_PARENT_ID, ...expanded];
  return useQueries({
    queries: parentIds.map((id) => folderLevelQueryOptions(id)),
    combine: (results) => {
      const tree = emptyTree();
      results.forEach((result, index) => {
        if (result.data) addLevel(tree, parentIds[index]!, result.data);
      });
      return { tree, root: results[0]! };
    },
  });
}

/** Starts loading a folder's children before the user opens it (on hover or focus). */
export function usePrefetchLevel() {
  const queryClient = useQueryClient();
  return useCallback((id: string) => void queryClient.prefetchQuery(folderLevelQueryOptions(id)), [queryClient]);
}
