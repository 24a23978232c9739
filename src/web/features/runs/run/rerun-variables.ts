// Which of a run's variable values a re-run should send again. VARIABLES lists every value the run used,
// also those the system made itself: a GENERATE value is new in every run, an AFTER value was read after
// execution. Sending those again would pin stale values, so only what a user set is carried over.
import { padId } from '../../../../contract/ids';
import type { CaseVariable, RunVariable } from '../../../../contract/records';

/** The run's variables of these test cases worth a definition lookup: those that differ from the reference. */
export function changedVariables(rows: readonly RunVariable[], caseIds: readonly string[]): RunVariable[] {
  const cases = new Set(caseIds.map(padId));
  return rows.filter((row) => cases.has(padId(row.CASEID)) && row.VAR_VALUE !== row.REF_VALUE);
}

/**
 * Values a user set: differing from the reference, for a BEFORE variable of the case or one the case does not
 * define at all (only TEST_CONTAINER puts those in a run, docs/interface/decisions.md#starting-runs-d6). `definitions`: by padded case ID.
 */
export function userSetVariables(
  changed: readonly RunVariable[],
  definitions: ReadonlyMap<string, readonly CaseVariable[]>,
): { caseId: string; name: string; value: string }[] {
  return changed
    .filter((row) => {
      const defined = definitions.get(padId(row.CASEID))?.find((variable) => variable.VAR_NAME === row.VAR_NAME);
      return !defined || defined.VAR_ACTION === 'BEFORE';
    })
    .map((row) => ({ caseId: row.CASEID, name: row.VAR_NAME, value: row.VAR_VALUE }));
}
