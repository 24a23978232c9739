import { describe, expect, it } from 'vitest';
import { detail } from '../../../../analysis/testing/run-fixtures';
import { failuresFirst } from './failures-first';

describe('a run’s test cases before anyone sorts them', () => {
  it('come failed first, then aborted, warnings, passed, and what is still to come, each in the service’s order', () => {
    const details = [
      detail('1', 'S'),
      detail('2', 'R'),
      detail('3', 'E'),
      detail('4', 'W'),
      detail('5', 'A'),
      detail('6', 'E'),
      detail('7', 'S'),
      detail('8', 'Q'),
    ];
    expect(failuresFirst(details).map((row) => Number(row.CASEID))).toEqual([3, 6, 5, 4, 1, 7, 2, 8]);
  });
});
