import { useNeedsTriage } from '../../../../client/triage/get-needs-triage';
import { OVERVIEW_TRIAGE_WINDOW } from '../../../../contract/dashboard-api/triage-window';
import { countOf } from '../../../../format/format-count';
import { paths } from '../../../../routes/paths';

/**
 * How many failures of the last days nobody has decided on, linking to the queue. Said only where the server keeps
 * a history to hold decisions, and only when its count is known: the overview's tiles do not wait for it.
 */
export function NeedsTriageLine() {
  const queue = useNeedsTriage(OVERVIEW_TRIAGE_WINDOW);
  if (!queue.data) return null;
  const { failures } = queue.data.total;
  return (
    <p className="print-hidden">
      <a href={paths.triage.href()}>
        {failures === 0
          ? 'Nothing needs triage'
          : `${countOf(failures, 'failure')} ${failures === 1 ? 'needs' : 'need'} triage`}
      </a>{' '}
      <span className="muted">(runs of the last {OVERVIEW_TRIAGE_WINDOW.days} days)</span>
    </p>
  );
}
