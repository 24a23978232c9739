import { describe, expect, it } from 'vitest';
import { FIXED_HISTORY_END, historyEndBefore, parseHistoryEnd, resolveHistoryEnd } from './history-end';

describe('when the seeded history ends', () => {
  it('reads now, a day (its 17:00 UTC) or an instant, and nothing else', () => {
    expect(parseHistoryEnd('now')).toBe('now');
    expect(parseHistoryEnd('2026-11-20')).toEqual(new Date('2026-11-20T17:00:00Z'));
    expect(parseHistoryEnd('2027-03-01T06:30:00Z')).toEqual(new Date('2027-03-01T06:30:00Z'));
    expect(parseHistoryEnd('2027-03-01T06:30Z')).toEqual(new Date('2027-03-01T06:30:00Z'));
    const wrong = ['', 'today', 'NOW', '2026-02-30', '2026-13-01', '20.11.2026', '2026-11-20T17:00:00', '1e12'];
    expect(wrong.filter((text) => parseHistoryEnd(text) !== undefined)).toEqual([]);
  });

  it('ends shortly before now, at a whole minute, late enough that the longest seeded run (100 minutes) is over', () => {
    const now = new Date('2026-11-25T10:41:27.512Z');
    expect(historyEndBefore(now)).toEqual(new Date('2026-11-25T08:41:00Z'));
    expect(resolveHistoryEnd('now', now)).toEqual(new Date('2026-11-25T08:41:00Z'));
  });

  it('is pinned when nothing is asked for, so tests see the same dates on any day', () => {
    expect(resolveHistoryEnd(undefined, new Date('2030-01-01T00:00:00Z'))).toEqual(FIXED_HISTORY_END);
    expect(FIXED_HISTORY_END.toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });
});
