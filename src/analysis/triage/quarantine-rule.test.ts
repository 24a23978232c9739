import { describe, expect, it } from 'vitest';
import { quarantineProgress } from './quarantine-rule';

describe('when a quarantined case leaves by itself', () => {
  it('leaves with the pass that completes the passes in a row', () => {
    expect(quarantineProgress(['passed', 'passed', 'passed'], 3)).toEqual({ passesInARow: 3, leftWith: 2 });
    expect(quarantineProgress(['passed', 'passed', 'passed', 'failed'], 3)).toEqual({ passesInARow: 3, leftWith: 2 });
  });

  it('starts counting again after a failure', () => {
    expect(quarantineProgress(['passed', 'passed', 'failed', 'passed'], 3)).toEqual({
      passesInARow: 1,
      leftWith: null,
    });
    expect(quarantineProgress(['passed', 'failed', 'passed', 'passed', 'passed'], 3).leftWith).toBe(4);
  });

  it('lets an outage or a result without outcome neither count nor break the passes', () => {
    expect(quarantineProgress(['passed', null, 'passed'], 2)).toEqual({ passesInARow: 2, leftWith: 2 });
    expect(quarantineProgress([], 5)).toEqual({ passesInARow: 0, leftWith: null });
  });
});
