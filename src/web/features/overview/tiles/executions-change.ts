// The executions tile's comparison with the period before: how many more or fewer, and the pass rate's move.
import { passRateOf, type Outcome } from '../../../../analysis/overview/outcome';
import { formatCount } from '../../../../format/format-count';

/** "12% more than the 30 days before" and the pass rate's change in points. */
export function changeText(current: Outcome, previous: Outcome, days: number): string {
  const before = `the ${days === 1 ? 'day' : `${days} days`} before`;
  const change =
    previous.total === 0 ? 0 : Math.round((Math.abs(current.total - previous.total) / previous.total) * 100);
  // A change that rounds to 0% is no change to the reader: "0% fewer" read as a contradiction.
  const count =
    previous.total === 0
      ? `none in ${before}`
      : current.total === previous.total
        ? `as many as ${before}`
        : change === 0
          ? `about as many as ${before} (${formatCount(previous.total)})`
          : `${change}% ${current.total > previous.total ? 'more' : 'fewer'} than ${before} (${formatCount(previous.total)})`;
  const [now, then] = [passRateOf(current), passRateOf(previous)];
  if (now === undefined || then === undefined) return `${count}.`;
  const points = Math.round((now - then) * 100);
  return `${count}; pass rate ${points === 0 ? 'unchanged' : `${points > 0 ? 'up' : 'down'} ${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`}.`;
}
