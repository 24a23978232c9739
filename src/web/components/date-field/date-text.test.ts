import { describe, expect, it } from 'vitest';
import { dateTextProblem } from './date-text';

describe('the text of a date field', () => {
  it('is taken as yyyy-mm-dd, or empty, and nothing else', () => {
    expect(['', '2026-11-20', ' 2026-02-28 ', '2024-02-29'].map(dateTextProblem)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(dateTextProblem('11/20/2026')).toBe('Enter the date as yyyy-mm-dd, e.g. 2026-11-20.');
    expect(dateTextProblem('2026-11-2')).toBe('Enter the date as yyyy-mm-dd, e.g. 2026-11-20.');
    expect(dateTextProblem('2026-13-40')).toBe('There is no 2026-13-40: enter a date that exists, as yyyy-mm-dd.');
    expect(dateTextProblem('2025-02-29')).toBe('There is no 2025-02-29: enter a date that exists, as yyyy-mm-dd.');
    expect(dateTextProblem('0202-11-20')).toBe('Enter the year in full, four digits.');
  });
});
