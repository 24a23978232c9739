import { useMemo, useState } from 'react';
import { groupFailures, type FailureGroup } from '../../../analysis/failure-groups';
import type { TestRun } from '../../../contract/records';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../data-table/data-table';
import { FailureGroupCases } from './failure-group-cases';
import { FAILURE_GROUP_WIDTHS, failureGroupColumns, folderList, type NamedFailureGroup } from './failure-group-columns';
import './failure-groups.css';
import { formatCount } from '../../../format/format-count';
import { GroupTriageDialog } from './group-triage-dialog';
import { ReadOnlyNote } from '../triage/read-only-note';
import { GroupTriageContext } from './group-triage-context';
import { useGroupTriage } from './use-group-triage';
import { useStoredFolderNames } from '../../../client/scenarios/folder-tree-reads';
import { unpadId } from '../../../contract/ids';

/** Two lines: a decision's marks on the first, what it says (category, owner) on the second, not cut off. */
const TRIAGE_ROW_HEIGHT = 56;

const NO_HISTORY: readonly TestRun[] = [];
const NO_RUN_IDS: readonly string[] = [];

interface Props {
  /** The runs whose failures are grouped (with DETAILS). */
  runs: readonly TestRun[];
  /** Earlier runs that only date the groups: first and last seen look at them too. */
  history?: readonly TestRun[];
  /** Accessible name of the group table. */
  label: string;
}

/** The failures of some runs grouped by cause: the run page's and the compare page's, every failure listed. */
export function FailureGroups({ runs, history = NO_HISTORY, label }: Props) {
  const groups = useMemo(() => groupFailures(runs, history), [runs, history]);
  const runIds = useMemo(() => runs.map((run) => run.RUN_ID), [runs]);
  return <FailureGroupTable groups={groups} label={label} runIds={runIds} />;
}

/**
 * Failed test cases grouped by cause (the message with numbers, IDs and dates masked), the biggest group first.
 * Pressing a cause shows the test cases behind it. Takes groups, not a page: the run page, the compare page and
 * the overview (whose worker groups thousands of runs) place it alike.
 */
export function FailureGroupTable({
  groups,
  label,
  readFrom,
  fieldsRun,
  runIds = NO_RUN_IDS,
}: {
  groups: readonly FailureGroup[];
  label: string;
  /** The first day the grouped runs reach back to, where they stop at a date (the overview's range). */
  readFrom?: string;
  /** The one finished run grouped, whose groups name the fields behind their failures (GET /api/run/fields). */
  fieldsRun?: string | undefined;
  /** The runs grouped, when they are few enough to show how each of their failures meets the decisions. */
  runIds?: readonly string[];
}) {
  const [openCause, setOpenCause] = useState<string>();
  const [triagedCause, setTriagedCause] = useState<string>();
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  const triage = useGroupTriage(groups, runIds);
  const rows = useNamedFolders(groups);
  const withTriage = triage !== null;
  const columns = useMemo(
    () =>
      failureGroupColumns(
        openCause,
        (cause) => setOpenCause((open) => (open === cause ? undefined : cause)),
        readFrom,
        withTriage,
      ),
    [openCause, readFrom, withTriage],
  );
  const actions = useMemo(() => (triage ? { state: triage, onTriage: setTriagedCause } : null), [triage]);
  const open = groups.find((group) => group.cause === openCause);
  const triaged = groups.find((group) => group.cause === triagedCause);
  if (groups.length === 0) return <p className="muted">No test case failed.</p>;
  return (
    <GroupTriageContext value={actions}>
      <div className="stack failure-groups">
        <p className="muted">
          {formatCount(groups.length)} {groups.length === 1 ? 'cause' : 'causes'} of{' '}
          {formatCount(groups.reduce((sum, group) => sum + group.failureCount, 0))} failures. Press a cause to see its
          test cases.
        </p>
        {triage ? <ReadOnlyNote settings={triage.settings} /> : null}
        <DataTable
          label={label}
          data={rows}
          columns={columns}
          rowName="Cause"
          columnWidths={FAILURE_GROUP_WIDTHS}
          rowHeight={withTriage ? TRIAGE_ROW_HEIGHT : undefined}
          getRowId={(group) => group.cause}
          state={state}
          onStateChange={setState}
          scrollsWithPage
          empty={<p className="muted">No cause matches the filters.</p>}
        />
        {open ? (
          <FailureGroupCases
            key={open.cause}
            group={open}
            readFrom={readFrom}
            fieldsRun={fieldsRun}
            withTriage={withTriage}
            onClose={() => setOpenCause(undefined)}
          />
        ) : null}
        {triage && triaged ? (
          <GroupTriageDialog group={triaged} triage={triage} onClose={() => setTriagedCause(undefined)} />
        ) : null}
      </div>
    </GroupTriageContext>
  );
}

/** The most folders named in one read (its address stays a few KB); the smaller groups' others show their IDs. */
const NAMED_FOLDERS_MAX = 300;

/** The groups with their folders named, in one read for the whole table (the store's index; IDs without one). */
function useNamedFolders(groups: readonly FailureGroup[]): readonly NamedFailureGroup[] {
  const ids = useMemo(
    () => [...new Set(groups.flatMap((group) => group.folders.map(unpadId)))].slice(0, NAMED_FOLDERS_MAX),
    [groups],
  );
  const names = useStoredFolderNames(ids);
  return useMemo(
    () =>
      groups.map((group) => ({
        ...group,
        folderText: folderList(group, names),
      })),
    [groups, names],
  );
}
