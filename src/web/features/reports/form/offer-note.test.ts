import { describe, expect, it } from 'vitest';
import { dateRangeText, OBJECTS, offerNote, unofferedFlag, USERS } from './offer-note';

describe('what the offered groups say', () => {
  it('names the date range in its four shapes', () => {
    expect(dateRangeText('2026-11-01', '2026-11-20')).toBe('between 2026-11-01 and 2026-11-20');
    expect(dateRangeText('2026-11-01', '2026-11-01')).toBe('on 2026-11-01');
    expect(dateRangeText('2026-11-01', '')).toBe('on or after 2026-11-01');
    expect(dateRangeText('', '2026-11-20')).toBe('on or before 2026-11-20');
    expect(dateRangeText('', '')).toBeUndefined();
  });

  it('says nothing without dates, removals or missing choices', () => {
    expect(offerNote(USERS, { dateFrom: '', dateTo: '', removed: [], unoffered: [] })).toBe('');
  });

  it('explains the range, what the new dates removed and which chosen values they no longer offer', () => {
    expect(
      offerNote(USERS, {
        dateFrom: '2026-11-15',
        dateTo: '2026-11-20',
        removed: ['MKOWALSKI'],
        unoffered: ['MKOWALSKI'],
      }),
    ).toBe(
      'Only users who started runs between 2026-11-15 and 2026-11-20 are offered. The new dates removed 1 user: MKOWALSKI. MKOWALSKI stays chosen but has no runs in these dates (marked below).',
    );
    expect(
      offerNote(OBJECTS, {
        dateFrom: '',
        dateTo: '2026-09-01',
        removed: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
        unoffered: ['X', 'Y'],
      }),
    ).toBe(
      'Only automation objects tested in runs started on or before 2026-09-01 are offered. The new dates removed 7 automation objects: A, B, C, D, E and 2 more. 2 automation objects (X and Y) stay chosen but have no runs in these dates (marked below).',
    );
  });

  it('says a chosen value from a link is not in the run history when no dates are set', () => {
    expect(offerNote(USERS, { dateFrom: '', dateTo: '', removed: [], unoffered: ['NOBODY'] })).toBe(
      'NOBODY stays chosen but is not in the run history (marked below).',
    );
    expect(unofferedFlag('', '')).toBe('not in the run history');
    expect(unofferedFlag('2026-11-01', '')).toBe('no runs in these dates');
  });
});
