import { memo, useState } from 'react';
import { QUICK_RANGES, quickRange, sameRange, type QuickRange } from '../../../../analysis/overview/date-range';
import { FolderPicker } from '../../../components/pickers/folder-picker';
import { TextField } from '../../../components/text-field/text-field';
import { RUN_TYPES } from '../../../../contract/codes';
import { sapUserProblem } from '../../../../contract/dashboard-api/query-params';
import { today, USER_LABEL, type OverviewParams } from './overview-params';
import { RangeFields } from './range-fields';

const QUICK_LABELS: Record<QuickRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  quarter: 'This quarter',
};

/**
 * The overview's filters: every change goes to the URL at once, except the dates and the user ID, taken when complete.
 * A user ID the store would refuse stays in its field with the reason, and is not taken: in the URL it failed every tile.
 */
export const OverviewFilters = memo(function OverviewFilters({
  params,
  onChange,
}: {
  params: OverviewParams;
  onChange: (next: Partial<OverviewParams>) => void;
}) {
  const now = today();
  const [user, setUser] = useState(params.user);
  const [userProblem, setUserProblem] = useState<string>();
  // Counts quick ranges chosen: the date fields start afresh on each, even on the range already shown, so a half-typed
  // date is given up for the range the button names.
  const [quickPicks, setQuickPicks] = useState(0);
  const commitUser = () => {
    const next = user.trim().toUpperCase();
    const problem = sapUserProblem(next);
    setUserProblem(problem && `"${USER_LABEL}" ${problem}: the overview keeps showing the user before.`);
    if (!problem && next !== params.user) onChange({ user: next });
  };
  const toggleType = (code: string) =>
    onChange({
      types: params.types.includes(code) ? params.types.filter((type) => type !== code) : [...params.types, code],
    });

  return (
    <form className="overview-filters" aria-label="Filter the overview" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="overview-dates">
        <legend>Date range</legend>
        <div className="quick-ranges">
          {QUICK_RANGES.map((name) => {
            const range = quickRange(name, now);
            const pressed = sameRange(range, params.range);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  setQuickPicks((count) => count + 1);
                  onChange({ range });
                }}
              >
                {QUICK_LABELS[name]}
              </button>
            );
          })}
        </div>
        <RangeFields key={quickPicks} range={params.range} onChange={(range) => onChange({ range })} />
      </fieldset>
      <FolderPicker label="Folders" value={params.folders} onChange={(folders) => onChange({ folders })} />
      <fieldset className="picker overview-types">
        <legend>Run types</legend>
        {Object.entries(RUN_TYPES).map(([code, name]) => (
          <label key={code} className="checkbox">
            <input type="checkbox" checked={params.types.includes(code)} onChange={() => toggleType(code)} />
            {name} ({code})
          </label>
        ))}
      </fieldset>
      <TextField
        label={USER_LABEL}
        value={user}
        placeholder="User ID, e.g. BATCH_QA"
        error={userProblem}
        onChange={(value) => {
          setUser(value);
          setUserProblem(undefined);
        }}
        onBlur={commitUser}
        onEnter={commitUser}
      />
    </form>
  );
});
