import { queryOptions, useQuery } from '@tanstack/react-query';
import { countCases, type FolderCounts } from '../../analysis/case-counts';
import { createRequestSlots } from '../http/request-slots';
import { testCaseKeys } from '../query-keys';
import { getTestCases } from './get-test-cases';

/** Counts are background work for whatever is on screen: a few requests at a time, never a burst of hundreds. */
export const COUNT_REQUESTS_AT_ONCE = 4;
const slots = createRequestSlots(COUNT_REQUESTS_AT_ONCE);

/**
 * How many test cases a folder holds directly and how many last failed; not its sub-folders' (the interface
 * has no count, so a sub-tree total would mean reading every test case below, 100,000 under a top folder).
 */
export async function getFolderCounts(folderId: string, signal?: AbortSignal): Promise<FolderCounts> {
  return countCases(await slots(() => getTestCases({ SCNRID: folderId }, signal), signal));
}

export function folderCountsQueryOptions(folderId: string) {
  return queryOptions({
    queryKey: testCaseKeys.folderCounts(folderId),
    queryFn: ({ signal }) => getFolderCounts(folderId, signal),
    staleTime: 60_000,
  });
}

/** Use it only while the folder is on screen: unmounted, an unfinished read is cancelled (it uses the signal). */
export function useFolderCounts(folderId: string) {
  return useQuery(folderCountsQueryOptions(folderId));
}
