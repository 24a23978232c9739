import { useId } from 'react';
import { useEnterQuarantine, useLeaveQuarantine } from '../../../../client/triage/change-quarantine';
import { useCaseQuarantine } from '../../../../client/triage/get-quarantines';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import type { Quarantine } from '../../../../contract/dashboard-api/triage-quarantine';
import { formatMoment } from '../../../../format/format';
import { ErrorDetails } from '../../../components/error-details';
import { quarantinedBy } from '../../../components/triage/quarantined-by';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { useDisclosure } from '../../../components/use-disclosure';
import { QuarantineForm } from './quarantine-form';

/**
 * A test case's quarantine on its page: the badge with why and how near it is to leaving, and for a user who may
 * change decisions "Quarantine…" or "Leave quarantine". Nothing where the server keeps no history to hold it.
 */
export function CaseQuarantine({ caseId }: { caseId: string }) {
  const quarantine = useCaseQuarantine(caseId);
  const settings = useTriageSettings();
  if (quarantine.data === undefined || !settings.data) return null;
  const { canChange } = settings.data.you;
  if (quarantine.data) return <QuarantinedBadge quarantine={quarantine.data} canChange={canChange} />;
  return canChange ? <EnterQuarantine caseId={caseId} passes={settings.data.defaultQuarantinePasses} /> : null;
}

function QuarantinedBadge({ quarantine, canChange }: { quarantine: Quarantine; canChange: boolean }) {
  const leave = useLeaveQuarantine();
  return (
    <div className="stack case-quarantine">
      <p className="row">
        <span className="status-badge tone-warn">
          <span aria-hidden="true">‖</span>
          <span className="status-text">Quarantined</span>
        </span>
        <span>
          {quarantine.reason}. {quarantine.passesInARow} of {quarantine.passesNeeded} passes in a row to leave; since{' '}
          <UnbrokenFormats text={formatMoment(new Date(quarantine.since))} /> by {quarantinedBy(quarantine)}.
        </span>
        {canChange ? (
          <button type="button" disabled={leave.isPending} onClick={() => leave.mutate({ CASEID: quarantine.CASEID })}>
            Leave quarantine
          </button>
        ) : null}
      </p>
      {leave.isError ? (
        <div role="alert" className="error-state">
          <p className="empty-title">Could not take the test case out of quarantine</p>
          <ErrorDetails error={leave.error} />
        </div>
      ) : null}
    </div>
  );
}

function EnterQuarantine({ caseId, passes }: { caseId: string; passes: number }) {
  const panel = useDisclosure<HTMLDivElement>(`quarantine-${useId()}`);
  const enter = useEnterQuarantine();
  return (
    <div className="stack case-quarantine">
      <p className="row">
        <button {...panel.buttonProps}>Quarantine…</button>
      </p>
      <div {...panel.panelProps} hidden={!panel.open}>
        {panel.open ? (
          <QuarantineForm
            caseId={caseId}
            defaultPasses={passes}
            sending={enter.isPending}
            failure={enter.error}
            onSubmit={(body) => enter.mutate(body, { onSuccess: () => panel.close() })}
            onCancel={() => panel.close(true)}
          />
        ) : null}
      </div>
    </div>
  );
}
