import { useTestCaseVariables } from '../../../../client/test-cases/get-test-case-variables';
import { VARIABLE_ACTIONS } from '../../../../contract/codes';
import type { CaseVariable } from '../../../../contract/records';
import { QueryView } from '../../../components/query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { EmptyState } from '../../../components/states';
import { nameWithBreaks, valueWithBreaks } from '../../../components/name-with-breaks';

const COLUMNS: SimpleColumn<CaseVariable>[] = [
  { header: 'Name', cell: (variable) => nameWithBreaks(variable.VAR_NAME), className: 'mono name', rowHeader: true },
  { header: 'Description', cell: (variable) => variable.DESCR },
  {
    header: 'Action',
    cell: (variable) => (
      <>
        {variable.VAR_ACTION}
        {variable.VAR_ACTION in VARIABLE_ACTIONS ? (
          <span className="muted"> – {VARIABLE_ACTIONS[variable.VAR_ACTION as keyof typeof VARIABLE_ACTIONS]}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Reference value', cell: (variable) => valueWithBreaks(variable.REF_VALUE), className: 'mono value' },
];

/** The user-defined variables of a test case. */
export function VariablesTab({ caseId }: { caseId: string }) {
  return (
    <QueryView
      query={useTestCaseVariables(caseId)}
      loading="Loading variables"
      error="Could not load the variables"
      empty={
        <EmptyState title="No variables">This test case runs with the values of its reference messages.</EmptyState>
      }
    >
      {(variables) => (
        <SimpleTable caption="Variables" columns={COLUMNS} rows={variables} rowKey={(variable) => variable.VAR_NAME} />
      )}
    </QueryView>
  );
}
