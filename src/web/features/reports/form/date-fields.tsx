import { useTypedOver } from '../../../components/use-typed-over';
import { isDateTypedInFull } from '../../../../contract/date-time';
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
 * Each date field's value while its year is still being typed: the browser reports each digit as a date of its own
 * (0002, 0020, 0202 on the way to 2026). Kept here, not in the URL, so no count starts for year 2 and no message
 * flashes at each digit; said once the field is left so. Each field keeps its own, over the URL's value.
 */
export function useYearsBeingTyped(filters: ReportFilters) {
  return { dateFrom: useTypedOver(filters.dateFrom), dateTo: useTypedOver(filters.dateTo) };
}
export type YearsBeingTyped = ReturnType<typeof useYearsBeingTyped>;

/** Gives up every year being typed: for a range chosen elsewhere, even one that leaves the URL as it was. */
export function giveUpYears(years: YearsBeingTyped): void {
  for (const [, setTyped] of Object.values(years)) setTyped(undefined);
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
  years,
  now,
  onChange,
}: {
  filters: ReportFilters;
  errors: ReportErrors;
  years: YearsBeingTyped;
  now: () => Date;
  onChange: (changed: Partial<Pick<ReportFilters, DateKey>>) => void;
}) {
  /** The year being typed in a date field, and its setter; none for a time field. */
  const yearOf = (key: DateKey) => (key === 'dateFrom' || key === 'dateTo' ? years[key] : undefined);
  const change = (key: DateKey, value: string) => {
    const setTyped = yearOf(key)?.[1];
    if (setTyped && value && !isDateTypedInFull(value)) {
      setTyped({ over: filters[key], typed: value, left: false });
      return;
    }
    setTyped?.(undefined);
    onChange({ [key]: setTyped ? value : fromTimeInput(value) });
  };
  // The error sits outside the label so the field's name stays "Started from", not the message too.
  // Date inputs give and take YYYY-MM-DD, the wire and URL form, so the value passes through unchanged.
  const field = (key: DateKey, label: string, type: 'date' | 'time', limits: { min?: string; max?: string } = {}) => {
    const [typed, setTyped] = yearOf(key) ?? [];
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
          onChange={(event) => change(key, event.target.value)}
          onBlur={() => {
            if (typed) setTyped?.({ ...typed, left: true });
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
              giveUpYears(years);
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
