import { describe, expect, it } from 'vitest';
import { changeText } from './executions-change';

const outcome = (passed: number, failed: number, aborted = 0, other = 0, outages = 0) => ({
  passed,
  failed,
  aborted,
  other,
  total: passed + failed + aborted + other,
  outages,
});

describe('the executions against the period before', () => {
  it('says how many more, and the pass rate in points', () => {
    // 120 against 100 executions: 20% more; 90 of 120 passed (75%) against 60 of 100 (60%): up 15 points.
    expect(changeText(outcome(90, 30), outcome(60, 40), 30)).toBe(
      '20% more than the 30 days before (100); pass rate up 15 points.',
    );
  });

  it('says one point, not one points', () => {
    // 81 of 100 against 80 of 100.
    expect(changeText(outcome(81, 19), outcome(80, 20), 7)).toBe('as many as the 7 days before; pass rate up 1 point.');
    expect(changeText(outcome(79, 21), outcome(80, 20), 1)).toBe('as many as the day before; pass rate down 1 point.');
  });

  it("leaves the outage rule's aborts out of both pass rates, as the chart does", () => {
    // 80 of 100 finished (20 outages of 30 aborts left out) against 80 of 100: unchanged, not down 13 points.
    expect(changeText(outcome(80, 10, 30, 0, 20), outcome(80, 20), 30)).toBe(
      '20% more than the 30 days before (100); pass rate unchanged.',
    );
  });

  it('says "about as many" when the change rounds to 0%, not "0% fewer"', () => {
    // 2,999 against 3,000: 0.03% fewer.
    expect(changeText(outcome(2999, 0), outcome(3000, 0), 30)).toBe(
      'about as many as the 30 days before (3,000); pass rate unchanged.',
    );
  });

  it('leaves the pass rate out when either period has nothing finished', () => {
    expect(changeText(outcome(0, 0, 0, 4), outcome(5, 5), 30)).toBe('60% fewer than the 30 days before (10).');
    expect(changeText(outcome(3, 1), outcome(0, 0), 30)).toBe('none in the 30 days before.');
  });
});
