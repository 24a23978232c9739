import { describe, expect, it } from 'vitest';
import { decision, failureTriage, quarantine } from './triage-fixtures';
import { runTriageCounts } from './run-triage-counts';

describe("a run's failures by triage group", () => {
  it('puts each failure in one group, outage before quarantine before known issue, adding up to the failures', () => {
    const failures = [
      failureTriage('1', { state: 'outage', known: true, counted: false, quarantine: quarantine() }),
      failureTriage('2', { state: 'outage', known: true, counted: false }),
      failureTriage('3', {
        state: 'carried',
        decision: decision(),
        known: true,
        counted: false,
        quarantine: quarantine(),
      }),
      failureTriage('4', { state: 'carried', decision: decision(), known: true, counted: false }),
      failureTriage('5', { state: 'undecided', quarantine: quarantine(), counted: false }),
      failureTriage('6', { state: 'regressed', decision: decision({ fixedAt: '2026-11-19T08:00:00Z' }) }),
      failureTriage('7', { state: 'undecided' }),
    ];
    expect(runTriageCounts(failures)).toEqual({ failed: 7, outage: 2, quarantined: 2, known: 1, counted: 2 });
  });
});
