// Hand-made runs for the analysis tests: a detail per status code given, in one or more folders.
import type { RunDetail, TestRun } from '../../contract/records';

export function detail(caseId: string, status: string, overrides: Partial<RunDetail> = {}): RunDetail {
  return {
    CASEID: caseId.padStart(10, '0'),
    SCNRID: '0000000102',
    DESCR: `Case ${caseId}`,
    IFTYPE: 20,
    OBJDEFID: 'ORDERS05',
    STATUS: status,
    STATUS_TXT: status,
    MESSAGE: '',
    DOCNUM: '',
    STARTED_DATE: '2026-11-20',
    STARTED_TIME: '10:00:00',
    END_DATE: status === 'Q' || status === 'R' ? '' : '2026-11-20',
    END_TIME: status === 'Q' || status === 'R' ? '' : '10:00:02',
    ...overrides,
  };
}

export function run(details: RunDetail[], overrides: Partial<TestRun> = {}): TestRun {
  const passed = details.filter((row) => row.STATUS === 'S' || row.STATUS === 'W').length;
  const failed = details.filter((row) => row.STATUS === 'E' || row.STATUS === 'A').length;
  return {
    RUN_ID: 'A'.repeat(32),
    NAME: 'Nightly',
    STARTED_BY: 'CI_USER',
    STARTED_DATE: '2026-11-20',
    STARTED_TIME: '10:00:00',
    TC_TOTAL: details.length,
    TC_PASSED: passed,
    TC_FAILED: failed,
    REMOTE_CMP_RUN: '',
    END_DATE: '2026-11-20',
    END_TIME: '10:01:30',
    REPORT_URL: '',
    DETAILS: details,
    VARIABLES: [],
    ...overrides,
  };
}
