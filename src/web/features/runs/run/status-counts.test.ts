import { describe, expect, it } from 'vitest';
import type { RunDetail } from '../../../../contract/records';
import { countStatuses } from './status-counts';

const detail = (STATUS: string, STATUS_TXT = ''): RunDetail => ({
  CASEID: '0000100001',
  SCNRID: '',
  DESCR: '',
  IFTYPE: 20,
  OBJDEFID: '',
  STATUS,
  STATUS_TXT,
  MESSAGE: '',
  DOCNUM: '',
  STARTED_DATE: '',
  STARTED_TIME: '',
  END_DATE: '',
  END_TIME: '',
});
const many = (count: number, status: string, text?: string) =>
  Array.from({ length: count }, () => detail(status, text));
const summary = (counts: ReturnType<typeof countStatuses>) => counts.map(({ count, label }) => `${count} ${label}`);

describe('counting a run’s test cases by status', () => {
  it('counts aborted cases apart from failed ones, though TC_FAILED holds both', () => {
    // The run of issue 14: 6 passed, 34 aborted; its record says TC_FAILED 34.
    const run = { DETAILS: [...many(34, 'A'), ...many(6, 'S')], TC_TOTAL: 40, END_DATE: '2026-11-20' };
    expect(summary(countStatuses(run))).toEqual(['6 passed', '34 aborted']);
  });

  it('keeps every status on its own, passed first and waiting last, whatever order DETAILS has', () => {
    const run = {
      DETAILS: [...many(2, 'Q'), detail('R'), ...many(3, 'E'), ...many(2, 'W'), ...many(5, 'S'), detail('A')],
      TC_TOTAL: 14,
      END_DATE: '',
    };
    expect(summary(countStatuses(run))).toEqual([
      '5 passed',
      '2 passed with warnings',
      '3 failed',
      '1 aborted',
      '1 running',
      '2 queued',
    ]);
  });

  it('lists the statuses asked for at 0, so "0 aborted" can be read', () => {
    const run = { DETAILS: many(3, 'S'), TC_TOTAL: 3, END_DATE: '2026-11-20' };
    expect(summary(countStatuses(run, ['S', 'E', 'A']))).toEqual(['3 passed', '0 failed', '0 aborted']);
  });

  it('counts cases DETAILS does not list yet as queued, or as without a result once the run has ended', () => {
    const going = { DETAILS: many(2, 'S'), TC_TOTAL: 5, END_DATE: '' };
    expect(summary(countStatuses(going))).toEqual(['2 passed', '3 queued']);
    const ended = { DETAILS: many(2, 'S'), TC_TOTAL: 5, END_DATE: '2026-11-20' };
    expect(summary(countStatuses(ended))).toEqual(['2 passed', '3 not run']);
  });

  it('shows a status it does not know with the service’s text, after the known ones', () => {
    const run = { DETAILS: [detail('X', 'Skipped'), detail('S'), detail('X', 'Skipped')], TC_TOTAL: 3, END_DATE: 'x' };
    expect(summary(countStatuses(run))).toEqual(['1 passed', '2 skipped']);
  });
});
