import { fromTimeInput, quickRange, type QuickRange, type ReportErrors, type ReportFilters } from './report-form-model';

type DateKey = 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo';

const QUICK_RANGES: [QuickRange, string][] = [
  ['today', 'Today'],
  ['last7', 'Last 7 days'],
  ['thisMonth', 'This month'],
];

/** "When the runs started": quick ranges, the date range and a start-time window, as the browser's own inputs. */
export function DateFields({
  filters,
  errors,
  now,
  onChange,
}: {
  filters: ReportFilters;
  errors: ReportErrors;
  now: () => Date;
  onChange: (changed: Partial<Pick<ReportFilters, DateKey>>) => void;
}) {
  // The error sits outside the label so the field's name stays "Started from", not the message too.
  // Date inputs give and take YYYY-MM-DD, the wire and URL form, so the value passes through unchanged.
  const field = (key: DateKey, label: string, type: 'date' | 'time', limits: { min?: string; max?: string } = {}) => (
    <div className="field">
      <label htmlFor={`report-${key}`}>{label}</label>
      <input
        id={`report-${key}`}
        type={type}
        step={type === 'time' ? 1 : undefined}
        {...limits}
        value={filters[key]}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `report-${key}-error` : undefined}
        onChange={(event) =>
          onChange({ [key]: type === 'time' ? fromTimeInput(event.target.value) : event.target.value })
        }
      />
      {errors[key] ? (
        <span id={`report-${key}-error`} className="field-error">
          {errors[key]}
        </span>
      ) : null}
    </div>
  );

  return (
    <fieldset className="picker">
      <legend>When the runs started</legend>
      <div className="row">
        {QUICK_RANGES.map(([range, label]) => (
          <button key={range} type="button" onClick={() => onChange(quickRange(range, now()))}>
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
