import { describe, expect, it } from 'vitest';
import { serviceStopMessage } from '../../contract/service-stop';
import { quarantineCovering, triageOf, type TriagedFailure } from './failure-triage';
import { DEFAULT_OUTAGE_PATTERNS } from './outage-rule';
import { decision, quarantine } from './triage-fixtures';

const failed = (STARTED_DATE: string, overrides: Partial<TriagedFailure> = {}): TriagedFailure => ({
  STARTED_DATE,
  STARTED_TIME: '12:00:00',
  STATUS: 'E',
  MESSAGE: 'Mapping failed: UOM 12 unknown',
  ...overrides,
});
const rule = { outagePatterns: DEFAULT_OUTAGE_PATTERNS };
const madeOn20th = decision();

describe('how a failure meets the decisions', () => {
  it('is decided by its own decision before its signature’s', () => {
    const own = decision({
      id: 2,
      category: 'test-data',
      target: { kind: 'failure', RUN_ID: 'A'.repeat(32), CASEID: '1' },
    });
    const verdict = triageOf(failed('2026-11-25'), { ...rule, ownDecision: own, signatureDecision: madeOn20th });
    expect(verdict).toMatchObject({ state: 'decided', known: true, counted: false });
    expect(verdict.decision?.id).toBe(2);
  });

  it('is decided by its signature for failures before the decision, carried for later ones', () => {
    expect(triageOf(failed('2026-11-19'), { ...rule, signatureDecision: madeOn20th }).state).toBe('decided');
    const later = triageOf(failed('2026-11-21'), { ...rule, signatureDecision: madeOn20th });
    expect(later).toMatchObject({ state: 'carried', known: true, counted: false });
    expect(later.decision?.ticket).toBe('INT-4711');
  });

  it('does not count noise that accepted field rules explain', () => {
    expect(triageOf(failed('2026-11-25'), { ...rule, ruled: true })).toMatchObject({
      state: 'undecided',
      known: false,
      counted: false,
    });
    expect(triageOf(failed('2026-11-25'), rule).counted).toBe(true);
  });

  it('is regressed when its run started after the issue was marked fixed, and counts again', () => {
    const fixed = decision({ fixedAt: '2026-11-22T08:00:00Z', fixedBy: 'DEV' });
    expect(triageOf(failed('2026-11-21'), { ...rule, signatureDecision: fixed }).state).toBe('carried');
    expect(triageOf(failed('2026-11-23'), { ...rule, signatureDecision: fixed })).toMatchObject({
      state: 'regressed',
      known: false,
      counted: true,
    });
  });

  it('is not known while its decision says only "to investigate"', () => {
    const looking = decision({ category: 'investigate' });
    expect(triageOf(failed('2026-11-21'), { ...rule, signatureDecision: looking })).toMatchObject({
      state: 'carried',
      known: false,
      counted: true,
    });
  });

  it('is an outage when aborted with a message the rule names, unless decided; not when it failed so', () => {
    const abort = failed('2026-11-21', { STATUS: 'A', MESSAGE: serviceStopMessage('R') });
    expect(triageOf(abort, rule)).toMatchObject({ state: 'outage', decision: null, known: true, counted: false });
    expect(triageOf({ ...abort, STATUS: 'E' }, rule).state).toBe('undecided');
    expect(triageOf(abort, { outagePatterns: [] }).state).toBe('undecided');
    // A system down after the fix is no regression of the fix.
    const fixed = decision({ fixedAt: '2026-11-20T12:00:00Z' });
    expect(triageOf(abort, { ...rule, signatureDecision: fixed }).state).toBe('outage');
  });

  it('counts an undecided failure unless its case is quarantined', () => {
    expect(triageOf(failed('2026-11-21'), rule)).toMatchObject({ state: 'undecided', known: false, counted: true });
    expect(triageOf(failed('2026-11-21'), { ...rule, quarantine: quarantine() })).toMatchObject({
      state: 'undecided',
      counted: false,
    });
  });
});

const at = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe('the quarantine covering a run', () => {
  const left = quarantine({ id: 1, since: '2026-11-10T00:00:00Z', leftAt: '2026-11-15T00:00:00Z', leftHow: 'hand' });
  const open = quarantine({ id: 2, since: '2026-11-20T00:00:00Z' });

  it('is the one entered before the run’s start and not left before it', () => {
    expect(quarantineCovering([left, open], at('2026-11-12'))?.id).toBe(1);
    expect(quarantineCovering([left, open], at('2026-11-16'))).toBeUndefined();
    expect(quarantineCovering([left, open], at('2026-11-21'))?.id).toBe(2);
    expect(quarantineCovering([left, open], at('2026-11-09'))).toBeUndefined();
  });
});
