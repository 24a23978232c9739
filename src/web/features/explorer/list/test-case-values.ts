// What each test case column shows, as plain values: the table renders them, and (without a store) sorts and filters
// by them; the store sorts and filters by the same texts (server/history/read/stored-folder-cases.ts).
import { flakyText } from '../../../../analysis/flakiness';
import { testTypeText } from '../../../../contract/codes';
import type { FolderCase } from '../../../../contract/dashboard-api/folders';
import { unpadId } from '../../../../contract/ids';
import { formatDateTime } from '../../../../format/format';

/** A listed case: the store's row, or the service's record (which has no flaky score). */
export type ListedCase = FolderCase;

export const TEST_CASE_VALUES = {
  ID: (row: ListedCase) => {
    const id = unpadId(row.CASEID);
    return /^\d+$/.test(id) ? Number(id) : id;
  },
  Description: (row: ListedCase) => row.DESCR,
  'Test type': (row: ListedCase) => `${row.IFTYPE} ${testTypeText(row.IFTYPE)}`,
  'Automation object': (row: ListedCase) => row.OBJDEFID,
  'Document number': (row: ListedCase) => row.DOCNUM,
  'Last status': (row: ListedCase) => row.LAST_STATUS_TXT || row.LAST_STATUS || 'Not run',
  'Last run': (row: ListedCase) => formatDateTime(row.LAST_STARTED_DATE, row.LAST_STARTED_TIME),
  'Started by': (row: ListedCase) => row.LAST_STARTED_BY,
  // "62% flaky" or "5% steady": a filter "flaky" keeps the flaky.
  Flaky: ({ flakiness }: ListedCase) => flakyText(flakiness),
};

/** A row's identity in the table and its selection: the padded ID, as the service sends it. */
export const testCaseId = (row: ListedCase) => row.CASEID;
