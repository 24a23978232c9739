import { signatureKey } from '../../../../contract/dashboard-api/triage-signature';
import type { NeedsTriage } from '../../../../contract/dashboard-api/needs-triage';
import { ticketHref } from '../../../../analysis/triage/ticket-link';
import { unpadId } from '../../../../contract/ids';
import { countOf, formatCount } from '../../../../format/format-count';
import { formatDateTime, formatMoment } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

type Entry = NeedsTriage['entries'][number];

/** Needs triage, or back after its issue was marked fixed: with its ticket (a link by the server's pattern). */
function TriageState({ entry, ticketUrl }: { entry: Entry; ticketUrl: string | null }) {
  if (entry.state === 'undecided') return <>Needs triage</>;
  const ticket = entry.decision?.ticket ?? '';
  const href = ticketHref(ticketUrl, ticket);
  const fixedAt = entry.decision?.fixedAt;
  return (
    <>
      Regressed
      {ticket ? <>, {href ? <a href={href}>{ticket}</a> : ticket}</> : null}
      {fixedAt ? (
        <>
          {' '}
          (fixed <UnbrokenFormats text={formatMoment(new Date(fixedAt))} />)
        </>
      ) : null}
    </>
  );
}

const stateColumn = (ticketUrl: string | null): SimpleColumn<Entry> => ({
  header: 'State',
  cell: (entry) => <TriageState entry={entry} ticketUrl={ticketUrl} />,
});

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
        <a href={paths.run.href(newest.RUN_ID)}>
          <UnbrokenFormats text={newest.RUN_NAME || newest.RUN_ID} />
        </a>{' '}
        <span className="muted">
          <UnbrokenFormats text={formatDateTime(newest.STARTED_DATE, newest.STARTED_TIME)} />
        </span>
        , <a href={paths.testCase.href(unpadId(newest.CASEID))}>test case {unpadId(newest.CASEID)}</a>
        <p className="triage-message muted">{newest.MESSAGE}</p>
      </>
    ),
  },
];

/** One row per cause that needs a decision, newest failure first. */
export function NeedsTriageTable({
  entries,
  ticketUrl,
}: {
  entries: NeedsTriage['entries'];
  /** The server's --ticket-url pattern, null for none. */
  ticketUrl: string | null;
}) {
  return (
    <SimpleTable
      caption="Failures that need triage"
      columns={[...COLUMNS, stateColumn(ticketUrl)]}
      rows={entries}
      rowKey={(entry) => signatureKey(entry.signature)}
    />
  );
}
