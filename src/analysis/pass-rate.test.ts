import { describe, expect, it } from 'vitest';
import { serviceStopMessage } from '../contract/service-stop';
import { chartRate, passRatePercent } from './pass-rate';

const rated = (TC_PASSED: number, TC_FAILED: number) => ({ TC_PASSED, TC_FAILED, DETAILS: [] });

describe('the pass rate', () => {
  it('is the whole percent shown: 14 of 18 is 78%, 94.6% is 95%', () => {
    expect(passRatePercent(rated(14, 4))).toBe(78);
    expect(passRatePercent(rated(946, 54))).toBe(95);
  });

  it('rates the cases done so far, none before any is done', () => {
    expect(passRatePercent(rated(3, 1))).toBe(75);
    expect(passRatePercent(rated(0, 0))).toBeUndefined();
  });

  it('of a run cut short by a service stop rates the cases that ran: 22 of 28, not 22 of 116', () => {
    const stopped = Array.from({ length: 88 }, () => ({ STATUS: 'A', MESSAGE: serviceStopMessage('Q') }));
    expect(passRatePercent({ TC_PASSED: 22, TC_FAILED: 94, DETAILS: stopped })).toBe(79);
  });

  it('leaves the aborts in an outage out: 30 passed of 40 with 8 outages is 94%, outages only no rate', () => {
    expect(passRatePercent({ TC_PASSED: 30, TC_FAILED: 10, DETAILS: [], OUTAGES: 8 })).toBe(94);
    expect(passRatePercent({ TC_PASSED: 0, TC_FAILED: 6, DETAILS: [], OUTAGES: 6 })).toBeUndefined();
  });

  it("on the chart rates a run's cases less those a stop or an outage aborted; none when nothing is left", () => {
    const stopped = { STATUS: 'A', MESSAGE: serviceStopMessage('Q') };
    expect(chartRate({ TC_TOTAL: 4, TC_PASSED: 1, TC_FAILED: 3, DETAILS: [stopped, stopped] })).toBe(0.5);
    expect(chartRate({ TC_TOTAL: 10, TC_PASSED: 6, TC_FAILED: 4, DETAILS: [], STOPPED: 1, OUTAGES: 1 })).toBe(0.75);
    expect(chartRate({ TC_TOTAL: 2, TC_PASSED: 0, TC_FAILED: 2, DETAILS: [], OUTAGES: 2 })).toBeUndefined();
  });
});
