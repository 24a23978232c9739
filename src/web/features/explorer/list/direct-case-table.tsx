import { useTestCases } from '../../../../client/test-cases/get-test-cases';
import { DataTable } from '../../../components/data-table/data-table';
import { QueryView } from '../../../components/query-view/query-view';
import { ListStatus } from './list-status';
import { ListFrame, NoCases, type ListState } from './list-frame';
import { TEST_CASE_COLUMNS, TEST_CASE_COLUMN_WIDTHS } from './test-case-columns';
import { testCaseId } from './test-case-values';

const ROW_NAMES = ['ID', 'Description'];
// Flaky scores come from the store's results only: without it the column has nothing to show.
const COLUMNS = TEST_CASE_COLUMNS.filter((column) => column.id !== 'Flaky');

/**
 * Without a store: the folder's own test cases, one scoped read of the service, sorted and filtered by the table.
 * Every test case below a folder would be a read of a whole branch (100,000 under a top folder): not offered.
 */
export function DirectCaseTable({ folderId, list }: { folderId: string; list: ListState }) {
  const cases = useTestCases({ SCNRID: folderId });
  const status = cases.data ? (
    <ListStatus totals={{ all: cases.data.length, shown: cases.data.length }} updating={false} />
  ) : null;
  return (
    <ListFrame list={list} includable={false} flakyScored={false} status={status}>
      <QueryView query={cases} loading="Loading test cases" loadingLines={10} error="Could not load the test cases">
        {(rows) => (
          <div className="list-table">
            <DataTable
              label="Test cases"
              data={rows}
              columns={COLUMNS}
              rowName={ROW_NAMES}
              columnWidths={TEST_CASE_COLUMN_WIDTHS}
              resizable
              getRowId={testCaseId}
              state={list.tableState}
              onStateChange={list.onStateChange}
              selection={list.selection}
              empty={<NoCases filtered={rows.length > 0} hasSubfolders={false} deep={false} />}
            />
          </div>
        )}
      </QueryView>
    </ListFrame>
  );
}
