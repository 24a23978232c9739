// The explorer's reads of the dashboard server's history store: a folder's sub-folders' counts, the folders that hold
// test cases, and a folder's test cases, each a small answer sorted, filtered and paged by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  folderCasesSchema,
  folderCountsSchema,
  holdingFoldersSchema,
  type FolderCases,
  type FolderCasesQuery,
  type FolderCasesView,
  type HoldingFoldersQuery,
} from '../../contract/dashboard-api/folders';
import { unpadId } from '../../contract/ids';
import { testCaseKeys } from '../query-keys';
import { getFromDashboard, type DashboardQuery } from './get-from-dashboard';
import { historyStatusQuery, storeWillAnswer } from './history-status';
import { readFromStore } from './read-from-store';

/** What a folder's counts say: test cases directly in it, of those last failed (E or A), of those aborted. */
export interface FolderCounts {
  testCases: number;
  lastFailed: number;
  lastAborted: number;
}

const NONE: FolderCounts = { testCases: 0, lastFailed: 0, lastAborted: 0 };

/** A folder's sub-folders' counts by ID; incomplete while the store's first sync reads. */
export interface SubfolderCounts {
  byId: Map<string, FolderCounts>;
  complete: boolean;
}

/** While the first sync reads, the counts grow: asked again this often until they are complete. */
const INCOMPLETE_REREAD_MS = 5_000;

/**
 * The counts of a folder's sub-folders by ID, read once for all of them (the tree opens a level at a time); null
 * where no store answers: the service counts nothing, and the explorer then shows no counts.
 */
export function folderCountsQuery(parentId: string) {
  return queryOptions({
    queryKey: testCaseKeys.folderCounts(parentId),
    queryFn: ({ signal }) =>
      readFromStore(async (): Promise<SubfolderCounts> => {
        const { folders, complete } = await getFromDashboard('/folders/counts', folderCountsSchema, {
          query: { parent: unpadId(parentId) },
          signal,
        });
        const byId = new Map(
          folders.map(([id, testCases, lastFailed, lastAborted]) => [id, { testCases, lastFailed, lastAborted }]),
        );
        return { byId, complete };
      }),
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.complete === false ? INCOMPLETE_REREAD_MS : false),
  });
}

/**
 * A sub-folder's counts out of its parent's answer: none listed is none held, once the answer is complete; before,
 * not known yet (undefined).
 */
export const countsOf = (counts: SubfolderCounts, folderId: string): FolderCounts | undefined =>
  counts.byId.get(folderId) ?? (counts.complete ? NONE : undefined);

const asParams = (query: Record<string, string | number | readonly string[] | undefined>): DashboardQuery =>
  Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, typeof value === 'number' ? String(value) : value]],
    ),
  );

export function getHoldingFolders(query: HoldingFoldersQuery, signal?: AbortSignal) {
  return getFromDashboard('/folders/holding', holdingFoldersSchema, {
    query: asParams(query),
    ...(signal ? { signal } : {}),
  });
}

export function getFolderCases(query: FolderCasesQuery, signal?: AbortSignal): Promise<FolderCases> {
  return getFromDashboard('/folders/cases', folderCasesSchema, {
    query: asParams({ ...query, folder: unpadId(query.folder) }),
    ...(signal ? { signal } : {}),
  });
}

/** Whether the store answers the screens (undefined until its status is in): without it, only scoped reads. */
export function useStoreAnswers({ enabled = true }: { enabled?: boolean } = {}): boolean | undefined {
  const status = useQuery({ ...historyStatusQuery(), enabled });
  return status.isPending ? undefined : storeWillAnswer(status.data);
}

export type { FolderCasesView };
