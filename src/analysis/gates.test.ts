import { describe, expect, it } from 'vitest';
import { evaluateGates, previousRunOf } from './gates';
import { detail, run } from './testing/run-fixtures';

const current = run([detail('1', 'S'), detail('2', 'W'), detail('3', 'E'), detail('4', 'A'), detail('5', 'S')]);

describe('the gates', () => {
  it('judges only the gates given', () => {
    expect(evaluateGates(current, undefined, {})).toEqual([]);
  });

  it('counts warnings as passed for the pass rate, and holds at exactly the minimum', () => {
    expect(evaluateGates(current, undefined, { minPassRate: 60 })).toEqual([
      { gate: 'min-pass-rate', holds: true, reason: 'pass rate 60% (3 of 5) reaches the minimum of 60%' },
    ]);
    expect(evaluateGates(current, undefined, { minPassRate: 60.5 })[0]).toMatchObject({
      holds: false,
      reason: 'pass rate 60% (3 of 5) is below the minimum of 60.5%',
    });
  });

  it('fails the pass rate of a run without test cases rather than call it perfect', () => {
    expect(evaluateGates(run([]), undefined, { minPassRate: 0 })[0]).toMatchObject({
      holds: false,
      reason: 'the run has no test cases, so it has no pass rate',
    });
  });

  it('counts failed and aborted cases against the maximum of failures', () => {
    expect(evaluateGates(current, undefined, { maxFailures: 2 })[0]).toMatchObject({ holds: true });
    expect(evaluateGates(current, undefined, { maxFailures: 1 })[0]).toEqual({
      gate: 'max-failures',
      holds: false,
      reason: '2 failed or aborted test cases, more than the maximum of 1',
    });
  });

  it('lists as new the cases failed now that did not fail in the previous run, also cases it did not have', () => {
    const previous = run([detail('1', 'S'), detail('3', 'E'), detail('4', 'S')], { RUN_ID: 'B'.repeat(32) });
    const withNewCase = run([...current.DETAILS, detail('6', 'E')]);
    const [verdict] = evaluateGates(withNewCase, previous, { noNewFailures: true });
    expect(verdict).toMatchObject({ gate: 'no-new-failures', holds: false });
    expect(verdict!.newFailures!.map((row) => row.CASEID)).toEqual(['0000000004', '0000000006']);
    expect(verdict!.reason).toBe(
      `2 test cases failed that did not fail in run ${'B'.repeat(32)} of 2026-11-20 10:00:00: 1 passed there, 1 was not in it`,
    );
  });

  it('counts apart, as the compare page does, a failure of a case that had no final result in the previous run', () => {
    // Case 4 was still queued when the previous run was ended: the compare page lists it as not finished.
    const previous = run([detail('1', 'S'), detail('3', 'E'), detail('4', 'Q')], { RUN_ID: 'B'.repeat(32) });
    const [verdict] = evaluateGates(current, previous, { noNewFailures: true });
    expect(verdict!.newFailures!.map((row) => row.CASEID)).toEqual(['0000000004']);
    expect(verdict!.reason).toBe(
      `1 test case failed that did not fail in run ${'B'.repeat(32)} of 2026-11-20 10:00:00: 1 had no final result there`,
    );
  });

  it('holds when every failure failed before too, and says so when there is nothing to compare with', () => {
    const previous = run([detail('3', 'A'), detail('4', 'E')]);
    expect(evaluateGates(current, previous, { noNewFailures: true })[0]).toMatchObject({
      holds: true,
      newFailures: [],
    });
    expect(evaluateGates(current, undefined, { noNewFailures: true })[0]).toMatchObject({
      holds: true,
      reason: 'no earlier finished run named "Nightly" to compare with, so no failure counts as new',
    });
  });

  it('leaves the failures the triage does not count out of --max-failures, saying how many', () => {
    const uncounted = new Set(['0000000003']);
    expect(evaluateGates(current, undefined, { maxFailures: 1 }, uncounted)[0]).toEqual({
      gate: 'max-failures',
      holds: true,
      reason:
        '1 failed or aborted test case, within the maximum of 1; 1 more not counted (known issues, quarantined or outages, see Triage above)',
    });
    expect(evaluateGates(current, undefined, { maxFailures: 0 }, uncounted)[0]).toMatchObject({ holds: false });
  });

  it('does not call a new failure the triage does not count new, and keeps the pass rate the run’s own', () => {
    const previous = run([detail('1', 'S'), detail('3', 'S'), detail('4', 'S')], { RUN_ID: 'B'.repeat(32) });
    const verdicts = evaluateGates(
      current,
      previous,
      { minPassRate: 100, noNewFailures: true },
      new Set(['0000000003', '0000000004']),
    );
    expect(verdicts).toEqual([
      expect.objectContaining({ gate: 'min-pass-rate', holds: false, reason: expect.stringContaining('60% (3 of 5)') }),
      {
        gate: 'no-new-failures',
        holds: true,
        reason: `no test case failed that did not fail in run ${'B'.repeat(32)} of 2026-11-20 10:00:00; 2 new failures not counted (known issues, quarantined or outages, see Triage above)`,
        newFailures: [],
      },
    ]);
    const [partly] = evaluateGates(current, previous, { noNewFailures: true }, new Set(['0000000003']));
    expect(partly!.newFailures!.map((row) => row.CASEID)).toEqual(['0000000004']);
    expect(partly!.reason).toMatch(/^1 test case failed .*; 1 new failure not counted/);
  });

  it('combines the gates: one failing is enough', () => {
    const verdicts = evaluateGates(current, undefined, { minPassRate: 50, maxFailures: 0, noNewFailures: true });
    expect(verdicts.map((verdict) => [verdict.gate, verdict.holds])).toEqual([
      ['min-pass-rate', true],
      ['max-failures', false],
      ['no-new-failures', true],
    ]);
  });
});

describe('the previous run', () => {
  it('is the newest finished run of exactly that name other than this one', () => {
    const runs = [
      run([], { RUN_ID: '1'.repeat(32), NAME: 'Nightly' }),
      run([], { RUN_ID: '2'.repeat(32), NAME: 'Nightly', END_DATE: '' }),
      run([], { RUN_ID: '3'.repeat(32), NAME: 'Nightly 2' }),
      run([], { RUN_ID: '4'.repeat(32), NAME: 'Nightly' }),
      run([], { RUN_ID: '5'.repeat(32), NAME: 'Nightly' }),
    ];
    expect(previousRunOf(runs, 'Nightly')?.RUN_ID).toBe('1'.repeat(32));
    expect(previousRunOf(runs, 'Nightly', '1'.repeat(32))?.RUN_ID).toBe('4'.repeat(32));
    expect(previousRunOf(runs, 'Weekly')).toBeUndefined();
  });
});
