// Which test cases a run request executes, and what is wrong with it (docs/interface/decisions.md#starting-runs-d6).
import { padId } from '../../contract/ids';
import type { StartRunMembers } from '../../contract/requests';
import { folderSubtreeIds } from '../queries/select-scenarios';
import type { MockStore } from '../store/store-types';
import { RunRequestError } from './run-request-error';

export interface ResolvedRunCases {
  caseIds: string[];
  /** Variable values given per test case (TEST_CONTAINER). */
  givenVariables: Map<string, Map<string, string>>;
}

/** TEST_CASES, then the cases of SCENARIOS (and their sub-folders), without duplicates, in that order. */
export function resolveRunCases(store: MockStore, members: StartRunMembers): ResolvedRunCases {
  const problems: string[] = [];
  const caseIds = new Set<string>();
  for (const raw of members.TEST_CASES ?? []) {
    const id = padId(raw);
    if (store.testCases.has(id)) caseIds.add(id);
    else problems.push(`Test case ${raw} does not exist`);
  }
  for (const raw of members.SCENARIOS ?? []) {
    const id = padId(raw);
    if (!store.folders.has(id)) {
      problems.push(`Folder ${raw} does not exist`);
      continue;
    }
    const folderIds = members.INCLUDE_SUBFOLDERS === 'X' ? folderSubtreeIds(store, id) : [id];
    for (const folderId of folderIds)
      for (const caseId of store.testCaseIdsByFolder.get(folderId) ?? []) caseIds.add(caseId);
  }
  if (problems.length === 0 && caseIds.size === 0) {
    problems.push(
      members.INCLUDE_SUBFOLDERS === 'X'
        ? 'The selected folders hold no test cases'
        : 'The selected folders hold no test cases directly (set INCLUDE_SUBFOLDERS to X to include sub-folders)',
    );
  }

  const givenVariables = new Map<string, Map<string, string>>();
  for (const [index, row] of (members.TEST_CONTAINER ?? []).entries()) {
    const caseId = padId(row.CASEID);
    if (!caseIds.has(caseId)) {
      problems.push(`TEST_CONTAINER row ${index + 1}: test case ${row.CASEID} is not part of this run`);
      continue;
    }
    const values = givenVariables.get(caseId) ?? new Map<string, string>();
    if (values.has(row.VAR_NAME))
      problems.push(
        `TEST_CONTAINER row ${index + 1}: variable ${row.VAR_NAME} of test case ${row.CASEID} is given twice`,
      );
    values.set(row.VAR_NAME, row.VAR_VALUE);
    givenVariables.set(caseId, values);
  }
  if (problems.length > 0) throw new RunRequestError(problems);
  return { caseIds: [...caseIds], givenVariables };
}
