// The explorer's endpoints of the dashboard's API: folder counts and a folder's test cases over the history store.
import {
  folderCasesQuerySchema,
  folderCasesSchema,
  folderCountsQuerySchema,
  folderCountsSchema,
  holdingFoldersQuerySchema,
  holdingFoldersSchema,
} from '../../../contract/dashboard-api/folders';
import {
  folderLevelQuerySchema,
  folderLevelSchema,
  folderPathQuerySchema,
  folderPathSchema,
  folderSearchQuerySchema,
  folderSearchSchema,
} from '../../../contract/dashboard-api/folder-tree';
import { readLevelThrough, readThroughUnseen } from '../read/folder-read-through';
import { folderLevel, folderPath, knowsFolder, searchFolders, type FolderIndex } from '../../../analysis/folder-index';
import { unpadId } from '../../../contract/ids';
import { storedFolderIndex } from '../read/stored-folder-tree';
import { notFound } from '../triage/triage-problem';
import type { HistoryState } from './history-status';
import { pageOfCaseView, storedCaseView } from '../read/stored-folder-cases';
import { pageOfHoldingFolders, storedFolderCounts, storedHoldingFolders } from '../read/stored-folder-counts';
import { define } from './dashboard-endpoints';
import { keptPerStore, storeOf } from './store-answers';

// Worked out once per store version (a pass over every test case, or every one below a folder), then paged for
// each ask: a page further down a list of 100,000 is a slice and one page's rows.
const keptHolding = keptPerStore((db, _all: 'all') => storedHoldingFolders(db));
const keptCaseView = keptPerStore(storedCaseView);
const keptFolderIndex = keptPerStore((db, _all: 'all') => storedFolderIndex(db));

/**
 * The folder index, holding `folder` and its sub-folders: a folder the store has not seen, or a level it holds
 * nothing of yet (the first sync lists every folder first, but a user may come sooner), is read through first.
 */
async function indexKnowing(history: HistoryState, folder: string): Promise<FolderIndex> {
  const index = await keptFolderIndex(history, 'all');
  if (index.byId.size > 0 && knowsFolder(index, folder)) return index;
  await readLevelThrough(storeOf(history), folder);
  return storedFolderIndex(storeOf(history));
}

export const EXPLORER_ENDPOINTS = [
  define({
    method: 'get',
    path: '/folders/level',
    operationId: 'getFolderLevel',
    summary: 'A level of the folder tree, from the store',
    description:
      'The sub-folders of `parent` (0: the top-level folders), each followed by its own sub-folders, as the ' +
      "service's `GET /scenarios?PARENTID=…&$children=true&$expandLevels=1` answers: every folder shown knows " +
      'whether it opens. A folder the store has not seen is read from the service first; a 502 says the service ' +
      'did not answer that read.',
    query: folderLevelQuerySchema,
    refusals: { 502: 'The folder is not in the store yet, and the service did not answer its read.' },
    answers: folderLevelSchema,
    handle: async ({ history }, query) => ({
      folders: folderLevel(await indexKnowing(history, query.parent), query.parent),
    }),
  }),
  define({
    method: 'get',
    path: '/folders/path',
    operationId: 'getFolderPath',
    summary: 'The path to a folder, from the store',
    description:
      'The folder and the folders above it with their names, the top-level folder first (a breadcrumb, or the ' +
      "folders to open to show it in the tree), and the folder's own record. A folder the store has not seen is " +
      'read from the service first.',
    query: folderPathQuerySchema,
    refusals: {
      404: 'Neither the store nor the service has the folder.',
      502: 'The folder is not in the store yet, and the service did not answer its read.',
    },
    answers: folderPathSchema,
    handle: async ({ history }, query) => {
      const index = await indexKnowing(history, query.folder);
      const path = folderPath(index, query.folder);
      if (path) return { path, folder: index.byId.get(query.folder)! };
      throw notFound(
        `Folder ${unpadId(query.folder)} does not exist: neither the history store nor the service has it.`,
      );
    },
  }),
  define({
    method: 'get',
    path: '/folders/search',
    operationId: 'searchFolders',
    summary: 'Folders by name, with their paths, from the store',
    description:
      'The first 50 folders whose name contains `q` (ignoring case) or whose ID it is, by name, with the names of the folders above ' +
      'each and how many match in all; and the folders named by `id` that exist (a picker showing what a link chose).',
    query: folderSearchQuerySchema,
    answers: folderSearchSchema,
    handle: async ({ history }, query) => searchFolders(await keptFolderIndex(history, 'all'), query),
  }),
  define({
    method: 'get',
    path: '/folders/counts',
    operationId: 'getFolderCounts',
    summary: "How many test cases a folder's sub-folders hold, from the store",
    description:
      'For each sub-folder of `parent` that holds test cases itself: how many, how many of them last failed or ' +
      'aborted, and how many aborted (not those of its own sub-folders). A sub-folder holding none is not listed; ' +
      'while `complete` is false (the first sync still reads) one not listed is not yet known to hold none.',
    query: folderCountsQuerySchema,
    answers: folderCountsSchema,
    handle: async ({ history }, query) => {
      const db = storeOf(history);
      const complete = history.phase === 'open' && Boolean((await history.sync.progress()).firstSyncDoneAt);
      return storedFolderCounts(db, query.parent, complete);
    },
  }),
  define({
    method: 'get',
    path: '/folders/holding',
    operationId: 'getHoldingFolders',
    summary: 'The folders that hold test cases, with their counts, from the store',
    description:
      'Every folder that holds test cases itself, with the names of the folders above it and its counts, sorted, ' +
      "filtered and paged: the explorer's start.",
    query: holdingFoldersQuerySchema,
    answers: holdingFoldersSchema,
    handle: async ({ history }, query) => pageOfHoldingFolders(await keptHolding(history, 'all'), query),
  }),
  define({
    method: 'get',
    path: '/folders/cases',
    operationId: 'getFolderCases',
    summary: "A folder's test cases, from the store",
    description:
      'The test cases directly in a folder (`deep=true`: and in every folder below it), with their last result and, ' +
      'for lists of at most 200, their flaky scores; sorted, filtered and paged, with the totals. A folder the store ' +
      'has not seen is read from the service first (its own sub-folders and test cases); a 502 says the service ' +
      'did not answer that read.',
    query: folderCasesQuerySchema,
    refusals: { 502: 'The folder is not in the store yet, and the service did not answer its read.' },
    answers: folderCasesSchema,
    handle: async ({ history }, query) => {
      const db = storeOf(history);
      if (query.deep === 'false') await readThroughUnseen(db, query.folder);
      const { offset, limit, ...view } = query;
      return pageOfCaseView(db, await keptCaseView(history, view), offset, limit);
    },
  }),
];
