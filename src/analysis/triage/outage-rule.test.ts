import { describe, expect, it } from 'vitest';
import { serviceStopMessage } from '../../contract/service-stop';
import { DEFAULT_OUTAGE_PATTERNS, isOutage } from './outage-rule';

describe('the outage rule', () => {
  it('takes, by default, the aborts of a service stop and of a landscape not reachable', () => {
    expect(isOutage({ STATUS: 'A', MESSAGE: serviceStopMessage('Q') }, DEFAULT_OUTAGE_PATTERNS)).toBe(true);
    const unreachable = 'Aborted: execution landscape not reachable (RFC destination error)';
    expect(isOutage({ STATUS: 'A', MESSAGE: unreachable }, DEFAULT_OUTAGE_PATTERNS)).toBe(true);
    expect(isOutage({ STATUS: 'A', MESSAGE: 'Aborted: the mapping timed out' }, DEFAULT_OUTAGE_PATTERNS)).toBe(false);
  });

  it('matches its texts ignoring case, on aborted cases only', () => {
    expect(isOutage({ STATUS: 'A', MESSAGE: 'Aborted: LOCKED by user X' }, ['Locked By'])).toBe(true);
    expect(isOutage({ STATUS: 'E', MESSAGE: 'Locked by user X' }, ['locked by'])).toBe(false);
  });
});
