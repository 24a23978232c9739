import { useTestCaseVariables } from '../../../../client/test-cases/get-test-case-variables';
import { isNumericId, unpadId } from '../../../../contract/ids';
import { START_RUN_LIMITS } from '../../../../contract/requests';
import type { RunFormErrors, VariableRow } from './run-form-model';
import { TextField } from '../../../components/text-field/text-field';

interface Props {
  rows: VariableRow[];
  /** Every test case of the run, unpadded: those listed one by one and those of the chosen folders. */
  cases: string[];
  errors: RunFormErrors;
  onChange: (rows: VariableRow[]) => void;
}

/** TEST_CONTAINER rows: test case, variable name (the case's known variables offered) and value. */
export function VariablesEditor({ rows, cases, errors, onChange }: Props) {
  const update = (key: number, patch: Partial<VariableRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nextKey = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return (
    <fieldset className="picker">
      <legend>Variables</legend>
      {rows.length === 0 ? (
        <p className="muted picker-empty">
          The test cases run with their own variable values unless you set some here.
        </p>
      ) : null}
      {rows.map((row, index) => (
        <VariableRowEditor
          key={row.key}
          row={row}
          position={index + 1}
          cases={cases}
          error={errors[`variable-${row.key}`]}
          onChange={(patch) => update(row.key, patch)}
          onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
        />
      ))}
      <div>
        <button
          type="button"
          onClick={() => onChange([...rows, { key: nextKey, caseId: cases[0] ?? '', name: '', value: '' }])}
        >
          Add variable
        </button>
      </div>
    </fieldset>
  );
}

function VariableRowEditor({
  row,
  position,
  cases,
  error,
  onChange,
  onRemove,
}: {
  row: VariableRow;
  position: number;
  cases: string[];
  error: string | undefined;
  onChange: (patch: Partial<VariableRow>) => void;
  onRemove: () => void;
}) {
  const known = useTestCaseVariables(row.caseId, { enabled: isNumericId(row.caseId) });
  const listId = `known-variables-${row.key}`;
  const errorId = `variable-error-${row.key}`;
  return (
    <div className="variable-row" role="group" aria-label={`Variable ${position}`}>
      <label className="field">
        Test case
        <select
          value={unpadId(row.caseId)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange({ caseId: event.target.value })}
        >
          <option value="">Choose…</option>
          {[...new Set([...cases, unpadId(row.caseId)].filter(Boolean))].map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label="Variable name"
        list={listId}
        value={row.name}
        max={START_RUN_LIMITS.VAR_NAME}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={(name) => onChange({ name })}
      />
      <datalist id={listId}>
        {(known.data ?? []).map((variable) => (
          <option key={variable.VAR_NAME} value={variable.VAR_NAME}>
            {variable.DESCR}
          </option>
        ))}
      </datalist>
      <TextField
        label="Value"
        value={row.value}
        max={START_RUN_LIMITS.VAR_VALUE}
        onChange={(value) => onChange({ value })}
      />
      <button type="button" aria-label={`Remove variable ${position}`} onClick={onRemove}>
        Remove
      </button>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
