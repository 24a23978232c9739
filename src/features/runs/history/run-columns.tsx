import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { RUN_TYPES } from '../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../contract/records';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { formatDateTime } from '../../../components/format';

const helper = createColumnHelper<DataTableFeatures, TestRun>();
const rate = (run: TestRun) => (run.TC_TOTAL > 0 ? Math.round((run.TC_PASSED / run.TC_TOTAL) * 100) : 0);

export const RUN_COLUMNS = helper.columns([
  helper.accessor('NAME', {
    id: 'Name',
    header: 'Name',
    cell: (info) => (
      <Link to={paths.run.href(info.row.original.RUN_ID)}>{info.getValue() || info.row.original.RUN_ID}</Link>
    ),
  }),
  helper.accessor((run) => (run.TYPE ? (RUN_TYPES[run.TYPE as keyof typeof RUN_TYPES] ?? run.TYPE) : ''), {
    id: 'Type',
    header: 'Type',
  }),
  helper.accessor('STARTED_BY', { id: 'Started by', header: 'Started by' }),
  helper.accessor((run) => formatDateTime(run.STARTED_DATE, run.STARTED_TIME), { id: 'Start', header: 'Start' }),
  helper.accessor((run) => (isRunFinished(run) ? formatDateTime(run.END_DATE, run.END_TIME) : 'In progress'), {
    id: 'End',
    header: 'End',
  }),
  helper.accessor((run) => `${run.TC_PASSED}/${run.TC_FAILED}/${run.TC_TOTAL}`, {
    id: 'Passed / failed / total',
    header: 'Passed / failed / total',
  }),
  helper.accessor(rate, {
    id: 'Pass rate',
    header: 'Pass rate',
    cell: (info) => (
      <span className="rate-cell">
        <span className="rate-bar" aria-hidden="true">
          <span style={{ width: `${info.getValue()}%` }} />
        </span>
        {info.getValue()}%
      </span>
    ),
  }),
]);

export const RUN_COLUMN_WIDTHS = {
  Name: 'minmax(14rem, 2fr)',
  Type: '10rem',
  'Started by': '8rem',
  Start: '9.5rem',
  End: '9.5rem',
  'Passed / failed / total': '9rem',
  'Pass rate': '9rem',
};
