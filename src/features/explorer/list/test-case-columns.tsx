import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { unpadId } from '../../../contract/ids';
import type { TestCase } from '../../../contract/records';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { StatusBadge } from '../../../components/status-badge';
import { TEST_CASE_VALUES as VALUES } from './test-case-values';

const helper = createColumnHelper<DataTableFeatures, TestCase>();

export const TEST_CASE_COLUMNS = helper.columns([
  helper.accessor(VALUES.ID, {
    id: 'ID',
    header: 'ID',
    cell: (info) => <Link to={paths.testCase.href(String(info.getValue()))}>{info.getValue()}</Link>,
  }),
  helper.accessor(VALUES.Description, {
    id: 'Description',
    header: 'Description',
    cell: (info) => (
      <Link to={paths.testCase.href(unpadId(info.row.original.CASEID))}>{info.getValue() || '(no description)'}</Link>
    ),
  }),
  helper.accessor(VALUES['Test type'], { id: 'Test type', header: 'Test type' }),
  helper.accessor(VALUES['Automation object'], { id: 'Automation object', header: 'Automation object' }),
  helper.accessor(VALUES['Document number'], { id: 'Document number', header: 'Document number' }),
  helper.accessor(VALUES['Last status'], {
    id: 'Last status',
    header: 'Last status',
    cell: (info) => <StatusBadge code={info.row.original.LAST_STATUS} text={info.row.original.LAST_STATUS_TXT} />,
  }),
  helper.accessor(VALUES['Last run'], { id: 'Last run', header: 'Last run' }),
  helper.accessor(VALUES['Started by'], { id: 'Started by', header: 'Started by' }),
]);

export const TEST_CASE_COLUMN_WIDTHS = {
  ID: '6.5rem',
  Description: 'minmax(14rem, 2.5fr)',
  'Test type': 'minmax(9rem, 1.2fr)',
  'Automation object': 'minmax(9rem, 1fr)',
  'Document number': 'minmax(9rem, 1fr)',
  'Last status': '13rem',
  'Last run': '9.5rem',
  'Started by': '7.5rem',
};
