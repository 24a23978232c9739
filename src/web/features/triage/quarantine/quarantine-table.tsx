import { useState } from 'react';
import { useLeaveQuarantine } from '../../../../client/triage/change-quarantine';
import type { ListedQuarantine } from '../../../../contract/dashboard-api/triage-quarantine';
import { unpadId } from '../../../../contract/ids';
import { formatMoment } from '../../../../format/format';
import { quarantinedBy } from '../../../components/triage/quarantined-by';
import { ErrorDetails } from '../../../components/error-details';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { QuarantinedCase, QuarantinedCaseFolder } from './quarantined-case-cells';

const momentOf = (at: string) => formatMoment(new Date(at));

/** How a quarantine ended, or that it lasts. */
function endOf(quarantine: ListedQuarantine): string {
  if (!quarantine.leftAt) return 'In quarantine';
  const when = momentOf(quarantine.leftAt);
  return quarantine.leftHow === 'passes'
    ? `Left by itself ${when}, after ${quarantine.passesNeeded} passes in a row`
    : `Taken out ${when} by ${quarantine.leftBy ?? 'someone'}`;
}

const COLUMNS: SimpleColumn<ListedQuarantine>[] = [
  { header: 'Test case', rowHeader: true, cell: (quarantine) => <QuarantinedCase quarantine={quarantine} /> },
  { header: 'Folder', cell: (quarantine) => <QuarantinedCaseFolder quarantine={quarantine} /> },
  { header: 'Reason', cell: (quarantine) => quarantine.reason },
  {
    header: 'Since',
    cell: (quarantine) => (
      <>
        <UnbrokenFormats text={momentOf(quarantine.since)} /> by {quarantinedBy(quarantine)}
      </>
    ),
  },
  { header: 'Passes in a row', cell: (quarantine) => `${quarantine.passesInARow} of ${quarantine.passesNeeded}` },
];

const ENDED: SimpleColumn<ListedQuarantine> = { header: 'Ended', cell: endOf };

type Leave = (quarantine: ListedQuarantine) => void;

const leaveColumn = (leave: Leave, busy: boolean): SimpleColumn<ListedQuarantine> => ({
  header: 'Action',
  cell: (quarantine) =>
    quarantine.leftAt ? null : <LeaveButton quarantine={quarantine} onLeave={leave} busy={busy} />,
});

function LeaveButton({ quarantine, onLeave, busy }: { quarantine: ListedQuarantine; onLeave: Leave; busy: boolean }) {
  return (
    <button
      type="button"
      aria-label={`Leave quarantine: test case ${unpadId(quarantine.CASEID)}`}
      disabled={busy}
      onClick={() => onLeave(quarantine)}
    >
      Leave quarantine
    </button>
  );
}

/**
 * The quarantines, with "Leave quarantine" on each that lasts for a user who may change decisions. A failed
 * leave is said above the table, naming the case.
 */
export function QuarantineTable({
  quarantines,
  withEnded,
  canChange,
}: {
  quarantines: readonly ListedQuarantine[];
  withEnded: boolean;
  canChange: boolean;
}) {
  const leave = useLeaveQuarantine();
  const [leaving, setLeaving] = useState<string | undefined>(undefined);
  const columns = [
    ...COLUMNS,
    ...(withEnded ? [ENDED] : []),
    ...(canChange
      ? [
          leaveColumn((quarantine) => {
            setLeaving(quarantine.CASEID);
            leave.mutate({ CASEID: quarantine.CASEID });
          }, leave.isPending),
        ]
      : []),
  ];
  return (
    <>
      {leave.isError && leaving ? (
        <div role="alert" className="error-state">
          <p className="empty-title">Test case {unpadId(leaving)} could not leave quarantine</p>
          <ErrorDetails error={leave.error} />
        </div>
      ) : null}
      <SimpleTable
        caption="Quarantined test cases"
        columns={columns}
        rows={quarantines}
        rowKey={(quarantine) => quarantine.id}
      />
    </>
  );
}
