import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scenariosQueryOptions } from '../../../client/scenarios/get-scenarios';
import { padId } from '../../../contract/ids';
import { ancestorsOf, foldersById } from './tree-model';

/**
 * Opens every ancestor of a folder (for deep links and search results), then reports the ancestor IDs, top
 * first. They come from one read of every folder, the one the breadcrumb and the pickers share, not from a read
 * per level: walking up a folder ten levels deep was ten round trips one after the other.
 */
export function useRevealFolder(folderId: string | undefined, onReveal: (ancestorIds: string[]) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!folderId) return;
    let cancelled = false;
    queryClient
      .fetchQuery({ ...scenariosQueryOptions({}), staleTime: 300_000 })
      .then((folders) => {
        const id = padId(folderId);
        const byId = foldersById(folders);
        if (!cancelled && byId.has(id)) onReveal(ancestorsOf(id, byId));
      })
      .catch(() => {
        // An unknown folder, or folders that cannot be read, are reported by the pane beside; the tree stays as it is.
      });
    return () => {
      cancelled = true;
    };
  }, [folderId, queryClient, onReveal]);
}
