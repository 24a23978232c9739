import { Link } from 'react-router';
import { useTestCaseContents } from '../../../../client/test-cases/get-test-case-contents';
import { paths } from '../../../../routes/paths';
import { compareLack } from './current-outputs';

/**
 * What "Why it failed" advises of the payloads: the compare of the failed run's output, only where the Payloads tab
 * can make it (a failure such as "Output message not found" leaves no output to compare). The payload list is the
 * one that tab reads; until it is in, or when it cannot be read, nothing is advised.
 */
export function CompareAdvice({ caseId, runId }: { caseId: string; runId: string }) {
  const contents = useTestCaseContents(caseId).data;
  if (!contents) return null;
  const lack = compareLack(contents, runId);
  if (lack === 'reference')
    return <p className="muted">No reference output is recorded to compare with: record one in the test tool.</p>;
  if (lack === 'output')
    return <p className="muted">That run left no current output of this test case to compare with the reference.</p>;
  return (
    <p>
      <Link to={paths.testCase.href(caseId, 'payloads', { compare: true, run: runId })}>
        Open its payloads to compare the output
      </Link>
    </p>
  );
}
