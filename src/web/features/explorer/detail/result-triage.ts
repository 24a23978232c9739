// How each failed result of a test case meets the team's decisions: the server works it out with each page of
// results (the rule run pages use); the case's decisions are read here only for the Triage dialog, which starts
// from a failure's own decision, withdrawn or not.
import { useCaseDecisions } from '../../../../client/triage/case-decisions';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import type { Decision, DecisionTarget } from '../../../../contract/dashboard-api/triage-decisions';
import type { TriageSettings } from '../../../../contract/dashboard-api/triage-settings';
import type { CaseResultPageRow } from '../../../../contract/dashboard-api/test-case';
import type { TestCase } from '../../../../contract/records';
import { sameTarget } from '../../../components/triage/decision-targets';

export interface ResultTriage {
  settings: TriageSettings;
  /** The decision on that one failure, if any, withdrawn or not (its Triage dialog starts there). */
  ownDecisionOf: (result: CaseResultPageRow) => Decision | undefined;
  targetOf: (result: CaseResultPageRow) => DecisionTarget;
}

export function useResultTriage(testCase: TestCase | undefined): ResultTriage | null {
  const settings = useTriageSettings().data ?? null;
  const decisions = useCaseDecisions(testCase?.CASEID ?? '', settings !== null && testCase !== undefined).data;
  if (!settings || !decisions || !testCase) return null;
  const targetOf = (result: CaseResultPageRow): DecisionTarget => ({
    kind: 'failure',
    RUN_ID: result.RUN_ID,
    CASEID: testCase.CASEID,
  });
  return {
    settings,
    targetOf,
    ownDecisionOf: (result) => decisions.find((decision) => sameTarget(decision.target, targetOf(result))),
  };
}
