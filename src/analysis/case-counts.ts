// How many test cases a folder holds and how many of them last failed: the counts beside every folder.
import { FAILED_STATUSES } from '../contract/codes';
import type { CaseStatus } from '../contract/records';

export interface FolderCounts {
  /** Test cases directly in the folder (not in its sub-folders). */
  testCases: number;
  /** Of those, the ones whose last run failed or was aborted. */
  lastFailed: number;
  /**
   * Of those last failed, the ones aborted: a case aborted by a service stop has no message in a test case
   * record to tell it from another abort, and no abort is a failure of the system under test.
   */
  lastAborted: number;
}

type Counted = Pick<CaseStatus, 'SCNRID' | 'LAST_STATUS'>;

function add(counts: FolderCounts, testCase: Pick<Counted, 'LAST_STATUS'>): void {
  counts.testCases += 1;
  if (FAILED_STATUSES.includes(testCase.LAST_STATUS)) counts.lastFailed += 1;
  if (testCase.LAST_STATUS === 'A') counts.lastAborted += 1;
}

const noCases = (): FolderCounts => ({ testCases: 0, lastFailed: 0, lastAborted: 0 });

/** The counts of the test cases of one folder. */
export function countCases(cases: readonly Pick<Counted, 'LAST_STATUS'>[]): FolderCounts {
  const counts = noCases();
  for (const testCase of cases) add(counts, testCase);
  return counts;
}

/** The counts of every folder that holds any of `cases`, by folder ID; a folder holding none is not in it. */
export function countByFolder(cases: readonly Counted[]): Map<string, FolderCounts> {
  const byFolder = new Map<string, FolderCounts>();
  for (const testCase of cases) {
    let counts = byFolder.get(testCase.SCNRID);
    if (!counts) byFolder.set(testCase.SCNRID, (counts = noCases()));
    add(counts, testCase);
  }
  return byFolder;
}
