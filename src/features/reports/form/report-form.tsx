import { useMemo, type FormEvent } from 'react';
import { RUN_TYPES, TEST_TYPES, testTypeText } from '../../../contract/codes';
import { FolderPicker } from '../../../components/pickers/folder-picker';
import { TestCasePicker } from '../../../components/pickers/test-case-picker';
import { CheckboxGroup } from './checkbox-group';
import { EstimateStatus } from './estimate-status';
import { PresetsBar } from './presets-bar';
import {
  quickRange,
  validateReportFilters,
  toReportMembers,
  type QuickRange,
  type ReportFilters,
} from './report-form-model';
import { useDownloadReport } from './use-download-report';
import { useReportEstimate } from './use-report-estimate';
import { useUrlFilters } from './use-url-filters';
import './report-form.css';

const QUICK_RANGES: [QuickRange, string][] = [
  ['today', 'Today'],
  ['last7', 'Last 7 days'],
  ['thisMonth', 'This month'],
];
const RUN_TYPE_OPTIONS = Object.entries(RUN_TYPES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const sortedUnique = (values: string[]) => [...new Set(values)].filter(Boolean).toSorted();

/** The execution report builder: every filter of POST /testexecreport, an estimate, the download. */
export function ReportForm({ now = () => new Date() }: { now?: () => Date }) {
  const [filters, setFilters] = useUrlFilters();
  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) =>
    setFilters({ ...filters, [key]: value });
  const errors = validateReportFilters(filters);
  const valid = Object.keys(errors).length === 0;
  const { estimate, loading, failed, runs } = useReportEstimate(filters);
  const { download, pending, saved, error } = useDownloadReport();

  const users = useMemo(() => sortedUnique((runs ?? []).map((run) => run.STARTED_BY)), [runs]);
  const objects = useMemo(
    () => sortedUnique((runs ?? []).flatMap((run) => run.DETAILS.map((detail) => detail.OBJDEFID))),
    [runs],
  );
  const testTypes = useMemo(() => {
    const codes = new Set([
      ...Object.keys(TEST_TYPES).map(Number),
      ...(runs ?? []).flatMap((run) => run.DETAILS.map((detail) => detail.IFTYPE)),
    ]);
    return [...codes]
      .toSorted((a, b) => a - b)
      .map((code) => ({ value: String(code), label: `${testTypeText(code)} (${code})` }));
  }, [runs]);

  const noValues = runs ? 'No runs started in this date range.' : 'Offered once the run history has been read.';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void download(toReportMembers(filters));
  };

  // The error sits outside the label so the field's name stays "Started from", not the message too.
  const dateField = (key: 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo', label: string, placeholder: string) => (
    <div className="field">
      <label htmlFor={`report-${key}`}>{label}</label>
      <input
        id={`report-${key}`}
        value={filters[key]}
        placeholder={placeholder}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `report-${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {errors[key] ? (
        <span id={`report-${key}-error`} className="field-error">
          {errors[key]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form
      className="report-form stack"
      aria-label="Execution report"
      noValidate
      aria-busy={pending}
      onSubmit={onSubmit}
    >
      <PresetsBar filters={filters} onLoad={setFilters} />
      <div className="report-grid">
        <div className="stack">
          <FolderPicker label="Folders" value={filters.folders} onChange={(folders) => set('folders', folders)} />
          <label className="row">
            <input
              type="checkbox"
              checked={filters.includeSubfolders}
              onChange={(event) => set('includeSubfolders', event.target.checked)}
            />
            Include subfolders
          </label>
          <TestCasePicker label="Test cases" value={filters.cases} onChange={(cases) => set('cases', cases)} />
          <fieldset className="picker">
            <legend>When the runs started</legend>
            <div className="row">
              {QUICK_RANGES.map(([range, label]) => (
                <button
                  key={range}
                  type="button"
                  onClick={() => setFilters({ ...filters, ...quickRange(range, now()) })}
                >
                  {label}
                </button>
              ))}
            </div>
            <div className="report-dates">
              {dateField('dateFrom', 'Started from', 'YYYY-MM-DD')}
              {dateField('dateTo', 'Started to', 'YYYY-MM-DD')}
              {dateField('timeFrom', 'Start time from', 'HH:MM:SS')}
              {dateField('timeTo', 'Start time to', 'HH:MM:SS')}
            </div>
          </fieldset>
        </div>
        <div className="stack">
          <CheckboxGroup
            legend="Run types"
            options={RUN_TYPE_OPTIONS}
            value={filters.runTypes}
            onChange={(value) => set('runTypes', value)}
          />
          <CheckboxGroup
            legend="Test types"
            options={testTypes}
            value={filters.testTypes}
            onChange={(value) => set('testTypes', value)}
          />
          <CheckboxGroup
            legend="Automation objects"
            options={objects.map((object) => ({ value: object, label: object }))}
            value={filters.objects}
            onChange={(value) => set('objects', value)}
            empty={noValues}
          />
          <CheckboxGroup
            legend="Started by"
            options={users.map((user) => ({ value: user, label: user }))}
            value={filters.users}
            onChange={(value) => set('users', value)}
            empty={noValues}
          />
          <label className="field">
            Content search text
            <input
              value={filters.contentSearch}
              maxLength={255}
              placeholder="e.g. a PO number or a message text"
              onChange={(event) => set('contentSearch', event.target.value)}
            />
          </label>
          <label className="row">
            <input
              type="checkbox"
              checked={filters.businessData}
              onChange={(event) => set('businessData', event.target.checked)}
            />
            Include business data
          </label>
        </div>
      </div>
      <div className="card report-footer">
        {errors.request ? (
          <p role="alert" className="field-error">
            {errors.request}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="row">
          <button type="submit" className="primary" disabled={!valid || pending}>
            Download report
          </button>
          <EstimateStatus valid={valid} loading={loading} failed={failed} estimate={estimate} />
          {pending ? (
            <span role="status" className="row">
              <span className="spinner" aria-hidden="true" /> The server is building the workbook…
            </span>
          ) : null}
          <span role="status" className="muted">
            {saved}
          </span>
        </div>
      </div>
    </form>
  );
}
