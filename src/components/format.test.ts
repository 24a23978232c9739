import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('says seconds under a minute, and never "0 s" for a run within one second', () => {
    expect(formatDuration(0)).toBe('under 1 s');
    expect(formatDuration(400)).toBe('under 1 s');
    expect(formatDuration(42_000)).toBe('42 s');
  });

  it('says minutes and seconds under an hour, hours and minutes above, with two-digit minor units', () => {
    expect(formatDuration(72_000)).toBe('1 min 12 s');
    expect(formatDuration(65_000)).toBe('1 min 05 s');
    expect(formatDuration(21 * 60_000 + 35_000)).toBe('21 min 35 s');
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000 + 40_000)).toBe('2 h 05 min');
    expect(formatDuration(26 * 3_600_000)).toBe('26 h 00 min');
  });

  it('says nothing for a duration it cannot know', () => {
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(-5)).toBe('');
  });
});
