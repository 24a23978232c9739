import { useTestCaseVariables } from '../../../../client/test-cases/get-test-case-variables';
import { isNumericId, unpadId } from '../../../../contract/ids';
import { START_RUN_LIMITS } from '../../../../contract/requests';
import { variableErrorKey, type RunFormErrors, type VariableField, type VariableRow } from './run-form-model';
import { TextField } from '../../../components/text-field/text-field';

/** A test case of the run, unpadded, with its description once it is known. */
export interface CaseInRun {
  id: string;
  description: string | undefined;
}

interface Props {
  rows: VariableRow[];
  /** Every test case of the run: those listed one by one and those of the chosen folders. */
  cases: readonly CaseInRun[];
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
          errors={errors}
          onChange={(patch) => update(row.key, patch)}
          onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
        />
      ))}
      <div>
        <button
          type="button"
          onClick={() => onChange([...rows, { key: nextKey, caseId: cases[0]?.id ?? '', name: '', value: '' }])}
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
  errors,
  onChange,
  onRemove,
}: {
  row: VariableRow;
  position: number;
  cases: readonly CaseInRun[];
  errors: RunFormErrors;
  onChange: (patch: Partial<VariableRow>) => void;
  onRemove: () => void;
}) {
  const known = useTestCaseVariables(row.caseId, { enabled: isNumericId(row.caseId) });
  const listId = `known-variables-${row.key}`;
  const errorId = `variable-error-${row.key}`;
  const fieldError = (field: VariableField) => errors[variableErrorKey(row.key, field)];
  const error = fieldError('case') ?? fieldError('name') ?? fieldError('value');
  // Only the field at fault is marked and described by the message.
  const problem = (field: VariableField) =>
    fieldError(field) ? { invalid: true, describedBy: errorId } : { invalid: false, describedBy: undefined };
  const chosen = unpadId(row.caseId);
  return (
    <div className="variable-row" role="group" aria-label={`Variable ${position}`}>
      <label className="field">
        Test case
        <select
          value={chosen}
          aria-invalid={problem('case').invalid}
          aria-describedby={problem('case').describedBy}
          onChange={(event) => onChange({ caseId: event.target.value })}
        >
          <option value="">Choose…</option>
          {cases.map(({ id, description }) => (
            <option key={id} value={id}>
              {caseText(id, description)}
            </option>
          ))}
          {/* A case no longer in the run (its folder was removed) stays shown as chosen, and the error says why. */}
          {chosen && !cases.some(({ id }) => id === chosen) ? <option value={chosen}>{chosen}</option> : null}
        </select>
      </label>
      <TextField
        label="Variable name"
        list={listId}
        value={row.name}
        max={START_RUN_LIMITS.VAR_NAME}
        invalid={problem('name').invalid}
        describedBy={problem('name').describedBy}
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
        invalid={problem('value').invalid}
        describedBy={problem('value').describedBy}
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

/** Chosen by what it tests, its ID after: "Price condition from customer contract (100001)". */
const caseText = (id: string, description: string | undefined) => (description ? `${description} (${id})` : id);
