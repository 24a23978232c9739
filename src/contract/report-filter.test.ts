import { describe, expect, it } from 'vitest';
import { executionMatches, reportFilter, runMatches, type FilteredExecution, type FilteredRun } from './report-filter';

const run: FilteredRun = { STARTED_DATE: '2026-11-02', STARTED_TIME: '10:30:00', STARTED_BY: 'TESTER', TYPE: 'RT' };
const execution: FilteredExecution = {
  STATUS: 'S',
  SCNRID: '0000000012',
  CASEID: '0000000825',
  IFTYPE: 3,
  OBJDEFID: 'ORDERS05_IN',
};

describe('the report filter', () => {
  it('lets everything executed through without filters', () => {
    const filter = reportFilter({});
    expect(runMatches(filter, run)).toBe(true);
    expect(executionMatches(filter, execution)).toBe(true);
  });

  it('matches run types, users and automation objects ignoring case on both sides', () => {
    const filter = reportFilter({
      TEST_RUN_TYPES: ['rt'],
      STARTED_BY: ['tester'],
      AUTOMATION_OBJECTS: ['orders05_in'],
    });
    expect(runMatches(filter, run)).toBe(true);
    expect(runMatches(filter, { ...run, TYPE: 'rt', STARTED_BY: 'Tester' })).toBe(true);
    expect(executionMatches(filter, execution)).toBe(true);
    expect(runMatches(filter, { ...run, TYPE: 'UT' })).toBe(false);
    expect(runMatches(filter, { ...run, STARTED_BY: 'LEAD' })).toBe(false);
    expect(executionMatches(filter, { ...execution, OBJDEFID: 'INVOIC02_OUT' })).toBe(false);
  });

  it('lets a run without TYPE pass a run type filter (older releases do not send it)', () => {
    expect(runMatches(reportFilter({ TEST_RUN_TYPES: ['SM'] }), { ...run, TYPE: undefined })).toBe(true);
  });

  it('reads dates and times as inclusive bounds, the times as a window within each day', () => {
    const within = reportFilter({
      STARTED_DATE_FROM: '2026-11-02',
      STARTED_DATE_TO: '2026-11-02',
      STARTED_TIME_FROM: '10:30:00',
      STARTED_TIME_TO: '10:30:00',
    });
    expect(runMatches(within, run)).toBe(true);
    expect(runMatches(reportFilter({ STARTED_DATE_FROM: '2026-11-03' }), run)).toBe(false);
    expect(runMatches(reportFilter({ STARTED_DATE_TO: '2026-11-01' }), run)).toBe(false);
    expect(runMatches(reportFilter({ STARTED_TIME_FROM: '10:30:01' }), run)).toBe(false);
    expect(runMatches(reportFilter({ STARTED_TIME_TO: '10:29:59' }), run)).toBe(false);
  });

  it('pads test case IDs, reads test types as numbers and takes the folder set as given', () => {
    expect(executionMatches(reportFilter({ TEST_CASES: ['825'], TEST_TYPES: ['03'] }), execution)).toBe(true);
    expect(executionMatches(reportFilter({ TEST_CASES: ['826'] }), execution)).toBe(false);
    expect(executionMatches(reportFilter({ TEST_TYPES: ['4'] }), execution)).toBe(false);
    expect(executionMatches(reportFilter({}, new Set(['0000000012'])), execution)).toBe(true);
    expect(executionMatches(reportFilter({}, new Set(['0000000013'])), execution)).toBe(false);
  });

  it('leaves out queued and running cases: they have not been executed yet', () => {
    expect(executionMatches(reportFilter({}), { ...execution, STATUS: 'Q' })).toBe(false);
    expect(executionMatches(reportFilter({}), { ...execution, STATUS: 'R' })).toBe(false);
  });
});
