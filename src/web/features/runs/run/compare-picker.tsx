import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRunSearch } from '../../../../client/dashboard/run-search';
import type { TestRun } from '../../../../contract/records';
import { formatDateTime } from '../../../../format/format';
import { PickerCombobox } from '../../../components/pickers/picker-combobox';
import { compareHref } from '../compare/compare-href';

const SHOWN_MATCHES = 20;

/**
 * Finds any other run by words of its name (or its ID) and opens the comparison with this one. A field to type in
 * means nothing on paper (print-hidden).
 */
export function ComparePicker({ run }: { run: TestRun }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  const matches = useRunSearch(typed, run, SHOWN_MATCHES);
  const shown = matches.data ?? [];
  return (
    <div className="compare-picker print-hidden">
      <PickerCombobox
        label="Compare with another run"
        showLabel
        listLabel="Matching runs"
        placeholder="Name or ID of a run"
        text={text}
        onTextChange={setText}
        options={shown.map((match) => ({
          id: match.RUN_ID,
          content: `${match.NAME || match.RUN_ID} – ${formatDateTime(match.STARTED_DATE, match.STARTED_TIME)}`,
        }))}
        emptyMessage={
          typed.length < 2
            ? 'Type two letters or more.'
            : matches.isError
              ? `Could not search the runs: ${matches.error.message}`
              : matches.isPending
                ? 'Searching…'
                : 'No run matches.'
        }
        onPick={(id) => {
          const picked = shown.find((match) => match.RUN_ID === id);
          if (picked) void navigate(compareHref(picked, run));
        }}
      />
    </div>
  );
}
