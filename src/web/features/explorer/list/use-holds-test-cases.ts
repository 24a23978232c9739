import { useSyncExternalStore } from 'react';
import { useTestCaseRows } from './use-test-case-rows';

const noStore = () => () => undefined;

/**
 * Whether a folder holds test cases itself (not in its sub-folders), told by its own list, the very read that then
 * shows them: undefined until its first rows or its end tell; true when the read failed, so that the list shows
 * what failed. Re-renders when the answer changes, not with every row the list receives.
 */
export function useHoldsTestCases(folderId: string, enabled: boolean): boolean | undefined {
  const list = useTestCaseRows({ SCNRID: folderId, $includeSubfolders: false }, { enabled });
  const rowSet = list.data;
  const told = useSyncExternalStore(rowSet?.subscribe ?? noStore, () => {
    const state = rowSet?.getState();
    if (!state) return undefined;
    if (state.loaded > 0 || state.error) return true;
    return state.complete ? false : undefined;
  });
  return list.isError || told;
}
