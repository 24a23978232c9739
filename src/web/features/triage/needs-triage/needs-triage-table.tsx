import { signatureKey, type NeedsTriage } from '../../../../contract/dashboard-api/triage';
import { unpadId } from '../../../../contract/ids';
import { countOf, formatCount } from '../../../../format/format-count';
import { formatDateTime, formatMoment } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

type Entry = NeedsTriage['entries'][number];

/** Needs triage, or back after its issue was marked fixed (and by whom, with its ticket). */
function stateOf(entry: Entry): string {
  if (entry.state === 'undecided') return 'Needs triage';
  const fixed = entry.decision?.fixedAt ? ` (fixed ${formatMoment(new Date(entry.decision.fixedAt))})` : '';
  const ticket = entry.decision?.ticket ? `, ${entry.decision.ticket}` : '';
  return `Regressed${ticket}${fixed}`;
}

const COLUMNS: SimpleColumn<Entry>[] = [
  {
    header: 'Cause',
    rowHeader: true,
    // The automation object under its cause, not in a column of its own: six columns did not fit a phone.
    cell: ({ signature }) => (
      <>
        {signature.cause}
        <span className="triage-object muted">
          in <span className="mono">{signature.OBJDEFID || 'no automation object'}</span>
        </span>
      </>
    ),
  },
  {
    header: 'Failures',
    cell: (entry) => `${formatCount(entry.failures)} in ${countOf(entry.cases, 'case')}`,
    className: 'triage-count',
  },
  {
    header: 'Newest failure',
    // The run's page is where a failure is triaged: its failures carry the decision controls.
    className: 'triage-newest',
    cell: ({ newest }) => (
      <>
        <a href={paths.run.href(newest.RUN_ID)}>{newest.RUN_NAME || newest.RUN_ID}</a>{' '}
        <span className="muted">
          <UnbrokenFormats text={formatDateTime(newest.STARTED_DATE, newest.STARTED_TIME)} />
        </span>
        , <a href={paths.testCase.href(unpadId(newest.CASEID))}>test case {unpadId(newest.CASEID)}</a>
        <p className="triage-message muted">{newest.MESSAGE}</p>
      </>
    ),
  },
  { header: 'State', cell: stateOf },
];

/** One row per cause that needs a decision, newest failure first. */
export function NeedsTriageTable({ entries }: { entries: NeedsTriage['entries'] }) {
  return (
    <SimpleTable
      caption="Failures that need triage"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => signatureKey(entry.signature)}
    />
  );
}
