// Which test cases GET /testcases answers with (docs/interface/rest-v1.md#test-case-endpoints,
// docs/interface/decisions.md#query-options-d2).
import type { TEST_CASE_OPTIONS } from '../../contract/query-options';
import type { TestCase } from '../../contract/records';
import type { ParsedOptions } from '../http/parse-options';
import type { MockStore } from '../store/store-types';
import { folderSubtreeIds } from './select-scenarios';

type TestCaseOptions = ParsedOptions<typeof TEST_CASE_OPTIONS>;

export function selectTestCases(store: MockStore, options: TestCaseOptions): TestCase[] {
  return candidateCases(store, options).filter((testCase) => matchesFilters(testCase, options));
}

function candidateCases(store: MockStore, options: TestCaseOptions): TestCase[] {
  if (options.CASEID !== undefined) {
    const testCase = store.testCases.get(options.CASEID);
    return testCase ? [testCase] : [];
  }
  if (options.SCNRID !== undefined) {
    const folderIds = options.$includeSubfolders ? folderSubtreeIds(store, options.SCNRID) : [options.SCNRID];
    const cases: TestCase[] = [];
    for (const folderId of folderIds) {
      for (const caseId of store.testCaseIdsByFolder.get(folderId) ?? []) cases.push(store.testCases.get(caseId)!);
    }
    return cases;
  }
  return [...store.testCases.values()];
}

function matchesFilters(testCase: TestCase, options: TestCaseOptions): boolean {
  if (options.DESCR && !options.DESCR.test(testCase.DESCR)) return false;
  if (options.DOCNUM !== undefined && testCase.DOCNUM !== options.DOCNUM) return false;
  if (options.OBJDEFID !== undefined && testCase.OBJDEFID !== options.OBJDEFID) return false;
  if (options.IFTYPE !== undefined && testCase.IFTYPE !== options.IFTYPE) return false;
  if (options.PARENT_CASEID !== undefined && testCase.PARENT_CASEID !== options.PARENT_CASEID) return false;
  return !options.q || testCase.DESCR.toLowerCase().includes(options.q);
}
