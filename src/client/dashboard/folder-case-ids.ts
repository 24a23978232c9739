// What a folder chosen on the New run form brings into the run: its test cases' IDs and descriptions. From the
// store where one answers (GET /api/folders/case-ids: IDs and descriptions, a few MB for the large data set's top
// folder where the service's records were 54 MB), else from the service's records of the folder, as without a store.
import { queryOptions } from '@tanstack/react-query';
import { folderCaseIdsSchema, type FolderCaseIds } from '../../contract/dashboard-api/folder-case-ids';
import { padId, unpadId } from '../../contract/ids';
import { testCaseKeys } from '../query-keys';
import { getTestCases } from '../test-cases/get-test-cases';
import { getFromDashboard } from './get-from-dashboard';
import { readFromStore } from './read-from-store';

/** A folder's test cases in a run: how many, and each as [padded CASEID, DESCR]. */
export interface CasesInRun {
  count: number;
  cases: FolderCaseIds['cases'];
}

/** The store's answer for some folders at once: each folder's count, and their cases each once. */
export function getFolderCaseIds(folders: readonly string[], deep: boolean, signal?: AbortSignal) {
  return getFromDashboard('/folders/case-ids', folderCaseIdsSchema, {
    query: { folder: folders.map(unpadId), deep: String(deep) },
    ...(signal ? { signal } : {}),
  });
}

/**
 * One query per folder, not one for the set: the form adds folders one at a time, and each keeps its answer (and
 * its failure) when another is added.
 */
export function casesInRunQuery(folderId: string, deep: boolean) {
  const folder = padId(folderId);
  return queryOptions({
    queryKey: testCaseKeys.inRun(folder, deep),
    queryFn: async ({ signal }): Promise<CasesInRun> => {
      const stored = await readFromStore(() => getFolderCaseIds([folder], deep, signal));
      if (stored) return { count: stored.folders[0]?.[1] ?? 0, cases: stored.cases };
      const records = await getTestCases({ SCNRID: folder, $includeSubfolders: deep }, signal);
      return { count: records.length, cases: records.map((testCase) => [testCase.CASEID, testCase.DESCR]) };
    },
  });
}
