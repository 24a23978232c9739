import { describe, expect, it } from 'vitest';
import { passRatePercent } from './pass-rate';
import { runState } from './run-state';

describe('the pass rate', () => {
  it('is the whole percent shown: 14 of 18 is 78%, 94.6% is 95%', () => {
    expect(passRatePercent({ TC_PASSED: 14, TC_FAILED: 4 })).toBe(78);
    expect(passRatePercent({ TC_PASSED: 946, TC_FAILED: 54 })).toBe(95);
  });

  it('rates the cases done so far, none before any is done', () => {
    expect(passRatePercent({ TC_PASSED: 3, TC_FAILED: 1 })).toBe(75);
    expect(passRatePercent({ TC_PASSED: 0, TC_FAILED: 0 })).toBeUndefined();
  });
});

describe('a run’s state in the list', () => {
  const run = { END_DATE: '2026-11-20', TC_TOTAL: 10, TC_PASSED: 8, TC_FAILED: 2 };
  it('is running without an end, finished with a result for every case, aborted when it ended short', () => {
    expect(runState({ ...run, END_DATE: '' })).toBe('running');
    expect(runState(run)).toBe('finished');
    expect(runState({ ...run, TC_FAILED: 0 })).toBe('aborted');
  });
});
