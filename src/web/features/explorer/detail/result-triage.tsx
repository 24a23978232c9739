// How each failed result of a test case meets the team's decisions, worked out in the browser by the same rule
// the server uses (analysis/triage/failure-triage.ts) over the decisions the case's failures meet: the results
// are read a page at a time, and the server's per-run answer would be one read a run.
import { useCallback } from 'react';
import { isFailedDetail } from '../../../../analysis/run-outcome';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import { triageOf, type TriageVerdict } from '../../../../analysis/triage/failure-triage';
import { useCaseDecisions } from '../../../../client/triage/case-decisions';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import type { Decision, DecisionTarget } from '../../../../contract/dashboard-api/triage-decisions';
import type { TriageSettings } from '../../../../contract/dashboard-api/triage-settings';
import type { CaseResultRow } from '../../../../contract/dashboard-api/test-case';
import type { TestCase } from '../../../../contract/records';
import { sameTarget } from '../../../components/triage/decision-targets';

export interface ResultTriage {
  settings: TriageSettings;
  /** How a result meets the decisions; null for one that did not fail. */
  verdictOf: (result: CaseResultRow) => TriageVerdict | null;
  /** The decision on that one failure, if any, withdrawn or not (its Triage dialog starts there). */
  ownDecisionOf: (result: CaseResultRow) => Decision | undefined;
  targetOf: (result: CaseResultRow) => DecisionTarget;
}

export function useResultTriage(testCase: TestCase | undefined): ResultTriage | null {
  const settings = useTriageSettings().data ?? null;
  const decisions = useCaseDecisions(testCase?.CASEID ?? '', settings !== null && testCase !== undefined).data;
  const known = useCallback(
    (target: DecisionTarget) => decisions?.find((decision) => sameTarget(decision.target, target)),
    [decisions],
  );
  // A withdrawn decision decides nothing; its Triage dialog still shows it.
  const find = (target: DecisionTarget) => {
    const decision = known(target);
    return decision?.withdrawn ? undefined : decision;
  };
  if (!settings || !decisions || !testCase) return null;
  const targetOf = (result: CaseResultRow): DecisionTarget => ({
    kind: 'failure',
    RUN_ID: result.RUN_ID,
    CASEID: testCase.CASEID,
  });
  return {
    settings,
    targetOf,
    ownDecisionOf: (result) => known(targetOf(result)),
    verdictOf: (result) =>
      isFailedDetail(result)
        ? triageOf(result, {
            ownDecision: find(targetOf(result)),
            signatureDecision: find({
              kind: 'signature',
              ...failureSignature({ OBJDEFID: testCase.OBJDEFID, MESSAGE: result.MESSAGE }),
            }),
            outagePatterns: settings.outageRule.patterns,
          })
        : null,
  };
}
