import { describe, expect, it } from 'vitest';
import { compareRuns } from './compare-runs';
import { detail, run } from './testing/run-fixtures';

describe('compareRuns', () => {
  const base = run([detail('1', 'S'), detail('2', 'E'), detail('3', 'A'), detail('4', 'W'), detail('5', 'S')]);
  const current = run([detail('1', 'E'), detail('2', 'S'), detail('3', 'E'), detail('4', 'S'), detail('6', 'E')]);

  it('puts each test case in one group, new failures first', () => {
    const { rows, counts } = compareRuns(base, current);
    expect(rows.map((row) => [row.caseId, row.change])).toEqual([
      ['0000000001', 'new-failure'],
      ['0000000002', 'fixed'],
      ['0000000003', 'still-failing'],
      ['0000000005', 'only-base'],
      ['0000000006', 'only-current'],
      ['0000000004', 'still-passing'],
    ]);
    expect(counts).toEqual({
      'new-failure': 1,
      fixed: 1,
      'still-failing': 1,
      'only-base': 1,
      'only-current': 1,
      unfinished: 0,
      'still-passing': 1,
    });
  });

  it('keeps both results of a case and only the one of a case in one run', () => {
    const { rows } = compareRuns(base, current);
    expect(rows[0]).toMatchObject({ base: { STATUS: 'S' }, current: { STATUS: 'E' } });
    expect(rows.find((row) => row.change === 'only-base')).not.toHaveProperty('current');
  });

  it('counts aborted as failed and warnings as passed, and waits for a case still queued or running', () => {
    const { rows } = compareRuns(
      run([detail('1', 'W'), detail('2', 'A'), detail('3', 'S')]),
      run([detail('1', 'A'), detail('2', 'W'), detail('3', 'R')]),
    );
    expect(rows.map((row) => row.change)).toEqual(['new-failure', 'fixed', 'unfinished']);
  });

  it('compares a run with itself as unchanged', () => {
    expect(compareRuns(base, base).counts).toMatchObject({ 'new-failure': 0, fixed: 0, 'still-failing': 2 });
  });
});
