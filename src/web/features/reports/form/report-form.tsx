import { useMemo, useReducer, useState, type FormEvent } from 'react';
import { RUN_TYPES, TEST_TYPES, testTypeText } from '../../../../contract/codes';
import { REPORT_LIMITS } from '../../../../contract/report-limits';
import { TextField } from '../../../components/text-field/text-field';
import { FolderPicker } from '../../../components/pickers/folder-picker';
import { TestCasePicker } from '../../../components/pickers/test-case-picker';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { CheckboxGroup } from './checkbox-group';
import { DateFields } from './date-fields';
import { OfferedGroups } from './offered-groups';
import { PresetsBar } from './presets-bar';
import { ReportFooter } from './report-footer';
import { narrowingFilters, validateReportFilters, toReportMembers } from './report-form-model';
import { useDownloadReport } from './use-download-report';
import { useReportEstimate } from './use-report-estimate';
import './report-form.css';

const RUN_TYPE_OPTIONS = Object.entries(RUN_TYPES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/** The execution report builder: every filter of POST /testexecreport, an estimate, the download. */
export function ReportForm({ now = () => new Date() }: { now?: () => Date }) {
  // In the URL, so a report can be shared.
  const [filters, change] = useRouteSearch(routeSchemas.reports.search);
  const errors = validateReportFilters(filters);
  const { request: problem, ...fieldErrors } = errors;
  const { estimate, counting, loading, failed, noStore, offered, range } = useReportEstimate(filters);
  const { download, pending, saved, error } = useDownloadReport();
  // Date fields holding text that is not a date: the URL, what would be counted and sent, holds the date before.
  const [untaken, setUntaken] = useState<Partial<Record<'dateFrom' | 'dateTo', string>>>({});
  const [round, giveUpTyping] = useReducer((count: number) => count + 1, 0);

  const testTypeOptions = useMemo(() => {
    const codes = new Set([...Object.keys(TEST_TYPES).map(Number), ...(offered?.testTypes ?? [])]);
    return [...codes]
      .toSorted((a, b) => a - b)
      .map((code) => ({ value: String(code), label: `${testTypeText(code)} (${code})` }));
  }, [offered]);

  const blocked = Object.values(untaken).some(Boolean)
    ? 'Counting once the dates are typed as yyyy-mm-dd.'
    : Object.keys(fieldErrors).length > 0
      ? 'Fix the highlighted filters first.'
      : problem
        ? 'Change the filters the message above names first.'
        : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) void download(toReportMembers(filters));
  };

  return (
    <div className="stack">
      <PresetsBar
        filters={filters}
        onLoad={(preset) => {
          giveUpTyping();
          change(preset);
        }}
      />
      <form
        className="report-form stack"
        aria-label="Execution report"
        noValidate
        aria-busy={pending}
        onSubmit={onSubmit}
      >
        <div className="report-grid">
          <div className="stack">
            <FolderPicker label="Folders" value={filters.folders} onChange={(folders) => change({ folders })} />
            <label className="row report-check">
              <input
                type="checkbox"
                checked={filters.includeSubfolders}
                onChange={(event) => change({ includeSubfolders: event.target.checked })}
              />
              Include sub-folders
            </label>
            <TestCasePicker label="Test cases" value={filters.cases} onChange={(cases) => change({ cases })} />
            <DateFields
              filters={filters}
              errors={fieldErrors}
              round={round}
              now={now}
              onChange={change}
              onGiveUp={giveUpTyping}
              onUntaken={(key, why) => setUntaken((before) => ({ ...before, [key]: why }))}
            />
          </div>
          <div className="stack">
            <CheckboxGroup
              legend="Run types"
              options={RUN_TYPE_OPTIONS}
              value={filters.runTypes}
              onChange={(runTypes) => change({ runTypes })}
            />
            <CheckboxGroup
              legend="Test types"
              options={testTypeOptions}
              value={filters.testTypes}
              onChange={(testTypes) => change({ testTypes })}
            />
            <OfferedGroups
              offered={offered}
              noStore={noStore}
              range={range}
              filters={filters}
              onChange={(key, next) => change({ [key]: next })}
            />
            <TextField
              label="Content search text"
              value={filters.contentSearch}
              max={REPORT_LIMITS.CONTENT_SEARCH_TEXT}
              placeholder="e.g. a PO number or a message text"
              onChange={(contentSearch) => change({ contentSearch })}
            />
            <div className="report-check">
              <label className="row">
                <input
                  type="checkbox"
                  checked={filters.businessData}
                  aria-describedby="report-business-data-help"
                  onChange={(event) => change({ businessData: event.target.checked })}
                />
                Include business data
              </label>
              <p id="report-business-data-help" className="muted report-help">
                Adds a column per test variable, headed <span className="nowrap">VAR:&lt;name&gt;</span>, with each
                execution’s business values such as order or document numbers. The workbook gets larger and takes longer
                to build.
              </p>
            </div>
          </div>
        </div>
        <ReportFooter
          problem={problem}
          estimate={{ blocked, loading, counting, failed, noStore, estimate, narrowing: narrowingFilters(filters) }}
          pending={pending}
          saved={saved}
          error={error}
        />
      </form>
    </div>
  );
}
