import type { FailureGroup } from '../../../analysis/failure-groups';
import { decisionsOn, groupTargets } from '../triage/decision-targets';
import { TriageDialog } from '../triage/triage-dialog';
import type { GroupTriage } from './use-group-triage';

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
      onClose={onClose}
    />
  );
}
