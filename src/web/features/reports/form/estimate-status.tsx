import type { Estimate } from '../../../../analysis/report-estimate';
import { countOf } from '../../../../format/format-count';
import { needsStoreText } from '../../../components/store-freshness/needs-store';
import { listText } from './list-text';

// The button stays enabled at zero: the estimate comes from the run history, and the service may still know
// better. So the line says plainly what a download would give.
function noMatchText(narrowing: string[]): string {
  const download = 'Downloading now gives a workbook with headers and no rows.';
  if (narrowing.length === 0) return `No executions match: the run history has no executed test cases. ${download}`;
  return `No executions match these filters. To find some, widen or clear ${listText(narrowing, 'or')}. ${download}`;
}

/** `1 execution matches`, `2,345 executions match`. */
const executionsMatch = (count: number) => `${countOf(count, 'execution')} ${count === 1 ? 'matches' : 'match'}`;

function estimateText(estimate: Estimate, narrowing: string[], counting: boolean): string {
  // While runs are still read the count only grows, so what is counted so far is a lower bound.
  if (counting) return `At least ${executionsMatch(estimate.count)} so far; still counting the older runs…`;
  // An upper bound of zero is exact, whatever the caveats.
  if (estimate.count === 0) return noMatchText(narrowing);
  if (estimate.caveats.length === 0) return `${executionsMatch(estimate.count)}.`;
  return `About ${executionsMatch(estimate.count)}: an upper bound, as ${estimate.caveats.join(' and ')}.`;
}

/** How many executions the report will hold, so the manager knows before downloading. */
export function EstimateStatus({
  id,
  blocked,
  loading,
  counting = false,
  failed,
  noStore = false,
  estimate,
  narrowing,
}: {
  id: string;
  /** Why the filters cannot be sent yet; the download button is disabled then. */
  blocked: string | undefined;
  loading: boolean;
  /** The estimate covers the runs read so far; more are on their way. */
  counting?: boolean;
  failed: boolean;
  /** The server keeps no history to count in; the download still works (the service builds the workbook). */
  noStore?: boolean;
  estimate: Estimate | undefined;
  /** The filters that are set, to name when nothing matches. */
  narrowing: string[];
}) {
  const text = blocked
    ? blocked
    : noStore
      ? `${needsStoreText('Counting the matching executions')} The report can still be downloaded.`
      : failed
        ? 'The number of matching executions could not be worked out; the report can still be downloaded.'
        : loading || !estimate
          ? 'Counting matching executions…'
          : estimateText(estimate, narrowing, counting);
  return (
    <p id={id} role="status" aria-live="polite" className="report-estimate">
      {text}
    </p>
  );
}
