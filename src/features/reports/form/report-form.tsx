import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { saveReport, useGenerateReport } from '../../../api/reports/generate-report';
import { RUN_TYPES, TEST_TYPES } from '../../../contract/codes';
import { FolderPicker } from '../../../components/pickers/folder-picker';
import { TestCasePicker } from '../../../components/pickers/test-case-picker';
import { CheckboxGroup } from './checkbox-group';
import { PresetsBar } from './presets-bar';
import { filtersFromSearch, filtersToSearch, quickRange, validateReportFilters, toReportMembers, type QuickRange, type ReportFilters } from './report-form-model';
import { useReportEstimate } from './use-report-estimate';
import './report-form.css';

const QUICK_RANGES: [QuickRange, string][] = [['today', 'Today'], ['last7', 'Last 7 days'], ['thisMonth', 'This month']];

/** The execution report builder: every filter of POST /testexecreport, an estimate, the download. */
export function ReportForm({ now = () => new Date() }: { now?: () => Date }) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = (next: ReportFilters) => setSearch(filtersToSearch(next), { replace: true });
  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) => setFilters({ ...filters, [key]: value });
  const errors = validateReportFilters(filters);
  const valid = Object.keys(errors).length === 0;
  const { estimate, loading, runs } = useReportEstimate(filters, valid);
  const generate = useGenerateReport();
  const busy = useRef(false);
  const [saved, setSaved] = useState('');

  const users = useMemo(() => [...new Set((runs.data ?? []).map((run) => run.STARTED_BY))].toSorted(), [runs.data]);
  const objects = useMemo(() => [...new Set((runs.data ?? []).flatMap((run) => run.DETAILS.map((detail) => detail.OBJDEFID)))].filter(Boolean).toSorted(), [runs.data]);
  const testTypes = useMemo(() => {
    const codes = new Set([...Object.keys(TEST_TYPES), ...(runs.data ?? []).flatMap((run) => run.DETAILS.map((detail) => String(detail.IFTYPE)))]);
    return [...codes].toSorted((a, b) => Number(a) - Number(b)).map((code) => ({ value: code, label: `${code} ${TEST_TYPES[Number(code)] ?? ''}`.trim() }));
  }, [runs.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // One download at a time: a second click while the server works does nothing.
    if (!valid || busy.current) return;
    busy.current = true;
    setSaved('');
    try {
      const report = await generate.mutateAsync(toReportMembers(filters));
      saveReport(report);
      setSaved(`Saved ${report.fileName}.`);
    } catch {
      // Shown below from the mutation's error; the filters stay as they are.
    } finally {
      busy.current = false;
    }
  };

  const dateField = (key: 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo', label: string, placeholder: string) => (
    <label className="field">
      {label}
      <input value={filters[key]} placeholder={placeholder} aria-invalid={Boolean(errors[key])} aria-describedby={errors[key] ? `${key}-error` : undefined} onChange={(event) => set(key, event.target.value)} />
      {errors[key] ? (
        <span id={`${key}-error`} className="field-error">
          {errors[key]}
        </span>
      ) : null}
    </label>
  );

  return (
    <form className="report-form stack" aria-label="Execution report" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PresetsBar filters={filters} onLoad={setFilters} />
      <div className="report-grid">
        <div className="stack">
          <FolderPicker label="Folders" value={filters.folders} onChange={(folders) => set('folders', folders)} />
          <label className="row">
            <input type="checkbox" checked={filters.includeSubfolders} onChange={(event) => set('includeSubfolders', event.target.checked)} />
            Include subfolders
          </label>
          <TestCasePicker label="Test cases" value={filters.cases} onChange={(cases) => set('cases', cases)} />
          <fieldset className="picker">
            <legend>When the runs started</legend>
            <div className="row">
              {QUICK_RANGES.map(([range, label]) => (
                <button key={range} type="button" onClick={() => setFilters({ ...filters, ...quickRange(range, now()) })}>
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
          <CheckboxGroup legend="Run types" options={Object.entries(RUN_TYPES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }))} value={filters.runTypes} onChange={(value) => set('runTypes', value)} />
          <CheckboxGroup legend="Test types" options={testTypes} value={filters.testTypes} onChange={(value) => set('testTypes', value)} />
          <CheckboxGroup legend="Automation objects" options={objects.map((object) => ({ value: object, label: object }))} value={filters.objects} onChange={(value) => set('objects', value)} />
          <CheckboxGroup legend="Started by" options={users.map((user) => ({ value: user, label: user }))} value={filters.users} onChange={(value) => set('users', value)} />
          <label className="field">
            Content search text
            <input value={filters.contentSearch} maxLength={255} placeholder="e.g. a PO number or a message text" onChange={(event) => set('contentSearch', event.target.value)} />
          </label>
          <label className="row">
            <input type="checkbox" checked={filters.businessData} onChange={(event) => set('businessData', event.target.checked)} />
            Include business data
          </label>
        </div>
      </div>
      <div className="card stack report-footer">
        <p role="status" aria-live="polite">
          {!valid ? 'Fix the highlighted filters first.' : loading ? 'Counting matching executions…' : estimate ? `${estimate.exact ? '' : 'About '}${estimate.count.toLocaleString('en-US')} executions match${estimate.exact ? '' : ' (at most; the server also searches the content)'}.${estimate.count === 0 ? ' The report will have headers and no rows.' : ''}` : 'The number of matching executions could not be worked out.'}
        </p>
        {generate.isError ? (
          <p role="alert" className="field-error">
            The report could not be created: {generate.error.message}
          </p>
        ) : null}
        <div className="row">
          <button type="submit" className="primary" disabled={!valid || generate.isPending}>
            Download report
          </button>
          {generate.isPending ? (
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
