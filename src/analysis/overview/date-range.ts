// Date ranges of the overview in wire dates (`YYYY-MM-DD`, UTC days, as the service's dates are): the quick
// ranges, the period before a range, and the buckets its trends are drawn in.

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** Ranges longer than this are drawn per week: 60 daily points and more are hard to read and to point at. */
export const MAX_DAILY_BUCKETS = 60;

export const toDay = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => fromDay(toDay(date) + days);

export const sameRange = (a: DateRange, b: DateRange): boolean => a.from === b.from && a.to === b.to;

/** Days in the range, both ends included. */
export const rangeDays = (range: DateRange): number => toDay(range.to) - toDay(range.from) + 1;

/** The period of the same length that ends the day before the range starts. */
export function previousPeriod(range: DateRange): DateRange {
  const length = rangeDays(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export const QUICK_RANGES = ['today', '7d', '30d', 'quarter'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A quick range ending on `today`. */
export function quickRange(name: QuickRange, today: string): DateRange {
  if (name === 'today') return { from: today, to: today };
  if (name === '7d') return { from: addDays(today, -6), to: today };
  if (name === '30d') return { from: addDays(today, -29), to: today };
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstMonth = Math.floor((month - 1) / 3) * 3 + 1;
  return { from: `${year}-${String(firstMonth).padStart(2, '0')}-01`, to: today };
}

export interface Buckets {
  weekly: boolean;
  /** The first day of each bucket, oldest first. */
  starts: string[];
}

/** Per day, or per week (Monday to Sunday, the first and last cut to the range) over MAX_DAILY_BUCKETS days. */
export function bucketsOf(range: DateRange): Buckets {
  const weekly = rangeDays(range) > MAX_DAILY_BUCKETS;
  const starts: string[] = [];
  for (let day = toDay(range.from); day <= toDay(range.to); day++) {
    // Day 0 (1970-01-01) was a Thursday, so (day + 3) % 7 is 0 on Mondays.
    if (!weekly || starts.length === 0 || (day + 3) % 7 === 0) starts.push(fromDay(day));
  }
  return { weekly, starts };
}

/** Index of the bucket a date falls in, or -1 outside the range. */
export function bucketIndex(buckets: Buckets, date: string): number {
  if (!date || date < buckets.starts[0]!) return -1;
  let low = 0;
  let high = buckets.starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (buckets.starts[middle]! <= date) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The last day of bucket `index` of a range. */
export function bucketEnd(buckets: Buckets, index: number, range: DateRange): string {
  const next = buckets.starts[index + 1];
  return next ? addDays(next, -1) : range.to;
}
