import { createColumnHelper } from '@tanstack/react-table';
import type { CaseChange } from '../../../../analysis/compare-runs';
import { CHANGES } from '../../../../contract/run-changes';
import { unpadId } from '../../../../contract/ids';
import type { RunDetail } from '../../../../contract/records';
import { cutCell } from '../../../components/data-table/cut-text';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../../routes/paths';
import { CHANGE_WORDS } from './change-labels';

const helper = createColumnHelper<DataTableFeatures, CaseChange>();

const either = (row: CaseChange): RunDetail => (row.current ?? row.base)!;
const statusCell = (detail: RunDetail | undefined) =>
  detail ? <StatusBadge code={detail.STATUS} text={detail.STATUS_TXT} /> : <span className="muted">not in run</span>;

export const CHANGE_COLUMNS = helper.columns([
  helper.accessor((row) => CHANGE_WORDS[row.change], {
    id: 'Change',
    header: 'Change',
    // In the order a lead reads them (new failures first), not alphabetically.
    sortFn: (a, b) => CHANGES.indexOf(a.original.change) - CHANGES.indexOf(b.original.change),
    cell: (info) => <span className={`change-badge change-${info.row.original.change}`}>{info.getValue()}</span>,
  }),
  helper.accessor((row) => unpadId(row.caseId), {
    id: 'Test case',
    header: 'Test case',
    cell: (info) => <a href={paths.testCase.href(info.getValue(), 'results')}>{info.getValue()}</a>,
  }),
  helper.accessor((row) => either(row).DESCR, {
    id: 'Description',
    header: 'Description',
    cell: cutCell,
  }),
  helper.accessor((row) => unpadId(either(row).SCNRID), { id: 'Folder', header: 'Folder' }),
  helper.accessor((row) => row.base?.STATUS_TXT ?? '', {
    id: 'Base run',
    header: 'Base run',
    cell: (info) => statusCell(info.row.original.base),
  }),
  helper.accessor((row) => row.current?.STATUS_TXT ?? '', {
    id: 'Compared run',
    header: 'Compared run',
    cell: (info) => statusCell(info.row.original.current),
  }),
  // The message that explains the row: the new one, or for a fixed case, why it failed before.
  helper.accessor((row) => (row.change === 'fixed' || !row.current ? row.base!.MESSAGE : row.current.MESSAGE), {
    id: 'Message',
    header: 'Message',
    cell: cutCell,
  }),
]);

export const CHANGE_WIDTHS = {
  Change: '10.5rem',
  'Test case': '7rem',
  Description: 'minmax(12rem, 2fr)',
  Folder: '5.5rem',
  'Base run': '12rem',
  'Compared run': '12rem',
  Message: 'minmax(14rem, 2fr)',
};
