import { createColumnHelper } from '@tanstack/react-table';
import type { FailureGroup, RunRef } from '../../../analysis/failure-groups';
import { unpadId } from '../../../contract/ids';
import type { DataTableFeatures } from '../data-table/table-features';
import { formatDateTime } from '../../../format/format';
import { formatCount } from '../../../format/format-count';
import { firstSeen } from './first-seen';
import { GroupTriageCell } from './group-triage-cell';

const helper = createColumnHelper<DataTableFeatures, NamedFailureGroup>();

const seen = (run: RunRef) => formatDateTime(run.STARTED_DATE, run.STARTED_TIME);
/** A group with its folders named, as its row shows them. */
export type NamedFailureGroup = FailureGroup & { folderText: string };

/**
 * The folders by name and ID ("Procure to Pay (102)"), the ID alone while a name is unknown (no store, or not yet
 * read), with how many more there are than the group lists.
 */
export function folderList(group: FailureGroup, names: ReadonlyMap<string, { name: string }>): string {
  const named = group.folders.map((id) => {
    const name = names.get(id)?.name;
    return name ? `${name} (${unpadId(id)})` : unpadId(id);
  });
  const more = group.folderCount - group.folders.length;
  return `${named.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}`;
}
const count = (value: number) => <span className="count-cell">{formatCount(value)}</span>;

/**
 * The columns of the group table; the cause opens the group's test cases below the table. `readFrom`: the first
 * day the grouped runs reach back to, when they stop there (FailureGroupTable). With `triage` (a store that
 * answers it), a Triage column after the cause; its cells read the triage from GroupTriageContext.
 */
export function failureGroupColumns(
  openCause: string | undefined,
  onOpen: (cause: string) => void,
  readFrom: string | undefined,
  withTriage: boolean,
) {
  const triageColumn = withTriage
    ? [
        helper.display({
          id: 'Triage',
          header: 'Triage',
          cell: (info) => <GroupTriageCell group={info.row.original} />,
        }),
      ]
    : [];
  return helper.columns([
    helper.accessor('cause', {
      id: 'Cause',
      header: 'Cause',
      cell: (info) => (
        <button
          type="button"
          className="link-button failure-cause"
          aria-expanded={openCause === info.getValue()}
          title={info.row.original.example}
          onClick={() => onOpen(info.getValue())}
        >
          {info.getValue()}
        </button>
      ),
    }),
    ...triageColumn,
    helper.accessor('caseCount', {
      id: 'Test cases',
      header: 'Test cases',
      enableColumnFilter: false,
      cell: (info) => count(info.getValue()),
    }),
    helper.accessor('failureCount', {
      id: 'Failures',
      header: 'Failures',
      enableColumnFilter: false,
      cell: (info) => count(info.getValue()),
    }),
    helper.accessor('folderText', {
      id: 'Folders',
      header: 'Folders',
      cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    }),
    // Sorted by the moment, shown as what can be said of it.
    helper.accessor((group) => seen(group.firstSeen), {
      id: 'First seen',
      header: 'First seen',
      cell: (info) => {
        const run = info.row.original.firstSeen;
        const { short, caveat } = firstSeen(run, readFrom);
        return <span title={caveat ? `${run.NAME} (${info.getValue()}), ${caveat}` : run.NAME}>{short}</span>;
      },
    }),
    helper.accessor((group) => seen(group.lastSeen), {
      id: 'Last seen',
      header: 'Last seen',
      cell: (info) => <span title={info.row.original.lastSeen.NAME}>{info.getValue()}</span>,
    }),
  ]);
}

export const FAILURE_GROUP_WIDTHS = {
  Cause: 'minmax(16rem, 3fr)',
  Triage: 'minmax(15.5rem, 3fr)',
  'Test cases': '6.5rem',
  Failures: '6rem',
  Folders: 'minmax(7rem, 1fr)',
  'First seen': '9.5rem',
  'Last seen': '9.5rem',
};
