import { Link } from 'react-router';
import type { TestRun } from '../../../../contract/records';
import { isRunFinished } from '../../../../contract/records';
import { formatDateTime } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { formatCount } from '../../../../format/format-count';

/** One of the two runs compared: which it is, its name (a link to it), when and how it went. */
export function ComparedRun({ which, run }: { which: string; run: TestRun }) {
  return (
    <div className="card compared-run">
      <p className="muted compared-run-role">{which}</p>
      <p className="compared-run-name">
        <Link to={paths.run.href(run.RUN_ID)}>{run.NAME || run.RUN_ID}</Link>
      </p>
      <p className="muted compared-run-facts">
        Started {formatDateTime(run.STARTED_DATE, run.STARTED_TIME)} by {run.STARTED_BY} ·{' '}
        {isRunFinished(run)
          ? `${formatCount(run.TC_PASSED)} passed, ${formatCount(run.TC_FAILED)} failed of ${formatCount(run.TC_TOTAL)}`
          : 'still in progress'}
      </p>
    </div>
  );
}
