import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTestRuns } from '../../../../client/test-runs/get-test-runs';
import { daysBefore } from '../../../../analysis/previous-run';
import { isHexId } from '../../../../contract/ids';
import type { TestRunQuery } from '../../../../contract/query-options';
import type { TestRun } from '../../../../contract/records';
import { formatDateTime } from '../../../../format/format';
import { PickerCombobox } from '../../../components/pickers/picker-combobox';
import { compareHref } from '../compare/compare-href';

const SHOWN_MATCHES = 20;
/** Names are searched among the runs of the last quarter before this one, so a common word stays a short list. */
const SEARCH_DAYS = 92;

/**
 * Finds any other run by words of its name (or its ID) and opens the comparison with this one. A field to type in
 * means nothing on paper (print-hidden).
 */
export function ComparePicker({ run }: { run: TestRun }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  const byId = isHexId(typed);
  const query: TestRunQuery = byId
    ? { RUN_ID: typed }
    : { q: typed, STARTED_FROM: daysBefore(run.STARTED_DATE, SEARCH_DAYS), STARTED_TO: run.STARTED_DATE };
  const matches = useTestRuns(query, { enabled: byId || typed.length >= 2 });
  const shown = (matches.data ?? []).filter((match) => match.RUN_ID !== run.RUN_ID).slice(0, SHOWN_MATCHES);
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
          typed.length < 2 ? 'Type two letters or more.' : matches.isPending ? 'Searching…' : 'No run matches.'
        }
        onPick={(id) => {
          const picked = shown.find((match) => match.RUN_ID === id);
          if (picked) void navigate(compareHref(picked, run));
        }}
      />
    </div>
  );
}
