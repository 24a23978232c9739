import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../../routes/paths';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import { AS_DEFINED, type ColumnPreferenceStore } from '../../../components/data-table/column-preferences';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { PassRateBar } from './pass-rate-bar';
import { runEnding, type RunEnding } from '../../../../analysis/run-ending';
import { CUT_SHORT_REASON, RUN_STATE_SENTENCES, RUN_STATES } from '../../../../analysis/run-state-words';
import { RUN_VALUES } from './run-values';
import { formatCount } from '../../../../format/format-count';
import { formatElapsed } from '../../../../format/format';

const helper = createColumnHelper<DataTableFeatures, ListRun>();

/** A count column: sorted as a number; a filter box would only match digits, so there is none. */
const count = (header: 'Passed' | 'Failed' | 'Total') =>
  helper.accessor(RUN_VALUES[header], {
    id: header,
    header,
    enableColumnFilter: false,
    cell: (info) => <Count value={info.getValue()} />,
  });

// What a reader scans for comes first, so a phone shows it without scrolling the table sideways: which run and
// when (the start tells apart the many runs of one name, "Nightly full regression"), whether it is done, how good
// it is; then the rest.
export const RUN_COLUMNS = helper.columns([
  helper.accessor(RUN_VALUES.Name, {
    id: 'Name',
    header: 'Name',
    // The cell cuts a long name short; the title keeps all of it within reach.
    cell: (info) => (
      <a href={paths.run.href(info.row.original.RUN_ID)} title={info.getValue()}>
        {info.getValue()}
      </a>
    ),
  }),
  helper.accessor(RUN_VALUES.Start, { id: 'Start', header: 'Start' }),
  helper.accessor(RUN_VALUES.Status, {
    id: 'Status',
    header: 'Status',
    cell: (info) => <RunStateBadge ending={runEnding(info.row.original)} />,
  }),
  helper.accessor(RUN_VALUES['Pass rate'], {
    id: 'Pass rate',
    header: 'Pass rate',
    enableColumnFilter: false,
    sortUndefined: 'last',
    cell: (info) => <PassRateBar run={info.row.original} />,
  }),
  count('Passed'),
  count('Failed'),
  count('Total'),
  helper.accessor(RUN_VALUES.Duration, {
    id: 'Duration',
    header: 'Duration',
    enableColumnFilter: false,
    cell: (info) => formatElapsed(info.row.original) || '—',
  }),
  helper.accessor(RUN_VALUES.Type, {
    id: 'Type',
    header: 'Type',
  }),
  helper.accessor(RUN_VALUES['Started by'], { id: 'Started by', header: 'Started by' }),
]);

function RunStateBadge({ ending }: { ending: RunEnding }) {
  return (
    <span className={`run-state-badge state-${ending}`} title={RUN_STATE_SENTENCES[ending]}>
      {RUN_STATES[ending]}
      {ending === 'cut-short' ? <span className="visually-hidden">: {CUT_SHORT_REASON}</span> : null}
    </span>
  );
}

function Count({ value }: { value: number }) {
  return <span className="count-cell">{formatCount(value)}</span>;
}

// Together with the row checkboxes' 2.5rem no wider than a 1280-pixel screen's page (77rem), so there the table
// needs no sideways scroll; the name gives way (cut, whole in its title) so that "Change request test" is not.
export const RUN_COLUMN_WIDTHS = {
  Name: 'minmax(9.75rem, 2fr)',
  Start: '9rem',
  Status: '7.5rem',
  'Pass rate': '8.75rem',
  Passed: '5.5rem',
  Failed: '5rem',
  Total: '5rem',
  Duration: '7rem',
  Type: '10rem',
  'Started by': '7rem',
};

/** Shown, ordered and sized as each person leaves them (the Columns menu), kept in this browser. */
export const RUN_COLUMN_STORE: ColumnPreferenceStore = { key: 'tad.run-columns.v1', defaults: AS_DEFINED };
