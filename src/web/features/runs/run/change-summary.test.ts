import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

describe('changeSummary', () => {
  it('says what changed in a line', () => {
    expect(changeSummary({ 'new-failure': 3, fixed: 5 })).toBe('3 new failures, 5 fixed');
    expect(changeSummary({ 'new-failure': 1, fixed: 0 })).toBe('1 new failure, none fixed');
    expect(changeSummary({ 'new-failure': 0, fixed: 0 })).toBe('no new failures, none fixed');
    expect(changeSummary({ 'new-failure': 1200, fixed: 3400 })).toBe('1,200 new failures, 3,400 fixed');
  });
});
