import { useNeedsTriageCount } from '../../../../client/triage/get-needs-triage-count';
import { DEFAULT_TRIAGE_DAYS } from '../../../../contract/dashboard-api/triage-basics';
import { countOf } from '../../../../format/format-count';
import { paths } from '../../../../routes/paths';

/**
 * How many failures of the last days nobody has decided on, linking to the queue. Said only where the server keeps
 * a history to hold decisions, and only when its count is known: the overview's tiles do not wait for it.
 */
export function NeedsTriageLine() {
  const queue = useNeedsTriageCount();
  if (!queue.data) return null;
  const { failures } = queue.data.total;
  return (
    <p className="print-hidden">
      <a href={paths.triage.href()}>
        {failures === 0
          ? 'Nothing needs triage'
          : `${countOf(failures, 'failure')} ${failures === 1 ? 'needs' : 'need'} triage`}
      </a>{' '}
      <span className="muted">(runs of the last {DEFAULT_TRIAGE_DAYS} days)</span>
    </p>
  );
}
