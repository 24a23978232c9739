import { useMemo } from 'react';
import { useScenarios } from '../../../client/scenarios/get-scenarios';
import { padId } from '../../../contract/ids';
import { ancestorsOf, foldersById } from './tree-model';

export interface FolderStep {
  id: string;
  name: string;
}

/**
 * A folder and its ancestors, top level first, with their names. Empty while the folders are read or when
 * `folderId` is undefined; one read of every folder, shared (same query key) with the pickers.
 */
export function useFolderPath(folderId: string | undefined): FolderStep[] {
  const all = useScenarios({}, { enabled: Boolean(folderId) });
  return useMemo(() => {
    if (!folderId || !all.data) return [];
    const byId = foldersById(all.data);
    const id = padId(folderId);
    if (!byId.has(id)) return [];
    return [...ancestorsOf(id, byId), id].map((step) => ({
      id: step,
      name: byId.get(step)?.DESCR || '(no description)',
    }));
  }, [all.data, folderId]);
}
