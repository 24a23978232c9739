import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle of unsorted values, the upper middle of an even count', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it('refuses an empty list instead of answering undefined', () => {
    expect(() => median([])).toThrow('at least one value');
  });
});
