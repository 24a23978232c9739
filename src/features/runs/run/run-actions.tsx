import { useState } from 'react';
import { useNavigate } from 'react-router';
import { generateReport, saveReport } from '../../../api/reports/generate-report';
import { paths } from '../../../app/paths';
import { FAILED_STATUSES } from '../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../contract/records';
import { runFormSearch } from '../form/run-form-model';

/** Re-run the failed test cases, download this run's report, open its reports on the SAP system. */
export function RunActions({ run }: { run: TestRun }) {
  const navigate = useNavigate();
  const [download, setDownload] = useState<{ state: 'idle' | 'busy' | 'error'; message?: string }>({ state: 'idle' });
  const failed = run.DETAILS.filter((detail) => FAILED_STATUSES.includes(detail.STATUS)).map((detail) => detail.CASEID);
  const rerun = () => {
    const variables = run.VARIABLES.filter((row) => failed.includes(row.CASEID)).map((row) => ({ caseId: row.CASEID, name: row.VAR_NAME, value: row.VAR_VALUE }));
    void navigate(paths.newRun.href(runFormSearch({ cases: failed, name: `${run.NAME} – re-run of failed`, variables })));
  };
  const downloadReport = async () => {
    if (download.state === 'busy') return;
    setDownload({ state: 'busy' });
    try {
      const report = await generateReport({ TEST_CASES: run.DETAILS.map((detail) => String(Number(detail.CASEID))), STARTED_DATE_FROM: run.STARTED_DATE, STARTED_DATE_TO: run.END_DATE || run.STARTED_DATE });
      saveReport(report);
      setDownload({ state: 'idle' });
    } catch (error) {
      setDownload({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="stack">
      <div className="row">
        <button type="button" onClick={rerun} disabled={failed.length === 0 || !isRunFinished(run)}>
          Re-run failed ({failed.length})
        </button>
        <button type="button" onClick={() => void downloadReport()} disabled={download.state === 'busy'}>
          {download.state === 'busy' ? 'Preparing the report…' : 'Download report for this run'}
        </button>
        {run.REPORT_URL ? (
          <a href={run.REPORT_URL} target="_blank" rel="noreferrer">
            Web report
          </a>
        ) : null}
        {run.FIORI_REPORT_URL ? (
          <a href={run.FIORI_REPORT_URL} target="_blank" rel="noreferrer">
            Launchpad report
          </a>
        ) : null}
      </div>
      {download.state === 'error' ? (
        <p role="alert" className="field-error">
          The report could not be downloaded: {download.message}
        </p>
      ) : null}
    </div>
  );
}
