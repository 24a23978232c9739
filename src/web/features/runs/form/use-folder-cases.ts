import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { casesInRunQuery, type CasesInRun } from '../../../../client/dashboard/folder-case-ids';

export interface FolderCases {
  /** Per chosen folder, in order: its test case count, or undefined while unknown. */
  counts: (number | undefined)[];
  failed: boolean[];
  loading: boolean;
  /** Padded IDs of the cases the folders read so far bring into the run. */
  caseIds: ReadonlySet<string>;
  /** Their descriptions by padded ID, to offer them by what they test. */
  descriptions: ReadonlyMap<string, string>;
  /** Every folder has been read, so caseIds holds all of them. */
  complete: boolean;
}

// Module level so React Query keeps the combined result stable while the folder reads do not change.
const combine = (results: UseQueryResult<CasesInRun>[]): FolderCases => {
  const descriptions = new Map(results.flatMap((result) => result.data?.cases ?? []));
  return {
    counts: results.map((result) => result.data?.count),
    failed: results.map((result) => result.isError),
    loading: results.some((result) => result.isPending),
    caseIds: new Set(descriptions.keys()),
    descriptions,
    complete: results.every((result) => result.isSuccess),
  };
};

/**
 * The test cases that run because their folder was chosen: counted in the summary, offered for variables. Their IDs
 * and descriptions only, from the store where one answers (client/dashboard/folder-case-ids.ts).
 */
export function useFolderCases(folders: readonly string[], includeSubfolders: boolean): FolderCases {
  return useQueries({ queries: folders.map((id) => casesInRunQuery(id, includeSubfolders)), combine });
}
