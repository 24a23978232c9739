import { DateField } from '../../../components/date-field/date-field';
import { fromTimeInput, quickRange, type QuickRange, type ReportErrors, type ReportFilters } from './report-form-model';

type DateKey = 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo';
type DayKey = 'dateFrom' | 'dateTo';

const QUICK_RANGES: [QuickRange, string][] = [
  ['today', 'Today'],
  ['last7', 'Last 7 days'],
  ['thisMonth', 'This month'],
];

/**
 * "When the runs started": quick ranges, the date range and a start-time window. `round` renews the date fields,
 * giving up text they hold untaken, for a range chosen elsewhere, even one that leaves the URL as it was.
 */
export function DateFields({
  filters,
  errors,
  round,
  now,
  onChange,
  onGiveUp,
  onUntaken,
}: {
  filters: ReportFilters;
  errors: ReportErrors;
  round: number;
  now: () => Date;
  onChange: (changed: Partial<Pick<ReportFilters, DateKey>>) => void;
  onGiveUp: () => void;
  onUntaken: (key: DayKey, problem: string | undefined) => void;
}) {
  const day = (key: DayKey, label: string, bounds: { min?: string; max?: string }) => (
    <DateField
      key={`${key}-${round}`}
      label={label}
      value={filters[key]}
      bounds={bounds}
      error={errors[key]}
      onChange={(date) => onChange({ [key]: date })}
      onUntaken={(problem) => onUntaken(key, problem)}
    />
  );
  // The error sits outside the label so the field's name stays "Start time from", not the message too.
  const time = (key: 'timeFrom' | 'timeTo', label: string) => (
    <div className="field">
      <label htmlFor={`report-${key}`}>{label}</label>
      <input
        id={`report-${key}`}
        type="time"
        step={1}
        value={filters[key]}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `report-${key}-error` : undefined}
        onChange={(event) => onChange({ [key]: fromTimeInput(event.target.value) })}
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
          <button
            key={range}
            type="button"
            onClick={() => {
              onGiveUp();
              onChange(quickRange(range, now()));
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="report-dates">
        {day('dateFrom', 'Started from', { max: filters.dateTo || undefined })}
        {day('dateTo', 'Started to', { min: filters.dateFrom || undefined })}
        {time('timeFrom', 'Start time from')}
        {time('timeTo', 'Start time to')}
      </div>
    </fieldset>
  );
}
