import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCaseResultPage } from '../../../../client/test-cases/case-result-pages';
import { useTestRun, WITH_DETAILS } from '../../../../client/test-runs/get-test-run';
import { isUnfinishedStatus, statusText } from '../../../../contract/codes';
import type { CaseResultRow } from '../../../../contract/dashboard-api/test-case';
import { paths } from '../../../../routes/paths';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

/**
 * The runs this test case waits or runs in, said beside its last outcome ("Now queued in Nightly regression") and
 * followed as the run page follows its run: when the case's state in a run changes, the page reads the case again,
 * so its tabs and header show the run's outcome without a reload. `onCaseChanged` reads the record again.
 */
export function CaseInProgress({ caseId, onCaseChanged }: { caseId: string; onCaseChanged: () => void }) {
  // The newest results (the Results tab's first page): a run the case waits or runs in is among them.
  const results = useCaseResultPage(caseId);
  const unfinished = results.data?.rows.filter((result) => isUnfinishedStatus(result.STATUS)) ?? [];
  // A live region from the start: one that appears with its text is not announced.
  return (
    <span role="status" className="muted">
      {unfinished.map((result) => (
        <InRun key={result.RUN_ID} caseId={caseId} result={result} onCaseChanged={onCaseChanged} />
      ))}
    </span>
  );
}

function InRun({
  caseId,
  result,
  onCaseChanged,
}: {
  caseId: string;
  result: CaseResultRow;
  onCaseChanged: () => void;
}) {
  // The run with its details, as "Why it failed" reads it: polled while in progress, and on its end every test
  // case read is refreshed (useTestRun).
  const run = useTestRun(result.RUN_ID, WITH_DETAILS);
  const inRun = run.data?.DETAILS.find((detail) => detail.CASEID === caseId)?.STATUS;
  useEffect(() => {
    if (inRun === undefined || inRun === result.STATUS) return;
    onCaseChanged();
  }, [inRun, result.STATUS, onCaseChanged]);
  return (
    // Beside the last outcome's badge, which stays the last finished one until this run has the case's result.
    <span className="case-in-progress">
      Now {statusText(inRun ?? result.STATUS).toLowerCase()} in{' '}
      <Link to={paths.run.href(result.RUN_ID)}>
        <UnbrokenFormats text={result.RUN_NAME || result.RUN_ID} />
      </Link>
    </span>
  );
}
