import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useFindTestCases } from '../../../client/test-cases/find-test-cases';
import { isNumericId, padId, unpadId } from '../../../contract/ids';
import { MAX_OPTION_LENGTH } from '../../../contract/query-options';
import { searchFailed } from '../search-failed';
import { ChosenList } from './chosen-list';
import { OptionText } from './option-text';
import { PickerCombobox } from './picker-combobox';
import { chosenCaseKey, useChosenCases } from './use-chosen-cases';
import './pickers.css';

const SHOWN_MATCHES = 20;
// More than are shown, so cases already chosen do not leave the list short.
const READ_MATCHES = 50;

/** Several test cases, found by ID or description, shown with their description. `value` holds test case IDs. */
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
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const byId = isNumericId(query);
  const searching = query.length >= 2 || byId;
  // Only the first matches are read: a common word matches tens of thousands of cases on a large system.
  const matches = useFindTestCases(byId ? { CASEID: query } : { q: query }, READ_MATCHES, { enabled: searching });
  const chosen = new Set(value.map(padId));
  const shown = searching
    ? (matches.data?.found ?? []).filter((testCase) => !chosen.has(testCase.CASEID)).slice(0, SHOWN_MATCHES)
    : [];
  const { descriptions, missing } = useChosenCases(value);
  const name = (id: string) => {
    const description = descriptions.get(padId(id));
    return description === undefined ? `Test case ${unpadId(id)}` : `${unpadId(id)} – ${description}`;
  };

  const pick = (id: string) => {
    const testCase = shown.find((candidate) => candidate.CASEID === id);
    if (testCase) queryClient.setQueryData(chosenCaseKey(testCase), testCase);
    onChange([...value, unpadId(id)]);
  };

  return (
    <fieldset className="picker" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{label}</legend>
      <ChosenList
        items={value.map((id) => ({ id, label: name(id), missing: missing.has(padId(id)) }))}
        onRemove={(id) => onChange(value.filter((other) => other !== id))}
        empty="No test case chosen."
      />
      <PickerCombobox
        label={`Find ${label.toLowerCase()} to add`}
        listLabel={`Matching ${label.toLowerCase()}`}
        placeholder="Type a test case ID or words of its description"
        maxLength={MAX_OPTION_LENGTH}
        text={text}
        onTextChange={setText}
        options={shown.map((testCase) => ({
          id: testCase.CASEID,
          content: <OptionText main={`${unpadId(testCase.CASEID)} – ${testCase.DESCR}`} />,
        }))}
        emptyMessage={
          !searching
            ? 'Type at least 2 characters.'
            : matches.isPending
              ? 'Searching…'
              : matches.isError
                ? searchFailed(matches.error)
                : 'No test case matches.'
        }
        onPick={pick}
      />
    </fieldset>
  );
}
