import { describe, expect, it } from 'vitest';
import { FLAKY_THRESHOLD, flakinessOf, recentOutcomes, streakOf } from './flakiness';

/** Results newest first from a string of status codes, e.g. 'SESE'. */
const history = (codes: string) => [...codes].map((STATUS) => ({ STATUS }));

describe('flakinessOf', () => {
  it('scores a case that always passes, or always fails, 0 and gives no badge', () => {
    expect(flakinessOf(history('SSSSSSSSSS'))).toEqual({ score: 0, flaky: false, results: 10 });
    expect(flakinessOf(history('EEEEEEEE'))).toEqual({ score: 0, flaky: false, results: 8 });
  });

  it('scores a case that passes and fails in turn 1', () => {
    expect(flakinessOf(history('SESESESESESE'))).toEqual({ score: 1, flaky: true, results: 12 });
  });

  it('counts warnings as passed and aborts as failed, so they flip against each other only across the line', () => {
    expect(flakinessOf(history('SWSWSW')).score).toBe(0);
    expect(flakinessOf(history('EAEAEA')).score).toBe(0);
    expect(flakinessOf(history('WAWAWA')).score).toBe(1);
  });

  it('gives no score below five outcomes, and running or queued results are no outcome', () => {
    expect(flakinessOf(history('SESE'))).toEqual({ score: null, flaky: false, results: 4 });
    expect(flakinessOf(history('RQSESE'))).toEqual({ score: null, flaky: false, results: 4 });
    expect(flakinessOf(history('RSESES')).results).toBe(5);
    expect(flakinessOf([])).toEqual({ score: null, flaky: false, results: 0 });
  });

  it('takes an abort the outage rule matches for no outcome, so an outage between passes is no flip', () => {
    const down = { STATUS: 'A', MESSAGE: 'RFC destination Q01 is NOT REACHABLE' };
    const passes = history('SSSSSS');
    const withOutages = [...passes.slice(0, 3), down, down, ...passes.slice(3)];
    expect(flakinessOf(withOutages, ['not reachable'])).toEqual({ score: 0, flaky: false, results: 6 });
    // Without the rule, or with an abort of another message, the two aborts are failures: two flips.
    expect(flakinessOf(withOutages).score).toBeGreaterThan(0);
    const otherAbort = { STATUS: 'A', MESSAGE: 'Field BELNR missing in the answer' };
    const withAborts = [...passes.slice(0, 3), otherAbort, ...passes.slice(3)];
    expect(flakinessOf(withAborts, ['not reachable']).score).toBeGreaterThan(0);
    expect(streakOf([down, ...passes], ['not reachable'])).toEqual({ outcome: 'passed', length: 6, whole: true });
  });

  it('weighs recent flips more than old ones', () => {
    // One flip between the two newest results, against one between the two oldest of a full window.
    const recent = flakinessOf(history('E' + 'S'.repeat(19))).score!;
    const old = flakinessOf(history('S'.repeat(19) + 'E')).score!;
    expect(recent).toBeCloseTo(19 / 190);
    expect(old).toBeCloseTo(1 / 190);
  });

  it('lets a case that settled down lose the badge while one that just started flipping earns it', () => {
    const settled = flakinessOf(history('SSSSSSSSSSSSSESESESE'));
    const started = flakinessOf(history('SESESESSSSSSSSSSSSSS'));
    // Both flipped 7 times within their last 20 results.
    expect(settled.flaky).toBe(false);
    expect(started.flaky).toBe(true);
    expect(settled.score!).toBeLessThan(FLAKY_THRESHOLD);
  });

  it('reads only the newest twenty outcomes', () => {
    const flipsOnlyBeforeTheWindow = 'S'.repeat(20) + 'ESESESESES';
    expect(flakinessOf(history(flipsOnlyBeforeTheWindow))).toEqual({ score: 0, flaky: false, results: 20 });
    expect(recentOutcomes(history('Q' + 'E'.repeat(25)))).toHaveLength(20);
  });
});

describe('streakOf', () => {
  it('tells what the case does now and for how many results, newest first', () => {
    expect(streakOf(history('EEESS'))).toEqual({ outcome: 'failed', length: 3, whole: false });
    expect(streakOf(history('SWEEE'))).toEqual({ outcome: 'passed', length: 2, whole: false });
    expect(streakOf(history('AESE'))).toEqual({ outcome: 'failed', length: 2, whole: false });
  });

  it('says when every outcome in the window is the same, counting no more than the window', () => {
    expect(streakOf(history('SSSSS'))).toEqual({ outcome: 'passed', length: 5, whole: true });
    expect(streakOf(history('E'.repeat(25)))).toEqual({ outcome: 'failed', length: 20, whole: true });
    expect(streakOf(history('E'.repeat(20) + 'S'))).toEqual({ outcome: 'failed', length: 20, whole: true });
  });

  it('skips results that are no outcome, and has nothing to say without one', () => {
    expect(streakOf(history('RQEES'))).toEqual({ outcome: 'failed', length: 2, whole: false });
    expect(streakOf(history('RQ'))).toBeUndefined();
    expect(streakOf([])).toBeUndefined();
  });
});
