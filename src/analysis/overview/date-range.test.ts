import { describe, expect, it } from 'vitest';
import { bucketEnd, bucketIndex, bucketsOf, previousPeriod, quickRange, rangeDays } from './date-range';

describe('overview date ranges', () => {
  it('offers quick ranges that end today, both ends counted', () => {
    expect(quickRange('today', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(quickRange('7d', '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(quickRange('30d', '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(quickRange('quarter', '2026-11-23')).toEqual({ from: '2026-10-01', to: '2026-11-23' });
    expect(quickRange('quarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(rangeDays(quickRange('30d', '2026-11-23'))).toBe(30);
  });

  it('compares with the period of the same length just before, across a month end', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-07' })).toEqual({ from: '2026-10-25', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-11-23', to: '2026-11-23' })).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('draws up to 60 days per day and longer ranges per week from Monday', () => {
    const daily = bucketsOf({ from: '2026-09-25', to: '2026-11-23' });
    expect(daily.weekly).toBe(false);
    expect(daily.starts).toHaveLength(60);
    // 2026-09-01 is a Tuesday: the first week is cut to Tue-Sun, then weeks start on Mondays (7, 14, …).
    const range = { from: '2026-09-01', to: '2026-11-23' };
    const weekly = bucketsOf(range);
    expect(weekly.weekly).toBe(true);
    expect(weekly.starts.slice(0, 3)).toEqual(['2026-09-01', '2026-09-07', '2026-09-14']);
    expect(weekly.starts.at(-1)).toBe('2026-11-23');
    expect(bucketEnd(weekly, 0, range)).toBe('2026-09-06');
    expect(bucketEnd(weekly, weekly.starts.length - 1, range)).toBe('2026-11-23');
  });

  it('finds the bucket of a date, and none before the range', () => {
    const weekly = bucketsOf({ from: '2026-09-01', to: '2026-11-23' });
    expect(bucketIndex(weekly, '2026-09-01')).toBe(0);
    expect(bucketIndex(weekly, '2026-09-06')).toBe(0);
    expect(bucketIndex(weekly, '2026-09-07')).toBe(1);
    expect(bucketIndex(weekly, '2026-08-31')).toBe(-1);
    expect(bucketIndex(weekly, '')).toBe(-1);
  });
});
