import { describe, expect, it } from 'vitest';
import type { TestRun } from '../../../../contract/records';
import { runReportFileName, runReportMembers } from './run-report';

const run = (overrides: Partial<TestRun>): TestRun => ({
  RUN_ID: 'A'.repeat(32),
  NAME: 'Nightly',
  STARTED_BY: 'JSMITH',
  STARTED_DATE: '2026-11-20',
  STARTED_TIME: '23:59:58',
  TC_TOTAL: 2,
  TC_PASSED: 1,
  TC_FAILED: 1,
  REMOTE_CMP_RUN: '',
  END_DATE: '2026-11-21',
  END_TIME: '00:00:07',
  REPORT_URL: '',
  VARIABLES: [],
  DETAILS: ['0000000825', '0000000826'].map((CASEID) => ({
    CASEID,
    SCNRID: '',
    DESCR: '',
    IFTYPE: 20,
    OBJDEFID: '',
    STATUS: 'S',
    STATUS_TXT: '',
    MESSAGE: '',
    DOCNUM: '',
    STARTED_DATE: '',
    STARTED_TIME: '',
    END_DATE: '',
    END_TIME: '',
  })),
  ...overrides,
});

describe('the report for one run', () => {
  it('selects its cases, started at its date and second (not its end date), by its user, of its type', () => {
    expect(runReportMembers(run({ TYPE: 'RT' }))).toEqual({
      TEST_CASES: ['825', '826'],
      STARTED_DATE_FROM: '2026-11-20',
      STARTED_DATE_TO: '2026-11-20',
      STARTED_TIME_FROM: '23:59:58',
      STARTED_TIME_TO: '23:59:58',
      STARTED_BY: ['JSMITH'],
      TEST_RUN_TYPES: ['RT'],
    });
  });

  it('leaves out the run type where the service does not tell it', () => {
    expect(runReportMembers(run({})).TEST_RUN_TYPES).toBeUndefined();
  });
});

const named = (NAME: string) => runReportFileName({ NAME, STARTED_DATE: '2026-11-20', RUN_ID: '1A2B3C4D'.repeat(4) });

describe("the report's file name", () => {
  it('names the run, the day it started and the start of its ID', () => {
    expect(named('Nightly regression')).toBe('Nightly regression-2026-11-20-1A2B3C4D.xlsx');
  });

  it('takes no character a file system refuses, and no dots or spaces at the ends', () => {
    expect(named('EU/US: "core" <v2>? a|b*\\c')).toBe('EU_US_ _core_ _v2_ a_b_c-2026-11-20-1A2B3C4D.xlsx');
    expect(named(' ..tab\there\nnext line. ')).toBe('tab_here_next line-2026-11-20-1A2B3C4D.xlsx');
  });

  it('calls an unnamed run "run" and cuts a long name', () => {
    expect(named('')).toBe('run-2026-11-20-1A2B3C4D.xlsx');
    expect(named('...')).toBe('run-2026-11-20-1A2B3C4D.xlsx');
    expect(named('x'.repeat(300))).toBe(`${'x'.repeat(80)}-2026-11-20-1A2B3C4D.xlsx`);
  });
});
