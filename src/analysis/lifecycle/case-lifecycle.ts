// Which class a failing test case is in: new, broken, flaky or recovered (issue 73), by the rule of
// docs/decisions/0021-failure-lifecycle.md, written here once. It reads the newest results as the flaky score
// does (flakiness.ts: outages by the rule are no outcome, at most FLAKY_WINDOW of them), so the two never disagree
// on what the case did.
import type { LifecycleClass } from '../../contract/dashboard-api/lifecycle';
import { flakinessOf, scoredOutcome, type Outcome, type ScoredResult, FLAKY_WINDOW } from '../flakiness';

/** Failing this many runs in a row is broken, whatever the case did before: it fails now, not now and then. */
export const BROKEN_STREAK = 3;
/** A failure is new when none of this many outcomes before it failed. */
export const NEW_LOOKBACK = 5;
/** A pass is a recovery while a failure is among this many newest outcomes; later the case is simply passing. */
export const RECOVERED_WITHIN = 5;

export interface Lifecycle<R> {
  class: LifecycleClass;
  /**
   * The result the class dates from: broken, the first failure of the streak; recovered, the first pass after the
   * last failure; new, the failure itself; flaky, the newest result.
   */
  since: R;
  /** The flaky score (flakiness.ts), null with too few outcomes. */
  score: number | null;
}

/**
 * Whether the newest of these outcomes (newest first, outages left out) is a failure none of the NEW_LOOKBACK before
 * it shares: the mark of a new failure, which the class "new" and a run's notification both go by.
 */
export const failsAnew = (outcomesNewestFirst: readonly Outcome[]): boolean =>
  outcomesNewestFirst[0] === 'failed' &&
  outcomesNewestFirst.slice(1, 1 + NEW_LOOKBACK).every((outcome) => outcome === 'passed');

/**
 * The class of a case from its results, newest first; null for a case that is not failing (no failure among its
 * RECOVERED_WITHIN newest outcomes) or has no outcome. Where two classes fit, the first of these wins:
 * 1. broken: the newest BROKEN_STREAK or more outcomes failed;
 * 2. flaky: the flaky score reaches FLAKY_THRESHOLD (whether the newest outcome passed or failed);
 * 3. new: the newest outcome failed and none of the NEW_LOOKBACK before it did;
 * 4. broken: the newest outcome failed otherwise (since the first failure of its streak);
 * 5. recovered: the newest outcome passed and one of the RECOVERED_WITHIN newest failed.
 */
export function lifecycleOf<R extends ScoredResult>(
  resultsNewestFirst: readonly R[],
  outagePatterns: readonly string[] = [],
): Lifecycle<R> | null {
  const scored: { result: R; outcome: Outcome }[] = [];
  for (const result of resultsNewestFirst) {
    const outcome = scoredOutcome(result, outagePatterns);
    if (outcome) scored.push({ result, outcome });
    if (scored.length === FLAKY_WINDOW) break;
  }
  const [newest] = scored;
  if (!newest) return null;
  const { score, flaky } = flakinessOf(
    scored.map(({ result }) => result),
    outagePatterns,
  );
  const changed = scored.findIndex(({ outcome }) => outcome !== newest.outcome);
  const streak = changed === -1 ? scored.length : changed;
  const streakStart = scored[streak - 1]!.result;
  if (newest.outcome === 'failed') {
    if (streak >= BROKEN_STREAK) return { class: 'broken', since: streakStart, score };
    if (flaky) return { class: 'flaky', since: newest.result, score };
    if (failsAnew(scored.map(({ outcome }) => outcome))) return { class: 'new', since: newest.result, score };
    return { class: 'broken', since: streakStart, score };
  }
  if (flaky) return { class: 'flaky', since: newest.result, score };
  if (streak < RECOVERED_WITHIN && changed !== -1) return { class: 'recovered', since: streakStart, score };
  return null;
}
