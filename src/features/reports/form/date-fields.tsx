import { useState } from 'react';
import { isDateTypedInFull } from '../../../contract/date-time';
import {
  dateProblem,
  fromTimeInput,
  quickRange,
  type QuickRange,
  type ReportErrors,
  type ReportFilters,
} from './report-form-model';

type DateKey = 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo';

/**
 * A date field's value while its year is still being typed: the browser reports each digit as a date of its own
 * (0002, 0020, 0202 on the way to 2026). Kept here, not in the URL, so no count starts for year 2 and no message
 * flashes at each digit; said once the field is left so. `over` is the URL's value it was typed over: a value from
 * elsewhere (a quick range, a preset, Back) replaces it.
 */
export interface YearBeingTyped {
  key: DateKey;
  over: string;
  typed: string;
  left: boolean;
}

/** The date whose year is being typed, while the URL still holds the value it was typed over. */
export function useYearBeingTyped(filters: ReportFilters) {
  const [draft, setDraft] = useState<YearBeingTyped>();
  const typing = draft && draft.over === filters[draft.key] ? draft : undefined;
  return [typing, setDraft] as const;
}

const QUICK_RANGES: [QuickRange, string][] = [
  ['today', 'Today'],
  ['last7', 'Last 7 days'],
  ['thisMonth', 'This month'],
];

/** "When the runs started": quick ranges, the date range and a start-time window, as the browser's own inputs. */
export function DateFields({
  filters,
  errors,
  typing,
  now,
  onChange,
  onTyping,
}: {
  filters: ReportFilters;
  errors: ReportErrors;
  typing: YearBeingTyped | undefined;
  now: () => Date;
  onChange: (changed: Partial<Pick<ReportFilters, DateKey>>) => void;
  onTyping: (typing: YearBeingTyped | undefined) => void;
}) {
  const change = (key: DateKey, type: 'date' | 'time', value: string) => {
    if (type === 'date' && value && !isDateTypedInFull(value)) {
      onTyping({ key, over: filters[key], typed: value, left: false });
      return;
    }
    onTyping(undefined);
    onChange({ [key]: type === 'time' ? fromTimeInput(value) : value });
  };
  // The error sits outside the label so the field's name stays "Started from", not the message too.
  // Date inputs give and take YYYY-MM-DD, the wire and URL form, so the value passes through unchanged.
  const field = (key: DateKey, label: string, type: 'date' | 'time', limits: { min?: string; max?: string } = {}) => {
    const typed = typing?.key === key ? typing : undefined;
    const error = typed ? (typed.left ? dateProblem(typed.typed) : undefined) : errors[key];
    return (
      <div className="field">
        <label htmlFor={`report-${key}`}>{label}</label>
        <input
          id={`report-${key}`}
          type={type}
          step={type === 'time' ? 1 : undefined}
          {...limits}
          value={typed ? typed.typed : filters[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `report-${key}-error` : undefined}
          onChange={(event) => change(key, type, event.target.value)}
          onBlur={() => {
            if (typed) onTyping({ ...typed, left: true });
          }}
        />
        {error ? (
          <span id={`report-${key}-error`} className="field-error">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="picker">
      <legend>When the runs started</legend>
      <div className="row">
        {QUICK_RANGES.map(([range, label]) => (
          <button
            key={range}
            type="button"
            onClick={() => {
              // Given up even for the range already shown, which leaves the URL as it was.
              onTyping(undefined);
              onChange(quickRange(range, now()));
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="report-dates">
        {field('dateFrom', 'Started from', 'date', { max: filters.dateTo || undefined })}
        {field('dateTo', 'Started to', 'date', { min: filters.dateFrom || undefined })}
        {field('timeFrom', 'Start time from', 'time')}
        {field('timeTo', 'Start time to', 'time')}
      </div>
    </fieldset>
  );
}
