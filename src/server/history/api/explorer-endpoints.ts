// The explorer's endpoints of the dashboard's API: folder counts and a folder's test cases over the history store.
import {
  folderCasesQuerySchema,
  folderCasesSchema,
  folderCountsQuerySchema,
  folderCountsSchema,
  holdingFoldersQuerySchema,
  holdingFoldersSchema,
} from '../../../contract/dashboard-api/folders';
import { readThroughUnseen } from '../read/folder-read-through';
import { pageOfCaseView, storedCaseView } from '../read/stored-folder-cases';
import { pageOfHoldingFolders, storedFolderCounts, storedHoldingFolders } from '../read/stored-folder-counts';
import { define, keptPerStore, storeOf } from './dashboard-endpoints';

// Worked out once per store version (a pass over every test case, or every one below a folder), then paged for
// each ask: a page further down a list of 100,000 is a slice and one page's rows.
const keptHolding = keptPerStore((db, _all: 'all') => storedHoldingFolders(db));
const keptCaseView = keptPerStore(storedCaseView);

export const EXPLORER_ENDPOINTS = [
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
