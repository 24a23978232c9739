import { useDeferredValue, useState } from 'react';
import { useTestCases } from '../../api/test-cases/get-test-cases';
import { isNumericId, padId, unpadId } from '../../contract/ids';
import { ChosenList } from './chosen-list';
import './pickers.css';

/** Several test cases, found by ID or description. `value` holds test case IDs. */
export function TestCasePicker({
  label,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const byId = isNumericId(query);
  const matches = useTestCases(byId ? { CASEID: query } : { q: query }, { enabled: query.length >= 2 || byId });
  const chosen = new Set(value.map(padId));
  const shown = (matches.data ?? []).filter((testCase) => !chosen.has(testCase.CASEID)).slice(0, 20);

  return (
    <fieldset className="picker" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{label}</legend>
      <ChosenList
        items={value.map((id) => ({ id, label: `Test case ${unpadId(id)}` }))}
        onRemove={(id) => onChange(value.filter((other) => other !== id))}
        empty="No test case chosen."
      />
      <input
        type="search"
        aria-label={`Find ${label.toLowerCase()} to add`}
        placeholder="Type a test case ID or words of its description"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {query && (query.length >= 2 || byId) ? (
        <ul className="picker-results" aria-label={`Matching ${label.toLowerCase()}`}>
          {matches.isPending ? (
            <li className="muted">Searching…</li>
          ) : shown.length === 0 ? (
            <li className="muted">No test case matches.</li>
          ) : null}
          {shown.map((testCase) => (
            <li key={testCase.CASEID}>
              <button type="button" onClick={() => onChange([...value, unpadId(testCase.CASEID)])}>
                Add {unpadId(testCase.CASEID)} – {testCase.DESCR}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
