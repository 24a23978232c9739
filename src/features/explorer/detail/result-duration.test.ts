import { describe, expect, it } from 'vitest';
import { resultDuration } from './result-duration';

const result = (start: [string, string], end: [string, string]) => ({
  STARTED_DATE: start[0],
  STARTED_TIME: start[1],
  END_DATE: end[0],
  END_TIME: end[1],
});

describe('resultDuration', () => {
  it('says how long a result took, in seconds, minutes or hours', () => {
    expect(resultDuration(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:19:19']))).toBe('7 s');
    expect(resultDuration(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:22:14']))).toBe('3 min 02 s');
    expect(resultDuration(result(['2026-11-20', '23:30:00'], ['2026-11-21', '01:05:00']))).toBe('1 h 35 min');
  });

  it('says under a second when start and end fall in the same second', () => {
    expect(resultDuration(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:19:12']))).toBe('under 1 s');
  });

  it('is empty while the result has not ended, and when the times make no sense', () => {
    expect(resultDuration(result(['2026-11-20', '14:19:12'], ['', '']))).toBe('');
    expect(resultDuration(result(['', ''], ['2026-11-20', '14:19:12']))).toBe('');
    expect(resultDuration(result(['2026-11-20', '14:19:12'], ['2026-11-20', '14:19:02']))).toBe('');
  });
});
