import type { Change } from '../../../../contract/run-changes';
import { countOf, formatCount } from '../../../../format/format-count';

/** "3 new failures, 5 fixed", or "no new failures, none fixed": what changed since the previous run, in a line. */
export function changeSummary(counts: Pick<Record<Change, number>, 'new-failure' | 'fixed'>): string {
  const failures = counts['new-failure'] === 0 ? 'no new failures' : countOf(counts['new-failure'], 'new failure');
  const fixed = counts.fixed === 0 ? 'none fixed' : `${formatCount(counts.fixed)} fixed`;
  return `${failures}, ${fixed}`;
}
