// When a quarantined case leaves by itself: after `passesNeeded` passes in a row among its results of runs started
// after it entered (a pass before it entered says nothing about the reason it entered for). Outages are neither
// (outage-rule.ts): the system being down says nothing about the case either way.

/** One result after the quarantine began, oldest first: passed, failed, or null for no outcome or an outage. */
export type QuarantineOutcome = 'passed' | 'failed' | null;

export interface QuarantineProgress {
  /** Passes in a row so far, at most passesNeeded. */
  passesInARow: number;
  /** The index of the result with which it left, or null while it lasts. */
  leftWith: number | null;
}

export function quarantineProgress(
  outcomesOldestFirst: readonly QuarantineOutcome[],
  passesNeeded: number,
): QuarantineProgress {
  let passesInARow = 0;
  for (const [index, outcome] of outcomesOldestFirst.entries()) {
    if (outcome === 'failed') passesInARow = 0;
    else if (outcome === 'passed' && ++passesInARow >= passesNeeded) return { passesInARow, leftWith: index };
  }
  return { passesInARow, leftWith: null };
}
