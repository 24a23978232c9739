// How flaky a test case is, from its result history (the rule the user guide's "Flaky test cases" states).
// A flip is a passed result next to a failed one; the score is the share of flips among neighbouring
// results, each pair weighted by how recent it is, so a case that has settled down loses its badge soon.
import { FAILED_STATUSES, PASSED_STATUSES } from '../contract/codes';
import type { CaseResult } from '../contract/records';
import { isOutage } from './triage/outage-rule';

/** How many of the newest results count. */
export const FLAKY_WINDOW = 20;
/** Fewer outcomes than this give no score: three results cannot tell flaky from unlucky. */
export const FLAKY_MIN_RESULTS = 5;
/** A score from here up earns the Flaky badge. */
export const FLAKY_THRESHOLD = 0.4;

export type Outcome = 'passed' | 'failed';

export interface Flakiness {
  /** 0 (never flips) to 1 (flips every time); null with fewer than FLAKY_MIN_RESULTS outcomes. */
  score: number | null;
  flaky: boolean;
  /** How many outcomes the score is based on (at most FLAKY_WINDOW). */
  results: number;
}

/** Passed (S, W) or failed (E, A); a queued, running or unknown status is no outcome and does not count. */
export function outcomeOf(status: string): Outcome | null {
  if (PASSED_STATUSES.includes(status)) return 'passed';
  if (FAILED_STATUSES.includes(status)) return 'failed';
  return null;
}

/** A result as scores read it: its status, and its message where an outage rule may apply. */
export type ScoredResult = Pick<CaseResult, 'STATUS'> & Partial<Pick<CaseResult, 'MESSAGE'>>;

/** A result's outcome, none for an abort the outage rule matches: the system was down, the test did not fail. */
export function scoredOutcome(result: ScoredResult, outagePatterns: readonly string[] = []): Outcome | null {
  if (isOutage({ STATUS: result.STATUS, MESSAGE: result.MESSAGE ?? '' }, outagePatterns)) return null;
  return outcomeOf(result.STATUS);
}

/**
 * The newest FLAKY_WINDOW results that have an outcome, newest first (the order the service sends); outages (by
 * the rule's texts, none when absent) have none, so an outage between two passes is no flip.
 */
export function recentOutcomes(
  resultsNewestFirst: readonly ScoredResult[],
  outagePatterns: readonly string[] = [],
): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const result of resultsNewestFirst) {
    const outcome = scoredOutcome(result, outagePatterns);
    if (outcome) outcomes.push(outcome);
    if (outcomes.length === FLAKY_WINDOW) break;
  }
  return outcomes;
}

/**
 * The pair of the two newest outcomes weighs FLAKY_WINDOW - 1, the next pair one less, down to 1 for the
 * oldest pair of a full window: a flip last week counts about twice one a month ago.
 */
export function flakinessOf(
  resultsNewestFirst: readonly ScoredResult[],
  outagePatterns: readonly string[] = [],
): Flakiness {
  const outcomes = recentOutcomes(resultsNewestFirst, outagePatterns);
  if (outcomes.length < FLAKY_MIN_RESULTS) return { score: null, flaky: false, results: outcomes.length };
  let flipped = 0;
  let total = 0;
  for (let pair = 0; pair < outcomes.length - 1; pair += 1) {
    const weight = FLAKY_WINDOW - 1 - pair;
    total += weight;
    if (outcomes[pair] !== outcomes[pair + 1]) flipped += weight;
  }
  const score = flipped / total;
  return { score, flaky: score >= FLAKY_THRESHOLD, results: outcomes.length };
}

/** The run of equal outcomes the history ends on: what the case does now, and since how many results. */
export interface Streak {
  outcome: Outcome;
  /** How many of the newest outcomes in a row are `outcome` (at most FLAKY_WINDOW). */
  length: number;
  /** Every outcome in the window is `outcome`: it never did otherwise as far as the window reaches. */
  whole: boolean;
}

/** The newest outcomes' streak; undefined without any outcome. */
export function streakOf(
  resultsNewestFirst: readonly ScoredResult[],
  outagePatterns: readonly string[] = [],
): Streak | undefined {
  const outcomes = recentOutcomes(resultsNewestFirst, outagePatterns);
  const [outcome] = outcomes;
  if (!outcome) return undefined;
  const changed = outcomes.findIndex((other) => other !== outcome);
  const length = changed === -1 ? outcomes.length : changed;
  return { outcome, length, whole: changed === -1 };
}

/** A flakiness score as people read it, rounded down so "40%" is never below the 0.4 threshold: 0.625 is "62%". */
export const percent = (score: number) => `${Math.floor(score * 100)}%`;

/** The Flaky column's text, which its filter matches: "62% flaky" or "5% steady", '' unscored or too few outcomes. */
export const flakyText = (flakiness: Pick<Flakiness, 'score' | 'flaky'> | undefined) =>
  flakiness?.score == null ? '' : `${percent(flakiness.score)} ${flakiness.flaky ? 'flaky' : 'steady'}`;
