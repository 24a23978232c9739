// Axis and table labels of a day or week bucket, and the runs list it opens.
import type { DateRange } from '../../../../analysis/overview/date-range';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const short = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

export function bucketLabels(points: readonly DateRange[], weekly: boolean, href: (range: DateRange) => string) {
  return points.map((point) => ({
    short: short(point.from),
    full: weekly ? `Week ${point.from} to ${point.to}` : point.from,
    href: href({ from: point.from, to: point.to }),
  }));
}
