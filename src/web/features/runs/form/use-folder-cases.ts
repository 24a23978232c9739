import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { testCasesQueryOptions } from '../../../../client/test-cases/get-test-cases';
import { padId } from '../../../../contract/ids';
import type { TestCase } from '../../../../contract/records';

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
const combine = (results: UseQueryResult<TestCase[]>[]): FolderCases => ({
  counts: results.map((result) => result.data?.length),
  failed: results.map((result) => result.isError),
  loading: results.some((result) => result.isPending),
  caseIds: new Set(results.flatMap((result) => (result.data ?? []).map((testCase) => testCase.CASEID))),
  descriptions: new Map(
    results.flatMap((result) => (result.data ?? []).map((testCase) => [testCase.CASEID, testCase.DESCR] as const)),
  ),
  complete: results.every((result) => result.isSuccess),
});

/** The test cases that run because their folder was chosen: counted in the summary, offered for variables. */
export function useFolderCases(folders: readonly string[], includeSubfolders: boolean): FolderCases {
  return useQueries({
    queries: folders.map((id) => testCasesQueryOptions({ SCNRID: padId(id), $includeSubfolders: includeSubfolders })),
    combine,
  });
}
