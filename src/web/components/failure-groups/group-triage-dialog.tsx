import type { FailureGroup } from '../../../analysis/failure-groups';
import { decisionsOn, groupTargets } from '../triage/decision-targets';
import { TriageDialog } from '../triage/triage-dialog';
import type { GroupTriage } from './use-group-triage';
import { failureKey } from '../../../client/triage/run-triage';

/** Per automation object, the group's newest failure that needs triage: the one to suggest past decisions for. */
function undecidedFailures(group: FailureGroup, triage: GroupTriage) {
  const byObject = new Map<string, { RUN_ID: string; CASEID: string; OBJDEFID: string }>();
  for (const { run, detail } of group.failures) {
    const state = triage.failures.get(failureKey(run.RUN_ID, detail.CASEID))?.state;
    if (state === 'undecided' && !byObject.has(detail.OBJDEFID))
      byObject.set(detail.OBJDEFID, { RUN_ID: run.RUN_ID, CASEID: detail.CASEID, OBJDEFID: detail.OBJDEFID });
  }
  return [...byObject.values()];
}

/** The Triage dialog of a whole failure group: one decision on each of its signatures, in one go. */
export function GroupTriageDialog({
  group,
  triage,
  onClose,
}: {
  group: FailureGroup;
  triage: GroupTriage;
  onClose: () => void;
}) {
  const targets = groupTargets(group);
  return (
    <TriageDialog
      title={`Triage: ${group.cause}`}
      targets={targets}
      decisions={decisionsOn(targets, triage.decisions)}
      reading={!triage.decisionsRead}
      settings={triage.settings}
      suggestFor={undecidedFailures(group, triage)}
      onClose={onClose}
    />
  );
}
