import { describe, expect, it } from 'vitest';
import { decision, failureTriage, quarantine } from './triage-fixtures';
import { runTriageCounts } from './run-triage-counts';

describe("a run's failures by triage group", () => {
  it('puts each failure in one group, outage, quarantine, known issue, noise, adding up to the failures', () => {
    const rules = [{ id: 1, expression: '/Order/CreatedAt', type: 'Ignore', enteredAt: null }] as const;
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
      failureTriage('8', { state: 'undecided', rules: [...rules], counted: false }),
      failureTriage('9', { state: 'carried', decision: decision(), known: true, counted: false, rules: [...rules] }),
      failureTriage('10', { state: 'undecided', quarantine: quarantine(), rules: [...rules], counted: false }),
    ];
    expect(runTriageCounts(failures)).toEqual({
      failed: 10,
      outage: 2,
      quarantined: 3,
      known: 2,
      noise: 1,
      counted: 2,
    });
  });
});
