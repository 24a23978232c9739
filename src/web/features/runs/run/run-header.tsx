import { useEffect, useState } from 'react';
import { useOutagePatterns } from '../../../../client/triage/triage-settings';
import { runTypeText } from '../../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../../contract/records';
import { formatDateTime } from '../../../../format/format';
import { PrintHeading } from '../../../components/print-heading';
import { RunVerdict, type StateUnknown } from './run-verdict';

/** The run's name, where it comes from, and its verdict (live while the run is in progress). */
export function RunHeader({ run, unknown }: { run: TestRun; unknown?: StateUnknown }) {
  const finished = isRunFinished(run);
  const outagePatterns = useOutagePatterns();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [finished]);
  const type = runTypeText(run.TYPE) ?? 'Test run';
  const started = formatDateTime(run.STARTED_DATE, run.STARTED_TIME);
  return (
    <>
      {/* On paper the heading names the run and where it comes from (run-page.css hides the title and line below). */}
      <PrintHeading
        title={run.NAME || run.RUN_ID}
        filters={[
          { label: 'Run', value: run.RUN_ID },
          { label: 'Type', value: type },
          { label: 'Started', value: `${started} by ${run.STARTED_BY}` },
        ]}
      />
      <header className="stack run-header">
        <h1 className="run-title">{run.NAME || run.RUN_ID}</h1>
        <p className="muted run-meta">
          {type} · started {started} by {run.STARTED_BY} · run {run.RUN_ID}
        </p>
        <RunVerdict run={run} now={now} unknown={unknown} outagePatterns={outagePatterns} />
      </header>
    </>
  );
}
