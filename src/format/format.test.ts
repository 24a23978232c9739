import { describe, expect, it } from 'vitest';
import { formatDuration, formatElapsed, formatTimeOfDay } from './format';

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

const result = (start: [string, string], end: [string, string]) => ({
  STARTED_DATE: start[0],
  STARTED_TIME: start[1],
  END_DATE: end[0],
  END_TIME: end[1],
});

describe('formatTimeOfDay', () => {
  it('says the hour and minute in UTC, as the service’s times are', () => {
    expect(formatTimeOfDay(new Date('2026-12-01T14:02:59Z'))).toBe('14:02 UTC');
  });
});

describe('formatElapsed', () => {
  it('says how long a result took, in seconds, minutes or hours', () => {
    expect(formatElapsed(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:19:19']))).toBe('7 s');
    expect(formatElapsed(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:22:14']))).toBe('3 min 02 s');
    expect(formatElapsed(result(['2026-11-20', '23:30:00'], ['2026-11-21', '01:05:00']))).toBe('1 h 35 min');
  });

  it('says under a second when start and end fall in the same second', () => {
    expect(formatElapsed(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:19:12']))).toBe('under 1 s');
  });

  it('is empty while the run or result has not ended, and when the times make no sense', () => {
    expect(formatElapsed(result(['2026-11-20', '14:19:12'], ['', '']))).toBe('');
    expect(formatElapsed(result(['', ''], ['2026-11-20', '14:19:12']))).toBe('');
    expect(formatElapsed(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:19:02']))).toBe('');
  });
});
