import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { folderPathQueryOptions } from '../../../client/scenarios/folder-tree-reads';

/**
 * Opens every ancestor of a folder (for deep links and search results), then reports the ancestor IDs, top
 * first. They come from the folder's path, the read its breadcrumb shares, not from a read per level: walking up a
 * folder ten levels deep was ten round trips one after the other.
 */
export function useRevealFolder(folderId: string | undefined, onReveal: (ancestorIds: string[]) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!folderId) return;
    let cancelled = false;
    queryClient
      .fetchQuery(folderPathQueryOptions(folderId))
      .then((answer) => {
        if (!cancelled && answer) onReveal(answer.path.slice(0, -1).map((step) => step.id));
      })
      .catch(() => {
        // An unknown folder, or folders that cannot be read, are reported by the pane beside; the tree stays as it is.
      });
    return () => {
      cancelled = true;
    };
  }, [folderId, queryClient, onReveal]);
}
