import { describe, expect, it } from 'vitest';
import { firstSeen } from './first-seen';

const run = (STARTED_DATE: string) => ({ RUN_ID: 'R1', NAME: 'Nightly', STARTED_DATE, STARTED_TIME: '02:00:00' });

describe('when a cause was first seen', () => {
  it('is a moment, after the first day the runs reach back to', () => {
    expect(firstSeen(run('2026-10-02'), '2026-10-01')).toEqual({ short: '2026-10-02 02:00' });
  });

  it('may be older than the range when it is that first day, and says so', () => {
    expect(firstSeen(run('2026-10-01'), '2026-10-01')).toEqual({
      short: 'From range start',
      caveat: "on the range's first day: it may be older than the range",
    });
  });

  it('is a moment wherever the runs reach back to their start (a run page, a comparison)', () => {
    expect(firstSeen(run('2026-10-01')).short).toBe('2026-10-01 02:00');
  });
});
