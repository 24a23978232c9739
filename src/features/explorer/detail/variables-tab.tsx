import { useTestCaseVariables } from '../../../api/test-cases/get-test-case-variables';
import { VARIABLE_ACTIONS } from '../../../contract/codes';
import { FailedRead } from '../../../components/failed-read/failed-read';
import { EmptyState, LoadingState } from '../../../components/states';

/** The user-defined variables of a test case. */
export function VariablesTab({ caseId }: { caseId: string }) {
  const variables = useTestCaseVariables(caseId);
  if (variables.isPending) return <LoadingState label="Loading variables" />;
  if (variables.isError) return <FailedRead query={variables} title="Could not load the variables" />;
  if (variables.data.length === 0)
    return <EmptyState title="No variables">This test case runs with the values of its reference messages.</EmptyState>;
  return (
    <div className="table-box" role="region" aria-label="Variables table" tabIndex={0}>
      <table className="simple-table">
        <caption className="visually-hidden">Variables</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Action</th>
            <th scope="col">Reference value</th>
          </tr>
        </thead>
        <tbody>
          {variables.data.map((variable) => (
            <tr key={variable.VAR_NAME}>
              <td className="mono">{variable.VAR_NAME}</td>
              <td>{variable.DESCR}</td>
              <td>
                {variable.VAR_ACTION}
                {variable.VAR_ACTION in VARIABLE_ACTIONS ? (
                  <span className="muted">
                    {' '}
                    – {VARIABLE_ACTIONS[variable.VAR_ACTION as keyof typeof VARIABLE_ACTIONS]}
                  </span>
                ) : null}
              </td>
              <td className="mono">{variable.REF_VALUE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
