import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scenarioQueryOptions } from '../../api/scenarios/get-scenario';
import { TOP_LEVEL_PARENT_ID } from '../../contract/ids';

const MAX_DEPTH = 64;

/**
 * Opens every ancestor of a folder (for deep links and search results): walks up with one read per level,
 * then reports the ancestor IDs, top first.
 */
export function useRevealFolder(folderId: string | undefined, onReveal: (ancestorIds: string[]) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!folderId) return;
    let cancelled = false;
    (async () => {
      const ancestors: string[] = [];
      let currentId = folderId;
      for (let depth = 0; depth < MAX_DEPTH; depth++) {
        const [folder] = await queryClient.fetchQuery({ ...scenarioQueryOptions(currentId), staleTime: 300_000 });
        if (!folder || folder.PARENTID === TOP_LEVEL_PARENT_ID) break;
        ancestors.unshift(folder.PARENTID);
        currentId = folder.PARENTID;
      }
      if (!cancelled) onReveal(ancestors);
    })().catch(() => {
      // An unknown folder is reported by the list pane; the tree simply stays as it is.
    });
    return () => {
      cancelled = true;
    };
  }, [folderId, queryClient, onReveal]);
}
