import type { ListedRun, TestRun } from '../../../../contract/records';

/** What the check beside a run's report found: the other runs it holds, or why it could not tell. */
export type SharedReport = { runs: ListedRun[] } | { failed: string };
export interface SavedReport {
  fileName: string;
  sharing: SharedReport;
}

/**
 * Said under the run's actions once its report is saved: the file's name, and when the workbook holds more than
 * this run's executions, which runs and how to set them apart. The report's filters cannot name a run, and runs
 * started at the same second by the same user match them alike.
 */
export function SavedReportNote({ run, saved }: { run: TestRun; saved: SavedReport | undefined }) {
  const { sharing } = saved ?? {};
  const others = sharing && 'runs' in sharing ? sharing.runs : [];
  return (
    <div role="status" className="stack saved-report-note">
      {saved ? <p className="muted">Saved {saved.fileName}.</p> : null}
      {sharing && 'failed' in sharing ? (
        <p className="warning-note">
          Whether other runs' executions are in it too could not be checked: {sharing.failed}
        </p>
      ) : null}
      {others.length > 0 ? (
        <p className="warning-note">
          It also holds the executions of {others.length === 1 ? 'another run' : `${others.length} other runs`} started
          at the same second by {run.STARTED_BY}:{' '}
          {others.map((other) => `${other.NAME || 'an unnamed run'} (${other.RUN_ID})`).join(', ')}. The service's
          report cannot tell such runs apart; filter its RUN_ID column on {run.RUN_ID} for this run's.
        </p>
      ) : null}
    </div>
  );
}
