import { describe, expect, it } from 'vitest';
import { countOf, formatCount, matchingFilters } from './format-count';

const intl = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  it('writes numbers as en-US does', () => {
    const values = [0, -0, 1, 12, 999, 1000, 1001, 99_999, 100_000, 1_234_567, -1, -1000, -987_654_321, 2 ** 53 - 1];
    for (let digits = 1; digits <= 15; digits++) values.push(Number('7'.repeat(digits)), 10 ** digits);
    values.push(0.5, 1234.5, 1234.567, -0.25, 1e21, Number.NaN, Infinity, -Infinity);
    expect(values.map(formatCount)).toEqual(values.map((value) => intl.format(value)));
  });

  it('names what it counts, with an s for any count but one', () => {
    expect(countOf(1, 'test case')).toBe('1 test case');
    expect(countOf(0, 'run')).toBe('0 runs');
    expect(countOf(100_000, 'test case')).toBe('100,000 test cases');
  });

  it("says how many rows a list's filters leave, one matching as one does", () => {
    expect(matchingFilters(1)).toBe('; 1 matches the filters');
    expect(matchingFilters(0)).toBe('; 0 match the filters');
    expect(matchingFilters(12_345)).toBe('; 12,345 match the filters');
  });
});
