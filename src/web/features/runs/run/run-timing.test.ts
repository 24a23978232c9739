import { describe, expect, it } from 'vitest';
import { estimateTimeLeft, formatTimeLeft } from './run-timing';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the time a run has left', () => {
  it('goes at the pace so far: 10 of 40 cases in 2 min leaves 30 at 12 s each, 6 min', () => {
    expect(estimateTimeLeft(2 * MINUTE, 10, 40)).toBe(6 * MINUTE);
  });

  it('follows the pace as it changes: 30 of 40 in 5 min is 10 s a case, 10 left, 100 s', () => {
    expect(estimateTimeLeft(5 * MINUTE, 30, 40)).toBe(100 * SECOND);
  });

  it('has no estimate before the first case is done, once all are, or without a start time', () => {
    expect(estimateTimeLeft(30 * SECOND, 0, 40)).toBeUndefined();
    expect(estimateTimeLeft(30 * SECOND, 40, 40)).toBeUndefined();
    expect(estimateTimeLeft(Number.NaN, 3, 40)).toBeUndefined();
  });

  it('is said as an estimate, to 5 seconds under a minute and to the minute above', () => {
    expect(formatTimeLeft(100 * SECOND)).toBe('about 2 min');
    expect(formatTimeLeft(42 * SECOND)).toBe('about 40 s');
    expect(formatTimeLeft(1 * SECOND)).toBe('about 5 s');
    expect(formatTimeLeft(58 * SECOND)).toBe('about 1 min');
    expect(formatTimeLeft(6 * MINUTE + 20 * SECOND)).toBe('about 6 min');
    expect(formatTimeLeft(125 * MINUTE + 10 * SECOND)).toBe('about 2 h 05 min');
  });
});
