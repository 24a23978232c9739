// What each test case column shows, as plain values: the table renders them, and the list's worker
// sorts and filters by exactly the same values.
import { testTypeText } from '../../../contract/codes';
import { unpadId } from '../../../contract/ids';
import type { TestCase } from '../../../contract/records';
import { formatDateTime } from '../../../components/format';
import type { ColumnValues } from '../../../components/data-table/row-set/row-view';

export const TEST_CASE_VALUES = {
  ID: (row: TestCase) => {
    const id = unpadId(row.CASEID);
    return /^\d+$/.test(id) ? Number(id) : id;
  },
  Description: (row: TestCase) => row.DESCR,
  'Test type': (row: TestCase) => `${row.IFTYPE} ${testTypeText(row.IFTYPE)}`,
  'Automation object': (row: TestCase) => row.OBJDEFID,
  'Document number': (row: TestCase) => row.DOCNUM,
  'Last status': (row: TestCase) => row.LAST_STATUS_TXT || row.LAST_STATUS || 'Not run',
  'Last run': (row: TestCase) => formatDateTime(row.LAST_STARTED_DATE, row.LAST_STARTED_TIME),
  'Started by': (row: TestCase) => row.LAST_STARTED_BY,
} satisfies ColumnValues<TestCase>;

/** Last run ended in an error or was aborted. */
export const lastFailed = (row: TestCase) => row.LAST_STATUS === 'E' || row.LAST_STATUS === 'A';

/** A row's identity in the table and its selection: the padded ID, as the service sends it. */
export const testCaseId = (row: TestCase) => row.CASEID;
