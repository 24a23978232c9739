// The folder tree's reads: a level, the path to a folder, and a search by name. Each asks the dashboard's store
// first (/api/folders/…: small answers, nothing asked of the service). Without a store the service is read: a level
// by PARENTID, a path one folder at a time up to the top, and a search (typed by a user, not on a page's visit) over
// every folder it lists, read once and shared.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { indexFolders, searchFolders } from '../../analysis/folder-index';
import {
  folderLevelSchema,
  folderPathSchema,
  folderSearchSchema,
  type FolderPath,
  type FolderSearch,
  type FolderStep,
  type FoundFolder,
} from '../../contract/dashboard-api/folder-tree';
import { padId, TOP_LEVEL_PARENT_ID, unpadId } from '../../contract/ids';
import type { Scenario } from '../../contract/records';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { isNotFound } from '../http/api-error';
import { scenarioKeys } from '../query-keys';
import { getScenario } from './get-scenario';
import { getScenarios, scenariosQueryOptions } from './get-scenarios';

/** A folder tree changes seldom: a level, a path or a search stays fresh this long. */
const TREE_FRESH_MS = 60_000;
/** The deepest path walked a folder at a time (bad data with a cycle ends there, not never). */
const MAX_DEPTH = 50;

/**
 * One level of the folder tree plus one level ahead, so every shown folder knows whether it has sub-folders:
 * the tree and a folder's page share it.
 */
export function folderLevelQueryOptions(parentId: string) {
  return queryOptions({
    queryKey: scenarioKeys.level(parentId),
    queryFn: async ({ signal }): Promise<Scenario[]> => {
      const stored = await readFromStore(() =>
        getFromDashboard('/folders/level', folderLevelSchema, { query: { parent: unpadId(parentId) }, signal }),
      );
      return stored?.folders ?? getScenarios({ PARENTID: parentId, $children: true, $expandLevels: 1 }, signal);
    },
    staleTime: TREE_FRESH_MS,
  });
}

/** Up from the folder by its parents, one small read each; null for a folder the service does not have. */
async function walkUp(folderId: string, signal: AbortSignal): Promise<FolderPath | null> {
  let own: Scenario | undefined;
  const path: FolderStep[] = [];
  for (let id = padId(folderId); id !== TOP_LEVEL_PARENT_ID && path.length < MAX_DEPTH;) {
    let folder: Scenario | undefined;
    try {
      [folder] = await getScenario(id, {}, signal);
    } catch (error) {
      if (isNotFound(error) && !own) return null;
      throw error;
    }
    if (!folder || path.some((step) => step.id === folder.SCNRID)) break;
    own ??= folder;
    path.unshift({ id: folder.SCNRID, name: folder.DESCR || '(no description)' });
    id = padId(folder.PARENTID);
  }
  return own ? { path, folder: own } : null;
}

/**
 * A folder's record, with the folders above it, top first, and their names: its page's header and breadcrumb, and
 * the folders a deep link opens in the tree. Null for a folder nobody has.
 */
export function folderPathQueryOptions(folderId: string) {
  return queryOptions({
    queryKey: scenarioKeys.path(padId(folderId)),
    queryFn: async ({ signal }): Promise<FolderPath | null> => {
      const stored = await readFromStore(() =>
        getFromDashboard('/folders/path', folderPathSchema, { query: { folder: unpadId(folderId) }, signal }),
      );
      return stored ?? walkUp(folderId, signal);
    },
    staleTime: TREE_FRESH_MS,
  });
}

/** Every folder the service lists, as an index: a search's fallback without a store. */
async function serviceIndex(client: QueryClient) {
  return indexFolders(await client.fetchQuery({ ...scenariosQueryOptions({}), staleTime: 5 * TREE_FRESH_MS }));
}

/** Folders whose name contains `text`, with their paths, and the folders of `ids` that exist. */
export function folderSearchQueryOptions(text: string, ids: readonly string[] = []) {
  const query = { q: text.trim(), id: ids.map(unpadId).toSorted() };
  return queryOptions({
    queryKey: scenarioKeys.search(query),
    queryFn: async ({ signal, client }): Promise<FolderSearch> => {
      const stored = await readFromStore(() =>
        getFromDashboard('/folders/search', folderSearchSchema, { query, signal }),
      );
      return stored ?? searchFolders(await serviceIndex(client), query);
    },
    staleTime: TREE_FRESH_MS,
  });
}

/** The folders of `ids` that exist, by ID, with their names and paths: a picker's chips, a form's summary. */
export function useFoldersNamed(ids: readonly string[]): { byId: ReadonlyMap<string, FoundFolder>; known: boolean } {
  const answer = useQuery({ ...folderSearchQueryOptions('', ids), enabled: ids.length > 0 });
  return { byId: useFoldersById(answer.data), known: answer.isSuccess };
}

/**
 * The same from the store only, for a label that reads well enough by ID: without a store it stays empty rather
 * than read every folder the service lists for a table's column.
 */
export function useStoredFolderNames(ids: readonly string[]): ReadonlyMap<string, FoundFolder> {
  const query = { q: '', id: ids.map(unpadId).toSorted() };
  const answer = useQuery({
    queryKey: [...scenarioKeys.search(query), 'stored'],
    queryFn: ({ signal }) =>
      readFromStore(() => getFromDashboard('/folders/search', folderSearchSchema, { query, signal })),
    enabled: ids.length > 0,
    staleTime: TREE_FRESH_MS,
  });
  return useFoldersById(answer.data ?? undefined);
}

function useFoldersById(search: FolderSearch | undefined): ReadonlyMap<string, FoundFolder> {
  return useMemo(() => new Map((search?.named ?? []).map((folder) => [folder.id, folder])), [search]);
}
