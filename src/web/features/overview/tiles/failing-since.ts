// How long a failing test case has been failing, in the words of the "Test cases failing now" tile.
import { toDay } from '../../../../analysis/overview/date-range';
import type { FailingCase } from '../../../../analysis/overview/case-figures';

/**
 * "failing for 3 days (since 2026-11-20)", or at least since the range began; a run of failures that began today
 * says so once, with the date for a printed page read another day.
 */
export function failingSince(testCase: FailingCase, now: string, sinceKnown: boolean): string {
  if (!sinceKnown) return `last failed ${testCase.lastDate}`;
  if (!testCase.since) return `last failed ${testCase.lastDate}, no result in this range`;
  const atLeast = testCase.atLeast ? 'at least ' : '';
  const days = toDay(now) - toDay(testCase.since);
  if (days <= 0) return `failing ${atLeast}since today (${testCase.since})`;
  const length = `${days} ${days === 1 ? 'day' : 'days'}`;
  return `failing for ${atLeast}${length} (${testCase.atLeast ? 'every result since' : 'since'} ${testCase.since})`;
}
