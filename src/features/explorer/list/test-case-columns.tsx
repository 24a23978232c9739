import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { testTypeText } from '../../../contract/codes';
import { unpadId } from '../../../contract/ids';
import type { TestCase } from '../../../contract/records';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/status-badge';

const helper = createColumnHelper<DataTableFeatures, TestCase>();

export const TEST_CASE_COLUMNS = helper.columns([
  helper.accessor((row) => unpadId(row.CASEID), { id: 'ID', header: 'ID', cell: (info) => <Link to={paths.testCase.href(info.getValue())}>{info.getValue()}</Link> }),
  helper.accessor('DESCR', { id: 'Description', header: 'Description', cell: (info) => <Link to={paths.testCase.href(unpadId(info.row.original.CASEID))}>{info.getValue() || '(no description)'}</Link> }),
  helper.accessor((row) => `${row.IFTYPE} ${testTypeText(row.IFTYPE)}`, { id: 'Test type', header: 'Test type' }),
  helper.accessor('OBJDEFID', { id: 'Automation object', header: 'Automation object' }),
  helper.accessor('DOCNUM', { id: 'Document number', header: 'Document number' }),
  helper.accessor((row) => row.LAST_STATUS_TXT || (row.LAST_STATUS ? row.LAST_STATUS : 'Not run'), {
    id: 'Last status',
    header: 'Last status',
    cell: (info) => <StatusBadge code={info.row.original.LAST_STATUS} text={info.row.original.LAST_STATUS_TXT} />,
  }),
  helper.accessor((row) => formatDateTime(row.LAST_STARTED_DATE, row.LAST_STARTED_TIME), { id: 'Last run', header: 'Last run' }),
  helper.accessor('LAST_STARTED_BY', { id: 'Started by', header: 'Started by' }),
]);

export const TEST_CASE_COLUMN_WIDTHS = {
  ID: '6.5rem',
  Description: 'minmax(14rem, 2.5fr)',
  'Test type': 'minmax(9rem, 1.2fr)',
  'Automation object': 'minmax(9rem, 1fr)',
  'Document number': 'minmax(9rem, 1fr)',
  'Last status': '10.5rem',
  'Last run': '9.5rem',
  'Started by': '7.5rem',
};
