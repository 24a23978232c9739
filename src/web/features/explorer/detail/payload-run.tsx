import { useId } from 'react';
import type { CaseResultRow } from '../../../../contract/dashboard-api/test-case';
import { formatDateTime } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { StatusBadge } from '../../../components/status-badge';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import type { RunOutput } from './current-outputs';

/** A run by its name; by its ID while the case's history (which names it) is not in, or lacks it. */
export const runName = (runId: string, result: CaseResultRow | undefined) => result?.RUN_NAME || `run ${runId}`;

/** The case's own start in the run, labelled as such: the run itself may have started minutes before. */
const caseStarted = (result: CaseResultRow) =>
  `test case started ${formatDateTime(result.STARTED_DATE, result.STARTED_TIME)}`;

/** The run that wrote a payload: its name (a link to it), how the test case did in it, and when it ran there. */
export function PayloadRun({ runId, result }: { runId: string; result: CaseResultRow | undefined }) {
  return (
    <>
      <a className="run-name" href={paths.run.href(runId)} title={runName(runId, result)}>
        <UnbrokenFormats text={runName(runId, result)} />
      </a>
      {result ? (
        <span className="payload-run-facts muted">
          <StatusBadge code={result.STATUS} text={result.STATUS_TXT} />{' '}
          <span>
            <UnbrokenFormats text={caseStarted(result)} />
          </span>
        </span>
      ) : null}
    </>
  );
}

/** Which run's output the compare takes, when more than one run left one. */
export function OutputChoice({
  outputs,
  chosen,
  onChoose,
}: {
  outputs: readonly RunOutput[];
  chosen: RunOutput;
  onChoose: (runId: string) => void;
}) {
  const id = useId();
  return (
    <span className="row output-choice">
      <label htmlFor={id}>Current output of</label>
      <select id={id} value={chosen.content.RUN_ID} onChange={(event) => onChoose(event.target.value)}>
        {outputs.map(({ content, result }) => (
          <option key={content.CONTENT_ID} value={content.RUN_ID}>
            {[runName(content.RUN_ID, result), result?.STATUS_TXT, result && caseStarted(result)]
              .filter(Boolean)
              .join(' · ')}
          </option>
        ))}
      </select>
    </span>
  );
}
