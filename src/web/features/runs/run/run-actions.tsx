import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { generateReport, saveReport } from '../../../../client/reports/generate-report';
import { testCaseVariablesQueryOptions } from '../../../../client/test-cases/get-test-case-variables';
import { paths } from '../../../../routes/paths';
import { padId, unpadId } from '../../../../contract/ids';
import { isRunFinished } from '../../../../contract/records';
import { testRunQueryOptions, VARIABLES_READ, type FollowedRun } from '../../../../client/test-runs/get-test-run';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import { useJunitDownload } from './junit-download';
import { useTriageWorkbookDownload } from './triage-workbook-download';
import { changedVariables, userSetVariables } from './rerun-variables';
import { runReportFileName, runReportMembers, runsSharingReport } from './run-report';
import { SavedReportNote, type SavedReport, type SharedReport } from './saved-report-note';
import { useSingleFlight } from '../../../components/use-single-flight';
import { CopyLinkButton } from '../../../components/copy-link-button';

/** Which cases each re-run takes: failed ones apart from aborted ones, which did not fail by themselves. */
const RERUNS = [
  { status: 'E', label: 'failed' },
  { status: 'A', label: 'aborted' },
] as const;

/**
 * Re-run the failed or the aborted test cases, download this run's report (the service's, and where the history
 * store answers the dashboard's with the triage) or its JUnit XML, open its reports on the SAP system, copy the
 * page's link. None of it means anything on paper (print-hidden).
 */
export function RunActions({ run }: { run: FollowedRun }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const casesBy = (status: string) =>
    run.DETAILS.filter((detail) => detail.STATUS === status).map((detail) => detail.CASEID);

  const rerun = useSingleFlight(async ({ status, label }: (typeof RERUNS)[number]) => {
    const cases = casesBy(status);
    // The store keeps no variables: a run its page read from there has them read from the service, as when opened.
    const variables = run.fromStore
      ? (await queryClient.ensureQueryData(testRunQueryOptions(run.RUN_ID, VARIABLES_READ))).VARIABLES
      : run.VARIABLES;
    // Only the cases with a value that differs from its reference need their definitions read.
    const changed = changedVariables(variables, cases);
    const caseIds = [...new Set(changed.map((row) => padId(row.CASEID)))];
    const definitions = new Map(
      await Promise.all(
        caseIds.map(
          async (id) => [id, await queryClient.ensureQueryData(testCaseVariablesQueryOptions(unpadId(id)))] as const,
        ),
      ),
    );
    void navigate(
      paths.newRun.href({
        cases,
        name: `${run.NAME} – re-run of ${label}`,
        variables: userSetVariables(changed, definitions),
      }),
    );
  });
  // The check runs beside the report: its answer is for the note under the buttons, never a reason to hold the file.
  const [saved, setSaved] = useState<SavedReport>();
  const download = useSingleFlight(async () => {
    setSaved(undefined);
    const check = runsSharingReport(run).then(
      (runs): SharedReport => ({ runs }),
      (error: unknown): SharedReport => ({ failed: error instanceof Error ? error.message : String(error) }),
    );
    const fileName = runReportFileName(run);
    saveReport({ ...(await generateReport(runReportMembers(run))), fileName });
    setSaved({ fileName, sharing: await check });
  });
  const junit = useJunitDownload(run);
  const workbook = useTriageWorkbookDownload(run);
  const storeAnswers = Boolean(useTriageSettings().data);

  return (
    <div className="stack print-hidden">
      <div className="row">
        {RERUNS.map((choice) => {
          const count = casesBy(choice.status).length;
          // Failed is always offered, so "0" is read; aborted only when some were.
          if (choice.status === 'A' && count === 0) return null;
          return (
            <button
              key={choice.status}
              type="button"
              onClick={() => void rerun.start(choice)}
              disabled={count === 0 || !isRunFinished(run) || rerun.busy}
            >
              Re-run {choice.label} ({count})
            </button>
          );
        })}
        <button type="button" onClick={() => void download.start()} disabled={download.busy}>
          {download.busy ? 'Preparing the report…' : 'Download report for this run'}
        </button>
        {storeAnswers ? (
          <button type="button" onClick={() => void workbook.start()} disabled={!isRunFinished(run) || workbook.busy}>
            {workbook.busy ? 'Preparing the workbook…' : 'Download workbook with triage'}
          </button>
        ) : null}
        <button type="button" onClick={() => void junit.start()} disabled={!isRunFinished(run) || junit.busy}>
          Download JUnit XML
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
        <CopyLinkButton />
      </div>
      {rerun.error ? (
        <p role="alert" className="field-error">
          The re-run could not be prepared, as the variables of its test cases could not be read: {rerun.error}
        </p>
      ) : null}
      <SavedReportNote run={run} saved={saved} />
      {download.error ? (
        <p role="alert" className="field-error">
          The report could not be downloaded: {download.error}
        </p>
      ) : null}
      {workbook.error ? (
        <p role="alert" className="field-error">
          The workbook with triage could not be downloaded: {workbook.error}
        </p>
      ) : null}
      {junit.error ? (
        <p role="alert" className="field-error">
          The JUnit XML could not be made: {junit.error}
        </p>
      ) : null}
    </div>
  );
}
