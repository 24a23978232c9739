// What each test case column shows, as plain values: the table renders them, and the list's worker
// sorts and filters by exactly the same values.
import { testTypeText } from '../../../../contract/codes';
import { unpadId } from '../../../../contract/ids';
import { formatDateTime } from '../../../../format/format';
import type { ColumnValues } from '../../../components/data-table/row-set/row-view';
import { flakyText } from '../../../../analysis/flakiness';
import type { ListedCase } from './scored-cases';

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
  // "62% flaky" or "5% steady": a natural sort orders by the number, and a filter "flaky" keeps the flaky.
  Flaky: ({ flakiness }: ListedCase) => flakyText(flakiness),
} satisfies ColumnValues<ListedCase>;

/** Last run ended in an error or was aborted. */
export const lastFailed = (row: ListedCase) => row.LAST_STATUS === 'E' || row.LAST_STATUS === 'A';

/** Scored flaky by the rule in analysis/flakiness.ts. */
export const isFlaky = (row: ListedCase) => row.flakiness?.flaky === true;

/** A row's identity in the table and its selection: the padded ID, as the service sends it. */
export const testCaseId = (row: ListedCase) => row.CASEID;
