// What a decision is on, compared and named: a failure group's signatures are one per automation object its
// failures test, since a decision on a signature is on the cause where it happens.
import type { Failure, FailureGroup } from '../../../analysis/failure-groups';
import type { Decision, DecisionTarget } from '../../../contract/dashboard-api/triage-decisions';
import { unpadId } from '../../../contract/ids';

export function sameTarget(a: DecisionTarget, b: DecisionTarget): boolean {
  if (a.kind === 'signature' && b.kind === 'signature') return a.OBJDEFID === b.OBJDEFID && a.cause === b.cause;
  if (a.kind === 'failure' && b.kind === 'failure') return a.RUN_ID === b.RUN_ID && a.CASEID === b.CASEID;
  return false;
}

export const targetName = (target: DecisionTarget): string =>
  target.kind === 'signature'
    ? target.OBJDEFID
      ? `automation object ${target.OBJDEFID}`
      : 'no automation object'
    : `test case ${unpadId(target.CASEID)} in run ${target.RUN_ID}`;

/** A group's signatures: its cause on each automation object among its (listed) failures, in first-seen order. */
export function groupTargets(group: FailureGroup): DecisionTarget[] {
  const objects = [...new Set(group.failures.map((failure: Failure) => failure.detail.OBJDEFID))];
  return objects.map((OBJDEFID) => ({ kind: 'signature', OBJDEFID, cause: group.cause }));
}

/** The decisions on some targets, out of many. */
export const decisionsOn = (targets: readonly DecisionTarget[], decisions: readonly Decision[]): Decision[] =>
  decisions.filter((decision) => targets.some((target) => sameTarget(decision.target, target)));
