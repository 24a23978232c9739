import { useEffect, useState } from 'react';
import { RUN_TYPES } from '../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../contract/records';
import { formatDateTime, formatDuration, formatPercent } from '../../../components/format';
import { ProgressBar } from '../../../components/progress-bar';
import { doneCount, runDuration } from './run-timing';

/** Progress while the run is in progress (live), or its totals once finished. */
export function RunHeader({ run }: { run: TestRun }) {
  const finished = isRunFinished(run);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [finished]);
  const done = doneCount(run);
  const percent = formatPercent(done, run.TC_TOTAL);

  useEffect(() => {
    document.title = `${finished ? 'Finished' : percent} · ${run.NAME} · Test Automation Dashboard`;
    return () => {
      document.title = 'Test Automation Dashboard';
    };
  }, [finished, percent, run.NAME]);

  return (
    <header className="stack run-header">
      <h1>{run.NAME || run.RUN_ID}</h1>
      <p className="muted">
        {RUN_TYPES[run.TYPE as keyof typeof RUN_TYPES] ?? 'Test run'} · started{' '}
        {formatDateTime(run.STARTED_DATE, run.STARTED_TIME)} by {run.STARTED_BY} · run {run.RUN_ID}
      </p>
      {finished ? (
        <p className="run-state finished" role="status">
          <strong>Finished</strong> · {run.TC_TOTAL} test cases · {run.TC_PASSED} passed · {run.TC_FAILED} failed · pass
          rate {formatPercent(run.TC_PASSED, run.TC_TOTAL)} · took {formatDuration(runDuration(run, now))}
        </p>
      ) : (
        <div className="stack">
          <p className="run-state" role="status">
            <strong>In progress</strong> · {run.TC_PASSED} passed · {run.TC_FAILED} failed · elapsed{' '}
            {formatDuration(runDuration(run, now))}
          </p>
          <ProgressBar
            label="Run progress"
            value={done}
            max={run.TC_TOTAL}
            text={`${done} of ${run.TC_TOTAL} test cases done (${percent})`}
          />
        </div>
      )}
    </header>
  );
}
