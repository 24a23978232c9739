import type { Estimate } from './estimate-executions';

const count = (value: number) => value.toLocaleString('en-US');

function estimateText(estimate: Estimate): string {
  const empty = estimate.count === 0 ? ' The report will have headers and no rows.' : '';
  if (estimate.caveats.length === 0) return `${count(estimate.count)} executions match.${empty}`;
  return `About ${count(estimate.count)} executions match: an upper bound, as ${estimate.caveats.join(' and ')}.${empty}`;
}

/** How many executions the report will hold, so the manager knows before downloading. */
export function EstimateStatus({
  valid,
  loading,
  failed,
  estimate,
}: {
  valid: boolean;
  loading: boolean;
  failed: boolean;
  estimate: Estimate | undefined;
}) {
  const text = !valid
    ? 'Fix the highlighted filters first.'
    : failed
      ? 'The number of matching executions could not be worked out; the report can still be downloaded.'
      : loading || !estimate
        ? 'Counting matching executions…'
        : estimateText(estimate);
  return (
    <p role="status" aria-live="polite" className="report-estimate">
      {text}
    </p>
  );
}
