import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Failure, FailureGroup, RunRef } from '../../../analysis/failure-groups';
import { unpadId } from '../../../contract/ids';
import { paths } from '../../../routes/paths';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../data-table/data-table';
import type { DataTableFeatures } from '../data-table/table-features';
import { formatDateTime } from '../../../format/format';
import { StatusBadge } from '../status-badge';
import { formatCount } from '../../../format/format-count';
import { firstSeen } from './first-seen';
import { failureKey } from '../../../client/triage/run-triage';
import { TriageMark } from '../triage/triage-mark';
import { useGroupTriageActions } from './group-triage-context';
import { useGroupFields } from '../../../client/dashboard/run-fields';
import { FailingFields } from '../field-ledger/failing-fields';

const helper = createColumnHelper<DataTableFeatures, Failure>();
const BASE_COLUMNS = helper.columns([
  helper.accessor((failure) => unpadId(failure.detail.CASEID), {
    id: 'Test case',
    header: 'Test case',
    // The run goes with the link: the case's payloads then compare that run's output.
    cell: (info) => (
      <a href={paths.testCase.href(info.getValue(), 'results', { run: info.row.original.run.RUN_ID })}>
        {info.getValue()}
      </a>
    ),
  }),
  helper.accessor((failure) => failure.detail.DESCR, {
    id: 'Description',
    header: 'Description',
    cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
  }),
  helper.accessor((failure) => unpadId(failure.detail.SCNRID), {
    id: 'Folder',
    header: 'Folder',
    cell: (info) => <a href={paths.folder.href(info.getValue())}>{info.getValue()}</a>,
  }),
  helper.accessor((failure) => formatDateTime(failure.run.STARTED_DATE, failure.run.STARTED_TIME), {
    id: 'Run',
    header: 'Run',
    cell: (info) => (
      <a href={paths.run.href(info.row.original.run.RUN_ID)} title={info.row.original.run.NAME}>
        {info.getValue()}
      </a>
    ),
  }),
  helper.accessor((failure) => failure.detail.STATUS_TXT || failure.detail.STATUS, {
    id: 'Status',
    header: 'Status',
    cell: (info) => <StatusBadge code={info.row.original.detail.STATUS} text={info.row.original.detail.STATUS_TXT} />,
  }),
  helper.accessor((failure) => failure.detail.MESSAGE, {
    id: 'Message',
    header: 'Message',
    cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
  }),
]);
/** With triage, how each failure meets the decisions, after its status. */
const TRIAGE_COLUMN = helper.display({
  id: 'Triage',
  header: 'Triage',
  cell: (info) => <FailureTriageCell failure={info.row.original} />,
});
const status = BASE_COLUMNS.findIndex((each) => each.id === 'Status');
const TRIAGE_COLUMNS = [...BASE_COLUMNS.slice(0, status + 1), TRIAGE_COLUMN, ...BASE_COLUMNS.slice(status + 1)];

function FailureTriageCell({ failure: { run, detail } }: { failure: Failure }) {
  const triage = useGroupTriageActions()?.state;
  const failure = triage?.failures.get(failureKey(run.RUN_ID, detail.CASEID));
  return failure ? (
    <span className="triage-cell triage-row-cell">
      <TriageMark triage={failure} ticketUrl={triage!.settings.ticketUrl} />
    </span>
  ) : null;
}

const WIDTHS = {
  'Test case': '7rem',
  Description: 'minmax(12rem, 2fr)',
  Folder: '6rem',
  Run: '9.5rem',
  Status: '9rem',
  Triage: 'minmax(11rem, 1fr)',
  Message: 'minmax(14rem, 2fr)',
};

const runLink = (run: RunRef) => (
  <Link to={paths.run.href(run.RUN_ID)}>
    {run.NAME || run.RUN_ID} ({formatDateTime(run.STARTED_DATE, run.STARTED_TIME)})
  </Link>
);

function GroupFields({ runId, cause }: { runId: string; cause: string }) {
  return <FailingFields fields={useGroupFields(runId, cause)} failures="these failures" />;
}

/** The test cases behind one failure group, with where and when the cause was seen. */
export function FailureGroupCases({
  group,
  readFrom,
  fieldsRun,
  withTriage,
  onClose,
}: {
  group: FailureGroup;
  /** As FailureGroupTable's. */
  readFrom?: string | undefined;
  /** As FailureGroupTable's. */
  fieldsRun?: string | undefined;
  /** Whether the table shows how each failure meets the decisions (GroupTriageContext). */
  withTriage: boolean;
  onClose: () => void;
}) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  const folders = group.folders.map(unpadId);
  const { caveat } = firstSeen(group.firstSeen, readFrom);
  const panel = useRef<HTMLDivElement>(null);
  // The panel opens below the group table, often below the fold: bring it into view, as a reader expects (it is
  // keyed by its cause, so another group mounts afresh).
  useEffect(() => {
    // After the frame that lays out the panel's table, or the scroll lands short of it.
    const frame = requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    // An explicit role, so tools that read roles from the DOM (the UI benchmark's probe) find the region too.
    <div ref={panel} role="region" className="stack failure-group card" aria-label={`Failure group: ${group.cause}`}>
      <div className="failure-group-head">
        <h3 className="failure-group-title">{group.cause}</h3>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="muted failure-group-facts">
        {formatCount(group.caseCount)} {group.caseCount === 1 ? 'test case' : 'test cases'} in{' '}
        {group.folderCount === 1 ? 'folder' : 'folders'}{' '}
        {folders.map((folder, index) => (
          <span key={folder}>
            {index > 0 ? ', ' : ''}
            <Link to={paths.folder.href(folder)}>{folder}</Link>
          </span>
        ))}
        {group.folderCount > folders.length ? ` and ${formatCount(group.folderCount - folders.length)} more` : ''}.
        First seen in {runLink(group.firstSeen)}
        {caveat ? `, ${caveat}` : ''}; last seen in {runLink(group.lastSeen)}.
        {group.failureCount > group.failures.length
          ? ` Listed: the ${formatCount(group.failures.length)} newest of its ${formatCount(group.failureCount)} failures.`
          : ''}
      </p>
      <p className="mono failure-group-example">{group.example}</p>
      {fieldsRun ? <GroupFields runId={fieldsRun} cause={group.cause} /> : null}
      <DataTable
        label={`Test cases failing with: ${group.cause}`}
        data={group.failures}
        columns={withTriage ? TRIAGE_COLUMNS : BASE_COLUMNS}
        rowName="Test case"
        columnWidths={WIDTHS}
        getRowId={(failure) => `${failure.run.RUN_ID}|${failure.detail.CASEID}`}
        state={state}
        onStateChange={setState}
        scrollsWithPage
        empty={<p className="muted">No test case.</p>}
      />
    </div>
  );
}
