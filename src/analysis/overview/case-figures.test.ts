import { describe, expect, it } from 'vitest';
import { failingNow, notRun, type CaseRef } from './case-figures';

const ref = (caseId: string, lastStatus: string, lastDate = '', lastTime = ''): CaseRef => ({
  caseId,
  description: `Case ${caseId}`,
  folderId: '0000000102',
  lastStatus,
  lastRunId: lastStatus ? 'R' : '',
  lastDate,
  lastTime,
});

const cases = [
  ref('1', 'E', '2026-11-20', '09:00:00'),
  ref('2', 'A', '2026-11-20', '11:00:00'),
  ref('3', 'S', '2026-11-20', '12:00:00'),
  ref('4', 'E', '2026-11-18', '08:00:00'),
  ref('5', ''),
  ref('6', 'W', '2026-10-01', '08:00:00'),
  ref('7', 'S', '2026-09-01', '08:00:00'),
];

const since = (id: string) => (id === '1' ? { since: '2026-11-19', atLeast: false } : undefined);

describe('test case figures', () => {
  it('lists the failing cases, the most recently failed first, with since when', () => {
    const result = failingNow(cases, 2, since);
    expect(result.total).toBe(3);
    expect(result.aborted).toBe(1);
    expect(result.shown.map((each) => [each.caseId, each.since])).toEqual([
      ['2', undefined],
      ['1', '2026-11-19'],
    ]);
  });

  it('separates never-run cases from cases not run in the range', () => {
    const result = notRun(cases, new Set(['1', '2', '3', '4']), 5);
    expect(result.never).toEqual({ total: 1, shown: [cases[4]] });
    // Not in the range: 6 and 7, the one unrun for longest first.
    expect(result.notInRange.total).toBe(2);
    expect(result.notInRange.shown.map((each) => each.caseId)).toEqual(['7', '6']);
  });
});
