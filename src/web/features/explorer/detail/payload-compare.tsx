import { useMemo } from 'react';
import { usePayload } from '../../../../client/test-cases/get-payload';
import { useTestRun } from '../../../../client/test-runs/get-test-run';
import type { Content } from '../../../../contract/records';
import { DiffView } from '../../../components/diff-view/diff-view';
import { isJudgedDifference, type DifferenceMark } from '../../../components/diff-view/difference-marks';
import { MarkBadge } from '../../../components/diff-view/mark-badge';
import { QueryView } from '../../../components/query-view/query-view';

interface Props {
  caseId: string;
  reference: Content;
  current: Content;
  /** What the current output is, with its run ("Current output of Nightly regression 2026-11-20"). */
  currentTitle: string;
}

/** Reference and current output side by side, differences marked as the run's comparison judged them. */
export function PayloadCompare({ caseId, reference, current, currentTitle }: Props) {
  const left = usePayload(caseId, reference.CONTENT_ID);
  const right = usePayload(caseId, current.CONTENT_ID);
  const run = useTestRun(current.RUN_ID, { $includeComparison: true }, { enabled: Boolean(current.RUN_ID) });
  // A run compares every payload of every case it ran; older releases do not say which payload a row is about.
  const marks = useMemo<DifferenceMark[]>(
    () =>
      (run.data?.COMPARISON ?? [])
        .filter((row) => row.CASEID === caseId && (!row.CONTENT_ID || row.CONTENT_ID === current.CONTENT_ID))
        .map((row) => ({ path: row.PATH, refValue: row.REF_VALUE, curValue: row.CUR_VALUE, result: row.RESULT })),
    [run.data, caseId, current.CONTENT_ID],
  );
  // One payload at a time: when the first is back, the second (if it failed too) is tried on its own.
  return (
    <QueryView query={left} loading="Loading both payloads" error="Could not load the reference output">
      {(leftPayload) => (
        <QueryView query={right} loading="Loading both payloads" error="Could not load the current output">
          {(rightPayload) => (
            <Comparison
              marks={marks}
              reference={reference}
              currentTitle={currentTitle}
              leftText={leftPayload.text}
              rightText={rightPayload.text}
            />
          )}
        </QueryView>
      )}
    </QueryView>
  );
}

/** The two payloads, loaded, with the run's judged differences listed above them. */
function Comparison({
  marks,
  reference,
  currentTitle,
  leftText,
  rightText,
}: Omit<Props, 'caseId' | 'current'> & { marks: DifferenceMark[]; leftText: string; rightText: string }) {
  const judged = marks.filter(isJudgedDifference);
  return (
    <section className="stack" aria-label="Compare payloads">
      <h2>Reference output vs current output</h2>
      {judged.length > 0 ? (
        <ul className="judged-differences">
          {judged.map((mark, index) => (
            // The same path can be compared more than once (repeated elements), so the position keeps keys unique.
            <li key={`${index}:${mark.path}`}>
              {/* Values as the payload has them, in code like the path (a timestamp breaks where it must). */}
              <MarkBadge result={mark.result} /> at <code>{mark.path}</code>: <PayloadValue value={mark.refValue} /> →{' '}
              <PayloadValue value={mark.curValue} />
            </li>
          ))}
        </ul>
      ) : null}
      <DiffView
        leftTitle="Reference output"
        rightTitle={currentTitle}
        leftText={leftText}
        rightText={rightText}
        format={reference.FORMAT}
        marks={marks}
      />
    </section>
  );
}

const PayloadValue = ({ value }: { value: string }) => (value ? <code>{value}</code> : '(empty)');
